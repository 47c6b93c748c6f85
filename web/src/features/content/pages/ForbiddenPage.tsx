import { Link } from 'react-router-dom';
import { Seo } from '../../../ui/Seo.tsx';

/** /page403: the spec's blunt placeholder for unauthorised access. */
export function ForbiddenPage() {
  return (
    <section className="wrong-turn" aria-labelledby="forbidden-title">
      <Seo title="Forbidden" description="You are not allowed to see this page." />
      <p className="wrong-turn__code" aria-hidden="true">
        403
      </p>
      <h1 id="forbidden-title" className="page-title">
        Nope. This is not for you.
      </h1>
      <p className="placeholder-text">You have no business here. Go away, and take your curiosity with you.</p>
      <Link to="/" className="button">
        Fine, take me home
      </Link>
    </section>
  );
}
