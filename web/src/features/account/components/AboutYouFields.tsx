import { useMessages } from '../../../i18n/messages.ts';
import { SelectField, TextField } from '../../../ui/Field.tsx';
import { type FieldErrors, todayInput } from '../forms.ts';
import { GenderOptions } from './GenderOptions.tsx';

export interface AboutYouValues {
  /** YYYY-MM-DD, as the date input has it. */
  birthDate: string;
  gender: string;
  oib: string;
}

/** The birth date, the gender and the OIB, all optional, as registration and the profile ask them. */
export function AboutYouFields({
  idPrefix,
  value,
  errors,
  onChange,
}: {
  idPrefix: string;
  value: AboutYouValues;
  errors: FieldErrors;
  onChange: (key: keyof AboutYouValues, value: string) => void;
}) {
  const t = useMessages('account');
  return (
    <>
      <TextField
        id={`${idPrefix}-birthDate`}
        label={t.fields.birthDate}
        type="date"
        max={todayInput()}
        autoComplete="bday"
        value={value.birthDate}
        onChange={(event) => onChange('birthDate', event.target.value)}
        error={errors.birthDate}
      />
      <SelectField
        id={`${idPrefix}-gender`}
        label={t.fields.gender}
        value={value.gender}
        onChange={(event) => onChange('gender', event.target.value)}
        error={errors.gender}
      >
        <GenderOptions />
      </SelectField>
      <TextField
        id={`${idPrefix}-oib`}
        label={t.fields.oibOptional}
        inputMode="numeric"
        autoComplete="off"
        maxLength={11}
        value={value.oib}
        onChange={(event) => onChange('oib', event.target.value)}
        error={errors.oib}
      />
    </>
  );
}
