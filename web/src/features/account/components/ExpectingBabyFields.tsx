import { useMessages } from '../../../i18n/messages.ts';
import { TextField } from '../../../ui/Field.tsx';
import type { FieldErrors } from '../forms.ts';
import { CheckboxField } from './CheckboxField.tsx';

export interface ExpectingBabyValues {
  expectingBaby: boolean;
  /** YYYY-MM-DD, as the date input has it. */
  expectingBabyDate: string;
  expectingBabyConsent: boolean;
}

/**
 * "I am expecting a baby", its due date, and right under them the separate, explicit consent
 * to keeping them, unticked unless the shopper ticks it (GDPR Art. 9, docs/decisions/059), as
 * registration and the profile ask them.
 */
export function ExpectingBabyFields({
  idPrefix,
  value,
  errors,
  onChange,
  minDate,
}: {
  idPrefix: string;
  value: ExpectingBabyValues;
  errors: FieldErrors;
  onChange: <K extends keyof ExpectingBabyValues>(key: K, value: ExpectingBabyValues[K]) => void;
  minDate?: string;
}) {
  const t = useMessages('account').register;
  return (
    <>
      <CheckboxField
        id={`${idPrefix}-expectingBaby`}
        label={t.expectingBaby}
        checked={value.expectingBaby}
        onChange={(event) => onChange('expectingBaby', event.target.checked)}
      />
      {value.expectingBaby ? (
        <TextField
          id={`${idPrefix}-expectingBabyDate`}
          label={t.expectedDate}
          type="date"
          min={minDate}
          value={value.expectingBabyDate}
          onChange={(event) => onChange('expectingBabyDate', event.target.value)}
          error={errors.expectingBabyDate}
        />
      ) : null}
      <CheckboxField
        id={`${idPrefix}-expectingBabyConsent`}
        label={t.expectingBabyConsent}
        checked={value.expectingBabyConsent}
        onChange={(event) => onChange('expectingBabyConsent', event.target.checked)}
        error={errors.expectingBabyConsent}
      />
    </>
  );
}
