import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** A label, the control, and its message underneath, tied together for screen readers. */
function FieldShell({ id, label, error, required, className, children }: FieldShellProps) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: string;
  error?: string;
  className?: string;
};

export function TextField({ id, label, error, required, className, ...input }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} required={required} className={className}>
      <input
        id={id}
        name={id}
        className="field__control"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
    </FieldShell>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  id: string;
  label: string;
  error?: string;
  className?: string;
  children: ReactNode;
};

export function SelectField({ id, label, error, required, className, children, ...select }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} required={required} className={className}>
      <select
        id={id}
        name={id}
        className="field__control"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {children}
      </select>
    </FieldShell>
  );
}
