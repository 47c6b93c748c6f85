import { useEffect, useRef } from 'react';

interface PreOrderDialogProps {
  productsMissing: readonly string[];
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** SPEC §4 Checkout flow: some pieces must be made or restocked first; the shopper decides. */
export function PreOrderDialog({ productsMissing, busy, onConfirm, onClose }: PreOrderDialogProps) {
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
        Some items are on pre-order
      </h2>
      <p>These items are not on our shelves right now:</p>
      <ul className="modal__list">
        {productsMissing.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <p id="preorder-text">The estimated shipping time is 14 business days. We will notify you when your order is ready.</p>
      <div className="modal__actions">
        <button type="button" className="button" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy ? 'Loading...' : 'Yes! I want my order'}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          No! I don't want to wait
        </button>
      </div>
    </dialog>
  );
}
