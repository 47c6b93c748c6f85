/** A review's stars, drawn as five characters and read as "4 out of 5 stars". */
export function Stars({ stars }: { stars: number }) {
  return (
    <span className="stars">
      <span aria-hidden="true">
        <span className="stars__on">{'★'.repeat(stars)}</span>
        <span className="stars__off">{'★'.repeat(Math.max(0, 5 - stars))}</span>
      </span>
      <span className="visually-hidden">{stars} out of 5 stars</span>
    </span>
  );
}
