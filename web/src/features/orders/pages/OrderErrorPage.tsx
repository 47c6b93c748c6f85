import { Seo } from '../../../ui/Seo.tsx';

/** /order-error/:id — the spec's placeholder, word for word (SPEC §2), under a heading for screen readers. */
export function OrderErrorPage() {
  return (
    <>
      <Seo title="Order error" />
      <h1 className="visually-hidden">Order error</h1>
      <p className="placeholder-text">OrderError</p>
    </>
  );
}
