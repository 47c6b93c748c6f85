import { Link } from 'react-router-dom';
import { useMessages } from '../../../i18n/messages.ts';

/** The static hero between the tiles and the second carousel: the brand's promise, woven in CSS. */
export function StaticHero() {
  const t = useMessages('catalog').home;
  return (
    <section className="static-hero" aria-labelledby="static-hero-title">
      <div className="static-hero__weave" aria-hidden="true" />
      <div className="static-hero__content">
        <h2 id="static-hero-title" className="static-hero__title">
          {t.storyTitle}
        </h2>
        <p>{t.storyText}</p>
        <Link to="/about-us" className="button button--secondary">
          {t.story}
        </Link>
      </div>
    </section>
  );
}
