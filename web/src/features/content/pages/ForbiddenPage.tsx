import { Link } from 'react-router-dom';
import { useMessages } from '../../../i18n/messages.ts';
import { Seo } from '../../../ui/Seo.tsx';

/** /page403: the spec's blunt placeholder for unauthorised access. */
export function ForbiddenPage() {
  const t = useMessages('content').forbidden;
  return (
    <section className="wrong-turn" aria-labelledby="forbidden-title">
      <Seo title={t.seoTitle} description={t.description} />
      <p className="wrong-turn__code" aria-hidden="true">
        403
      </p>
      <h1 id="forbidden-title" className="page-title">
        {t.title}
      </h1>
      <p className="placeholder-text">{t.text}</p>
      <Link to="/" className="button">
        {t.home}
      </Link>
    </section>
  );
}
