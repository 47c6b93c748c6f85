import type { ReactNode } from 'react';

/** The FAQ's topics, each with its questions and answers. */
export type FaqGroups = readonly (readonly [topic: string, questions: readonly (readonly [question: string, answer: ReactNode])[]])[];

/** The questions by topic, each answer folded under its question. */
export function FaqList({ groups }: { groups: FaqGroups }) {
  return (
    <div className="faq">
      {groups.map(([topic, questions]) => (
        <section key={topic} aria-label={topic}>
          <h2>{topic}</h2>
          {questions.map(([question, answer]) => (
            <details key={question}>
              <summary>{question}</summary>
              <p>{answer}</p>
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}
