import { useEffect, useRef } from 'react';
import { useMessages } from '../../../i18n/messages.ts';

interface PreOrderDialogProps {
  productsMissing: readonly string[];
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** SPEC §4 Checkout flow: some pieces must be made or restocked first; the shopper decides. */
export function PreOrderDialog({ productsMissing, busy, onConfirm, onClose }: PreOrderDialogProps) {
  const t = useMessages('checkout');
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby="preorder-title"
      aria-describedby="preorder-text"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="preorder-title" className="modal__title">
        {t.preOrder.title}
      </h2>
      <p>{t.preOrder.intro}</p>
      <ul className="modal__list">
        {productsMissing.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <p id="preorder-text">{t.preOrder.estimate}</p>
      <div className="modal__actions">
        <button type="button" className="button" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy ? t.loading : t.preOrder.confirm}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t.preOrder.decline}
        </button>
      </div>
    </dialog>
  );
}
