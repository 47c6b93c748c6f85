/** /order-error/:id — the spec's placeholder, word for word (SPEC §2). */
export function OrderErrorPage() {
  return <p className="placeholder-text">OrderError</p>;
}
