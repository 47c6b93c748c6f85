import { useToasts } from './toast.ts';

/** The polite live region of the toasts a page raises; a page that raises toasts renders it. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <p key={toast.id} className={`toast toast--${toast.kind}`}>
          {toast.text}
        </p>
      ))}
    </div>
  );
}
