import type { InputHTMLAttributes, ReactNode } from 'react';

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  id: string;
  label: ReactNode;
  error?: string;
};

/** A checkbox with its label and, underneath, its message, tied together for screen readers. */
export function CheckboxField({ id, label, error, ...input }: CheckboxFieldProps) {
  return (
    <div className={`field field--checkbox${error ? ' field--invalid' : ''}`}>
      <label className="checkbox" htmlFor={id}>
        <input
          id={id}
          name={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
