import { MAX_CHILDREN } from '@shop/shared/contract/accounts';
import { useMessages } from '../../../i18n/messages.ts';
import { SelectField, TextField } from '../../../ui/Field.tsx';
import { type FieldErrors, todayInput } from '../forms.ts';
import { GenderOptions } from './GenderOptions.tsx';

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
  const t = useMessages('account');
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
      <legend className="account-fieldset__legend">{t.children.legend}</legend>
      {items.map((child, index) => (
        <div key={child.key} className="child-row">
          <p className="child-row__title">{t.children.child(index + 1)}</p>
          <TextField
            id={`register-children-${index}-firstName`}
            label={t.fields.firstName}
            value={child.firstName}
            onChange={(event) => update(index, 'firstName', event.target.value)}
            required
            autoComplete="off"
            error={errors[`children.${index}.firstName`]}
          />
          <SelectField
            id={`register-children-${index}-gender`}
            label={t.fields.gender}
            value={child.gender}
            onChange={(event) => update(index, 'gender', event.target.value)}
            error={errors[`children.${index}.gender`]}
          >
            <GenderOptions />
          </SelectField>
          <TextField
            id={`register-children-${index}-dateOfBirth`}
            label={t.fields.birthDate}
            type="date"
            max={todayInput()}
            value={child.dateOfBirth}
            onChange={(event) => update(index, 'dateOfBirth', event.target.value)}
            required
            error={errors[`children.${index}.dateOfBirth`]}
          />
          <button type="button" className="text-button child-row__remove" onClick={() => remove(index)}>
            {t.children.remove(index + 1)}
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
          {t.children.add}
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
