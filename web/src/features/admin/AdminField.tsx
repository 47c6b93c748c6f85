import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

type FieldProps = { label: string; error?: string | undefined; name: string };

/** A field's label around its control, with its contract's message under it; a field for text in another language is labelled in it. */
function Labelled({
  id,
  label,
  error,
  lang,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  lang?: string | undefined;
  children: ReactNode;
}) {
  return (
    <label htmlFor={id}>
      {lang ? <span lang={lang}>{label}</span> : label}
      {children}
      {error ? (
        <span className="admin__error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </label>
  );
}

const described = (id: string, error: string | undefined) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

/** A labelled input of the back office, with its contract's message under it. */
export function AdminField({ label, error, ...input }: InputHTMLAttributes<HTMLInputElement> & FieldProps) {
  const id = `admin-${input.name}`;
  return (
    <Labelled id={id} label={label} error={error} lang={input.lang}>
      <input {...described(id, error)} {...input} />
    </Labelled>
  );
}

/** A labelled text area of the back office, with its contract's message under it. */
export function AdminTextArea({ label, error, ...area }: TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps) {
  const id = `admin-${area.name}`;
  return (
    <Labelled id={id} label={label} error={error} lang={area.lang}>
      <textarea {...described(id, error)} {...area} />
    </Labelled>
  );
}

/** What a refused call said: its message, and each field's. */
export interface Refusal {
  message?: string;
  errors: Record<string, string>;
}

export const refusalOf = (error: unknown): Refusal => {
  const body = (error as { body?: { message?: string; errors?: Record<string, string> } }).body;
  const errors = body?.errors ?? {};
  // Field by field when the contract says which: each message stands under its field.
  const message = Object.keys(errors).length > 0 ? 'Please correct what is marked below.' : (body?.message ?? (error as Error).message);
  return { message, errors };
};

/** What came of the last action: done, or refused with the reason; read out as it changes. */
export function Outcome({ done, refusal }: { done?: string; refusal: Refusal }) {
  return (
    <div aria-live="polite">
      {done ? <p className="admin__notice">{done}</p> : null}
      {refusal.message ? (
        <p className="admin__notice" role="alert">
          {refusal.message}
        </p>
      ) : null}
    </div>
  );
}
