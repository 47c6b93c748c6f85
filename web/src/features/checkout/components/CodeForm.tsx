import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useMessages } from '../../../i18n/messages.ts';

export type CodeResult = { ok: boolean; message: string };

interface CodeFormProps {
  id: string;
  label: string;
  /** After "Remove", for screen readers: what is removed, e.g. "discount code SPRING10". */
  removeWhat: (code: string) => string;
  /** Said once the code is removed. */
  removed: string;
  busy: boolean;
  /** The code the order holds now, if any: it can be removed. */
  applied: string | null;
  /**
   * Returns the message to show under the field: an error, or a confirmation. `again` is true
   * when a code the shopper had applied is checked once more (back from the payment page, or
   * after a reload), so it is not refused as applied twice.
   */
  onApply: (code: string, again: boolean) => Promise<CodeResult | null>;
  onRemove: () => void;
  /** A code to apply as the form first shows: the one the shopper had applied before. */
  restore?: string | null;
}

/** A code field with its Apply button, and Remove once applied: used for the discount code and the gift card. */
export function CodeForm({ id, label, removeWhat, removed, busy, applied, onApply, onRemove, restore }: CodeFormProps) {
  const t = useMessages('checkout').codes;
  const [code, setCode] = useState(restore ?? '');
  const [result, setResult] = useState<CodeResult | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const toRestore = useRef(restore);
  useEffect(() => {
    const restored = toRestore.current;
    if (!restored) return;
    toRestore.current = null;
    void onApply(restored, true).then(setResult);
  }, [onApply]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed || busy) return;
    setResult(await onApply(trimmed, false));
  };

  const remove = () => {
    onRemove();
    setCode('');
    setResult({ ok: true, message: removed });
    input.current?.focus();
  };

  return (
    <form className="code-form" onSubmit={submit} noValidate>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="code-form__row">
        <input
          ref={input}
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
          {t.apply}
        </button>
      </div>
      <div className="code-form__result">
        {result ? (
          <p id={`${id}-message`} className={result.ok ? 'notice notice--success' : 'field__error'} role={result.ok ? 'status' : 'alert'}>
            {result.message}
          </p>
        ) : null}
        {applied ? (
          <button type="button" className="text-button" onClick={remove}>
            {t.remove}
            <span className="visually-hidden"> {removeWhat(applied)}</span>
          </button>
        ) : null}
      </div>
    </form>
  );
}
