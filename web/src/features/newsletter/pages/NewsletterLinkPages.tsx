import { Link, useParams } from 'react-router-dom';
import { useMessages } from '../../../i18n/messages.ts';
import { HttpError } from '../../../platform/http.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { Seo } from '../../../ui/Seo.tsx';
import { type NewsletterLink, useNewsletterLink } from '../api/newsletterLink.ts';

/** Follows an emailed newsletter link and says what came of it. */
function NewsletterLinkPage({ link }: { link: NewsletterLink }) {
  const { token } = useParams();
  const { data, error } = useNewsletterLink(link, token);
  const t = useMessages('content').newsletter;
  const page = t[link];
  return (
    <section className="thanks" aria-labelledby="newsletter-link-title">
      <Seo title={page.title} description={page.description} />
      {error ? (
        <>
          <h1 id="newsletter-link-title" className="page-title">
            {page.failed}
          </h1>
          <p>{error instanceof HttpError && error.status === 400 ? error.message : t.ourSide}</p>
        </>
      ) : data ? (
        <>
          <h1 id="newsletter-link-title" className="page-title">
            {page.done}
          </h1>
          <p>{data.message}</p>
        </>
      ) : (
        <>
          <h1 id="newsletter-link-title" className="visually-hidden">
            {page.title}
          </h1>
          <Loading />
        </>
      )}
      <Link to="/" className="button">
        {t.home}
      </Link>
    </section>
  );
}

/** /newsletter/confirm/:token: the confirmation email's link (double opt-in). */
export function NewsletterConfirmPage() {
  return <NewsletterLinkPage link="confirm" />;
}

/** /newsletter/unsubscribe/:token: the link in every newsletter email. */
export function NewsletterUnsubscribePage() {
  return <NewsletterLinkPage link="unsubscribe" />;
}
