import { Link, useNavigate } from 'react-router-dom';
import { useMessages } from '../../../i18n/messages.ts';
import { Seo } from '../../../ui/Seo.tsx';
import { wrongTurnBack } from '../wrongTurn.ts';

/** Any unknown path, and /page404 (SPEC §2). */
export function NotFoundPage() {
  const navigate = useNavigate();
  const t = useMessages('content').notFound;
  const home = useMessages('shop').notFound.home;
  // Back only to a page of the shop: a shopper who came from elsewhere goes to the home page
  // (`/`, or `/hr` on a Croatian page: the router's base is the page's language).
  const goBack = () => {
    const arrival = {
      state: window.history.state,
      referrer: document.referrer,
      origin: window.location.origin,
      length: window.history.length,
    };
    if (wrongTurnBack(arrival) === 'back') navigate(-1);
    else navigate('/');
  };
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
      <div className="wrong-turn__ways">
        <button type="button" className="button" onClick={goBack}>
          {t.back}
        </button>
        <Link to="/" className="button button--secondary">
          {home}
        </Link>
      </div>
    </section>
  );
}
