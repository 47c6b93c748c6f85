import { Link } from 'react-router-dom';

/** The closing banner of the home page: the shop on Kaptol. */
export function VisitStoreBanner() {
  return (
    <section className="store-banner" aria-labelledby="store-banner-title">
      <h2 id="store-banner-title" className="store-banner__title">
        Visit Our Store
      </h2>
      <p>Touch the linen, try the sizes and pick up your online order at our store on Kaptol, in the heart of Zagreb.</p>
      <Link to="/contact" className="button button--light">
        Find us
      </Link>
    </section>
  );
}
