/** An open position: its title, where and how much, and what the work is. */
export interface JobOpening {
  readonly title: string;
  readonly where: string;
  readonly text: string;
}

/** The open positions of the careers page, each a section of its own. */
export function JobOpenings({ openings }: { openings: readonly JobOpening[] }) {
  return openings.map((opening) => (
    <section key={opening.title} aria-label={opening.title}>
      <h3>{opening.title}</h3>
      <p>
        <em>{opening.where}</em>
      </p>
      <p>{opening.text}</p>
    </section>
  ));
}
