import { useNavigate } from 'react-router-dom';
import { useMessages } from '../../../i18n/messages.ts';
import { Seo } from '../../../ui/Seo.tsx';

/** Any unknown path, and /page404 (SPEC §2). */
export function NotFoundPage() {
  const navigate = useNavigate();
  const t = useMessages('content').notFound;
  // With nothing to go back to (a page opened in a new tab), going back means going home.
  const goBack = () => (window.history.state?.idx > 0 || window.history.length > 1 ? navigate(-1) : navigate('/'));
  return (
    <section className="wrong-turn" aria-labelledby="wrong-turn-title">
      <Seo title={t.seoTitle} description={t.description} />
      <p className="wrong-turn__code" aria-hidden="true">
        404
      </p>
      <h1 id="wrong-turn-title" className="page-title">
        {t.title}
      </h1>
      <p>{t.text}</p>
      <button type="button" className="button" onClick={goBack}>
        {t.back}
      </button>
    </section>
  );
}
