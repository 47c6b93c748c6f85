import { MAX_CHILDREN } from '@shop/shared/contract/accounts';
import { SelectField, TextField } from '../../../ui/Field.tsx';
import { type FieldErrors, GENDER_LABELS, todayInput } from '../forms.ts';

export interface ChildValues {
  /** Keeps a child's fields in place when one before it is removed. */
  key: number;
  firstName: string;
  gender: string;
  dateOfBirth: string;
}

interface ChildrenFieldsetProps {
  items: readonly ChildValues[];
  onChange: (items: ChildValues[], changedKeys: string[]) => void;
  /** Messages keyed like the API's: `children` for the list, `children.0.firstName` for a field. */
  errors: FieldErrors;
}

let nextKey = 1;
export const newChild = (): ChildValues => ({ key: nextKey++, firstName: '', gender: '', dateOfBirth: '' });

/** The children of a registration: at least one when the shopper says there are children (SPEC §5). */
export function ChildrenFieldset({ items, onChange, errors }: ChildrenFieldsetProps) {
  const listError = errors.children;
  const update = (index: number, field: 'firstName' | 'gender' | 'dateOfBirth', value: string) => {
    onChange(
      items.map((child, i) => (i === index ? { ...child, [field]: value } : child)),
      [`children.${index}.${field}`],
    );
  };
  // Removing one shifts the later children's positions, so their messages go too.
  const remove = (index: number) =>
    onChange(
      items.filter((_, i) => i !== index),
      items.flatMap((_, i) => (i >= index ? ['firstName', 'gender', 'dateOfBirth'].map((f) => `children.${i}.${f}`) : [])),
    );
  return (
    <fieldset className="account-fieldset children-fieldset" aria-describedby={listError ? 'register-children-error' : undefined}>
      <legend className="account-fieldset__legend">Children</legend>
      {items.map((child, index) => (
        <div key={child.key} className="child-row">
          <p className="child-row__title">Child {index + 1}</p>
          <TextField
            id={`register-children-${index}-firstName`}
            label="First Name"
            value={child.firstName}
            onChange={(event) => update(index, 'firstName', event.target.value)}
            required
            autoComplete="off"
            error={errors[`children.${index}.firstName`]}
          />
          <SelectField
            id={`register-children-${index}-gender`}
            label="Gender"
            value={child.gender}
            onChange={(event) => update(index, 'gender', event.target.value)}
            error={errors[`children.${index}.gender`]}
          >
            <option value="">Prefer not to say</option>
            {Object.entries(GENDER_LABELS).map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </SelectField>
          <TextField
            id={`register-children-${index}-dateOfBirth`}
            label="Date of Birth"
            type="date"
            max={todayInput()}
            value={child.dateOfBirth}
            onChange={(event) => update(index, 'dateOfBirth', event.target.value)}
            required
            error={errors[`children.${index}.dateOfBirth`]}
          />
          <button type="button" className="text-button child-row__remove" onClick={() => remove(index)}>
            Remove child {index + 1}
          </button>
        </div>
      ))}
      {items.length < MAX_CHILDREN ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onChange([...items, newChild()], ['children'])}
          data-invalid-anchor={listError ? true : undefined}
          aria-describedby={listError ? 'register-children-error' : undefined}
        >
          Add a child
        </button>
      ) : null}
      {listError ? (
        <p className="field__error" id="register-children-error">
          {listError}
        </p>
      ) : null}
    </fieldset>
  );
}
