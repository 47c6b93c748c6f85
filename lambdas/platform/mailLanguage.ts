import { BRAND } from '@shop/shared/brand';
import { LANGUAGE_PREFIX, type Language, LOCALES, pathIn } from '@shop/shared/language';

/**
 * What every mail to a customer says alike, in the language the customer ordered, registered or
 * asked in (docs/decisions/047-mails-in-the-customers-language.md). Each mail module keeps its
 * own texts in a table like this one: the Croatian entry is typed by the English one, so a text
 * missing or left over in either language fails the typecheck.
 */
const en = {
  /** A named greeting only where the mail's module says the name may be used. */
  greeting: (name?: string) => (name ? `Dear ${name},` : 'Hello,'),
  regards: 'Warm regards,',
  questions: `Questions? Reply to this email or write to ${BRAND.email}.`,
  questionsBefore: 'Questions? Reply to this email or write to',
  hours: (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'}`,
  days: (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`,
};

/** Croatian counts: 1 sat, 2 sata, 5 sati, 21 sat. */
const croatianCount = (n: number, forms: Record<'one' | 'few' | 'other', string>) => {
  const form = new Intl.PluralRules(LOCALES.hr).select(n);
  return `${n} ${form === 'one' || form === 'few' ? forms[form] : forms.other}`;
};

const hr: typeof en = {
  // "Dobar dan" greets a woman and a man alike, which "Poštovani" and "Dragi" do not.
  greeting: (name) => (name ? `Dobar dan, ${name},` : 'Dobar dan,'),
  regards: 'Srdačan pozdrav,',
  questions: `Imate li pitanja? Odgovorite na ovaj e-mail ili nam pišite na ${BRAND.email}.`,
  questionsBefore: 'Imate li pitanja? Odgovorite na ovaj e-mail ili nam pišite na',
  hours: (n) => croatianCount(n, { one: 'sat', few: 'sata', other: 'sati' }),
  days: (n) => croatianCount(n, { one: 'dan', few: 'dana', other: 'dana' }),
};

export const MAIL_WORDS: Record<Language, typeof en> = { en, hr };

/** The shop's page a mail links to, in the mail's language: `/hr/...` for Croatian; the shop itself without a path. */
export function shopPageUrl(shopUrl: string, language: Language, path?: string): string {
  return path === undefined ? `${shopUrl}${LANGUAGE_PREFIX[language]}` : `${shopUrl}${pathIn(language, path)}`;
}

/** "14 March 2027" or "14. ožujka 2027.": a day as the shop's mails write it, in Zagreb. */
export function mailDate(iso: string, language: Language): string {
  return new Date(iso).toLocaleDateString(LOCALES[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Zagreb' });
}

/** "14 March 2027 at 10:03" or "14. ožujka 2027. u 10:03", in Zagreb. */
export function mailDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { timeZone: 'Europe/Zagreb', dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
