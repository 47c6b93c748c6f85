import { Link } from 'react-router-dom';
import { Seo } from './Seo.tsx';

/** The apologetic page for a product, collection, category or blog post that is not there. */
export function NotFoundMessage({ what }: { what: string }) {
  return (
    <section className="apology" aria-labelledby="apology-title">
      <Seo title="Not found" />
      <h1 id="apology-title" className="apology__title">
        We're sorry
      </h1>
      <p>We couldn't find this {what}. It may have sold out for good, or the link may be mistyped.</p>
      <Link to="/" className="button">
        Back to Homepage
      </Link>
    </section>
  );
}
