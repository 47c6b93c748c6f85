import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useMessages } from '../../../i18n/messages.ts';

interface AccountDialogProps {
  title: string;
  children: ReactNode;
  onClose: () => void;
  /** An error the shopper must acknowledge: announced as an alert dialog. */
  alert?: boolean;
  /** The button that closes it; 'Close' unless said otherwise. */
  closeLabel?: string;
}

/** A modal popup (native <dialog>: focus moves in, Escape closes, focus returns on close). */
export function AccountDialog({ title, children, onClose, alert = false, closeLabel }: AccountDialogProps) {
  const t = useMessages('account');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="account-dialog"
      role={alert ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="account-dialog__title">
        {title}
      </h2>
      <div id={bodyId} className="account-dialog__body">
        {children}
      </div>
      <div className="account-dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          {closeLabel ?? t.common.close}
        </button>
      </div>
    </dialog>
  );
}
