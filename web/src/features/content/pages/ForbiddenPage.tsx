import { Seo } from '../../../ui/Seo.tsx';

/** /page403: the spec's blunt placeholder for unauthorised access. */
export function ForbiddenPage() {
  return (
    <section className="wrong-turn">
      <Seo title="Forbidden" />
      <p className="wrong-turn__code" aria-hidden="true">
        403
      </p>
      <h1 className="page-title">Nope. This is not for you.</h1>
      <p className="placeholder-text">You have no business here. Go away.</p>
    </section>
  );
}
