import { Link } from 'react-router-dom';
import { STORES } from '../../shopPlaces.ts';

/** The English text of About. */
export function Body() {
  const [store] = STORES;
  return (
    <>
      <p className="lead">
        Tkanica is a small label from Zagreb that makes clothes and handmade goods for adults, children and babies: from natural fibres, in
        small batches, to be worn for years and then handed down.
      </p>

      <h2>Our story</h2>
      <p>
        It began in 2016 at a kitchen table in Trešnjevka, with two friends, a second-hand sewing machine and a bag of linen offcuts. Ivana
        had spent ten years cutting patterns for fast-fashion factories and had seen how much of what they made was thrown away within a
        season. Marta had learned to knit from her grandmother in Zagorje and could not find clothes for her daughter that lasted longer
        than a winter.
      </p>
      <p>
        We named the shop after the <em>tkanica</em>, the narrow woven band that women in Croatian villages wove for belts and aprons: made
        slowly, by hand, from natural fibres, useful every day and strong enough to be passed on. That is what we want every piece we make
        to be.
      </p>

      <h2>Who makes your clothes</h2>
      <p>
        Today Tkanica is a band of many threads: twelve knitters in Hrvatsko Zagorje, seamstresses in Varaždin and Čakovec, a weaver in
        Međimurje, a felter in Lika and our team of eight in the Zagreb workshop. Everyone is paid fairly for their time, and works at their
        own pace. You can meet some of them on our <Link to="/blog">blog</Link>.
      </p>

      <h2>What we promise</h2>
      <ul>
        <li>
          <strong>Natural materials.</strong> Linen, organic cotton, merino and local wool, dyed with walnut, madder and onion skins where
          we can.
        </li>
        <li>
          <strong>Small batches and pre-orders.</strong> We make what is ordered instead of guessing, so nothing ends up in a landfill.
        </li>
        <li>
          <strong>Almost zero waste.</strong> Our patterns use up to 95 % of every metre of fabric; offcuts become bags, sachets and hair
          clips.
        </li>
        <li>
          <strong>Made to be mended.</strong> Every Thursday evening our store becomes a mending corner, free for anyone who brings a hole
          or a loose button.
        </li>
        <li>
          <strong>No plastic.</strong> Parcels are wrapped in recycled paper and tied with a cotton ribbon.
        </li>
      </ul>

      <h2>Visit us</h2>
      <p>
        Our little store is at {store.address}, just below the cathedral, in what was once a bookbinder's workshop, open {store.hours}. Come
        and touch the fabrics, try things on, or just say hello. Questions? <Link to="/contact">Write to us</Link>.
      </p>
    </>
  );
}
