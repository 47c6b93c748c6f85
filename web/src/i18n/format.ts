import { type Language, LOCALES } from '@shop/shared/language';

/** The forms a count takes in a language: English needs `one` and `other`, Croatian `few` too. */
export interface PluralForms {
  one: string;
  few?: string;
  other: string;
}

const rules = new Map<Language, Intl.PluralRules>();

/** The form of a word for a count, by the language's plural rules: 1 proizvod, 2 proizvoda, 5 proizvoda. */
export function plural(language: Language, count: number, forms: PluralForms): string {
  let rule = rules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(LOCALES[language]);
    rules.set(language, rule);
  }
  const category = rule.select(count);
  if (category === 'one') return forms.one;
  if (category === 'few') return forms.few ?? forms.other;
  return forms.other;
}

/** A date as the language writes it (prices keep the spec's de-DE format in both languages). */
export function formatDate(
  language: Language,
  iso: string | number | Date,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' },
): string {
  return new Date(iso).toLocaleDateString(LOCALES[language], options);
}
