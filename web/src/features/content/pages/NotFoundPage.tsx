import { useNavigate } from 'react-router-dom';
import { Seo } from '../../../ui/Seo.tsx';

/** Any unknown path, and /page404 (SPEC §2). */
export function NotFoundPage() {
  const navigate = useNavigate();
  // With nothing to go back to (a page opened in a new tab), going back means going home.
  const goBack = () => (window.history.state?.idx > 0 || window.history.length > 1 ? navigate(-1) : navigate('/'));
  return (
    <section className="wrong-turn" aria-labelledby="wrong-turn-title">
      <Seo title="Page not found" description="Oops! Wrong turn: the page you are looking for is not here." />
      <p className="wrong-turn__code" aria-hidden="true">
        404
      </p>
      <h1 id="wrong-turn-title" className="page-title">
        Oops! Wrong turn
      </h1>
      <p>The page you are looking for is not here.</p>
      <button type="button" className="button" onClick={goBack}>
        Go Back
      </button>
    </section>
  );
}
