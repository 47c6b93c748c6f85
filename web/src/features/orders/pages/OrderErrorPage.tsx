import { useMessages } from '../../../i18n/messages.ts';
import { Seo } from '../../../ui/Seo.tsx';

/** /order-error/:id — the spec's placeholder, word for word (SPEC §2), under a heading for screen readers. */
export function OrderErrorPage() {
  const t = useMessages('checkout').orderError;
  return (
    <>
      <Seo title={t.title} />
      <h1 className="visually-hidden">{t.title}</h1>
      <p className="placeholder-text">{t.placeholder}</p>
    </>
  );
}
