import { Link } from 'react-router-dom';

/** The static hero between the tiles and the second carousel: the brand's promise, woven in CSS. */
export function StaticHero() {
  return (
    <section className="static-hero" aria-labelledby="static-hero-title">
      <div className="static-hero__weave" aria-hidden="true" />
      <div className="static-hero__content">
        <h2 id="static-hero-title" className="static-hero__title">
          Made slowly. Made to last.
        </h2>
        <p>
          Natural fabrics, small batches and hands we know by name: clothes for grown-ups, kids and the newest arrivals, sewn in Croatia to
          be worn, mended and handed down.
        </p>
        <Link to="/about-us" className="button button--secondary">
          Our story
        </Link>
      </div>
    </section>
  );
}
