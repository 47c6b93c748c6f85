import { type FormEvent, useState } from 'react';

interface CodeFormProps {
  id: string;
  label: string;
  busy: boolean;
  /** Returns the message to show under the field: an error, or a confirmation. */
  onApply: (code: string) => Promise<{ ok: boolean; message: string } | null>;
}

/** A code field with its Apply button: used for the discount code and the gift card. */
export function CodeForm({ id, label, busy, onApply }: CodeFormProps) {
  const [code, setCode] = useState('');
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed || busy) return;
    setResult(await onApply(trimmed));
  };

  return (
    <form className="code-form" onSubmit={submit} noValidate>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="code-form__row">
        <input
          id={id}
          className="field__control"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setResult(null);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby={result ? `${id}-message` : undefined}
          aria-invalid={result && !result.ok ? true : undefined}
        />
        <button type="submit" className="button button--secondary" disabled={busy} aria-busy={busy}>
          Apply
        </button>
      </div>
      {result ? (
        <p id={`${id}-message`} className={result.ok ? 'notice notice--success' : 'field__error'} role={result.ok ? 'status' : 'alert'}>
          {result.message}
        </p>
      ) : null}
    </form>
  );
}
