import { useMessages } from '../i18n/messages.ts';
import './sectionState.css';

/**
 * What a part of a page says when its call failed: a short message and Retry, which asks
 * again. The rest of the page stays usable (docs/decisions/035-states-that-never-look-broken.md).
 * While a part's data is on its way it shows placeholders instead: an element with the class
 * `section-skeleton` (grey shapes where its cards will be, taking their room) and role status.
 * `what` is in the page's language, as the sentence takes it: "the reviews", in Croatian "recenzije".
 */
export function SectionFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  const t = useMessages('shop').sectionFailed;
  return (
    <div className="section-failed" role="alert">
      <p className="section-failed__text">{t.text(what)}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t.retry}
      </button>
    </div>
  );
}
