import { Link } from 'react-router-dom';
import { useMessages } from '../../../i18n/messages.ts';

/** The closing banner of the home page: the shop on Kaptol. */
export function VisitStoreBanner() {
  const t = useMessages('catalog').home;
  return (
    <section className="store-banner" aria-labelledby="store-banner-title">
      <h2 id="store-banner-title" className="store-banner__title">
        {t.storeTitle}
      </h2>
      <p>{t.storeText}</p>
      <Link to="/contact" className="button button--light">
        {t.findUs}
      </Link>
    </section>
  );
}
