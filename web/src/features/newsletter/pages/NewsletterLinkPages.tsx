import { Link, useParams } from 'react-router-dom';
import { HttpError } from '../../../platform/http.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { Seo } from '../../../ui/Seo.tsx';
import { type NewsletterLink, useNewsletterLink } from '../api/newsletterLink.ts';

const PAGES: Record<NewsletterLink, { title: string; description: string; failed: string }> = {
  confirm: {
    title: 'Confirm your subscription',
    description: 'Confirm your subscription to the Tkanica newsletter.',
    failed: 'We could not confirm your subscription',
  },
  unsubscribe: {
    title: 'Unsubscribe',
    description: 'Unsubscribe from the Tkanica newsletter.',
    failed: 'We could not unsubscribe you',
  },
};

/** Follows an emailed newsletter link and says what came of it. */
function NewsletterLinkPage({ link }: { link: NewsletterLink }) {
  const { token } = useParams();
  const { data, error } = useNewsletterLink(link, token);
  const page = PAGES[link];
  return (
    <section className="thanks" aria-labelledby="newsletter-link-title">
      <Seo title={page.title} description={page.description} />
      {error ? (
        <>
          <h1 id="newsletter-link-title" className="page-title">
            {page.failed}
          </h1>
          <p>
            {error instanceof HttpError && error.status === 400
              ? error.message
              : 'Something went wrong on our side. Please open the link again in a moment.'}
          </p>
        </>
      ) : data ? (
        <>
          <h1 id="newsletter-link-title" className="page-title">
            {link === 'confirm' ? 'Thank you!' : 'You are unsubscribed'}
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
        Back to Homepage
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
