/**
 * Stars out of 5, drawn as five characters filled up to `stars` (a review's whole number, or a
 * product's average), and read as `label` says ("4 out of 5 stars").
 */
export function Stars({ stars, label }: { stars: number; label: string }) {
  const filled = Math.max(0, Math.min(5, stars));
  return (
    <span className="stars">
      <span className="stars__drawn" aria-hidden="true">
        <span className="stars__off">★★★★★</span>
        <span className="stars__on" style={{ width: `${(filled / 5) * 100}%` }}>
          ★★★★★
        </span>
      </span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
