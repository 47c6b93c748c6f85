import { type FormEvent, useEffect, useRef, useState } from 'react';

interface CodeFormProps {
  id: string;
  label: string;
  busy: boolean;
  /** Returns the message to show under the field: an error, or a confirmation. */
  onApply: (code: string) => Promise<{ ok: boolean; message: string } | null>;
  /** A code to apply as the form first shows: the one the shopper had applied before the payment page. */
  restore?: string | null;
}

/** A code field with its Apply button: used for the discount code and the gift card. */
export function CodeForm({ id, label, busy, onApply, restore }: CodeFormProps) {
  const [code, setCode] = useState(restore ?? '');
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const toRestore = useRef(restore);
  useEffect(() => {
    const restored = toRestore.current;
    if (!restored) return;
    toRestore.current = null;
    void onApply(restored).then(setResult);
  }, [onApply]);

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
