import { type MouseEvent, type SyntheticEvent, useEffect, useRef } from 'react';

/**
 * A `<dialog>` shown as a modal for as long as its component is mounted: focus moves in and
 * stays there, Escape and a click on the backdrop call `onClose`, and focus goes back to
 * whatever opened it. Spread `props` on the dialog element.
 */
export function useModalDialog(onClose: () => void, returnTo?: HTMLElement | null) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = ref.current;
    const opener = returnTo ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    element?.showModal();
    return () => {
      element?.close();
      opener?.focus();
    };
  }, [returnTo]);
  return {
    ref,
    onCancel: (event: SyntheticEvent) => {
      event.preventDefault();
      onClose();
    },
    onClick: (event: MouseEvent) => {
      // A click on the backdrop lands on the dialog element itself.
      if (event.target === event.currentTarget) onClose();
    },
  };
}
