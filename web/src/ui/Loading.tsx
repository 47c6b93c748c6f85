import { useMessages } from '../i18n/messages.ts';

/** The Loading fallback of every lazy page and every wait (SPEC §2: "Pages load lazily with a Loading fallback"). */
export function Loading() {
  const t = useMessages('shop');
  return (
    <div className="loading" role="status">
      <span className="loading__dot" aria-hidden="true" />
      {t.loading}
    </div>
  );
}
