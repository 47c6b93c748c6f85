import { Link } from 'react-router-dom';
import { useMessages } from '../i18n/messages.ts';
import { Seo } from './Seo.tsx';

/**
 * The apologetic page for a product, collection, category or blog post that is not there.
 * `what` names it as English does ("product"); the Croatian sentence does without it.
 */
export function NotFoundMessage({ what }: { what: string }) {
  const t = useMessages('shop').notFound;
  return (
    <section className="apology" aria-labelledby="apology-title">
      <Seo title={t.title} />
      <h1 id="apology-title" className="apology__title">
        {t.heading}
      </h1>
      <p>{t.text(what)}</p>
      <Link to="/" className="button">
        {t.home}
      </Link>
    </section>
  );
}
