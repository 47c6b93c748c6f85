import { useMessages } from '../../../i18n/messages.ts';
import { GENDER_CODES } from '../forms.ts';

/** A gender select's choices: none chosen first, then the genders a form offers. */
export function GenderOptions() {
  const t = useMessages('account');
  return (
    <>
      <option value="">{t.genders.none}</option>
      {GENDER_CODES.map((code) => (
        <option key={code} value={code}>
          {t.genders[code]}
        </option>
      ))}
    </>
  );
}
