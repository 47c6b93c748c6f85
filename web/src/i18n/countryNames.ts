import { COUNTRIES, COUNTRY_PLACEHOLDER, type Country, countryName } from '@shop/shared/countries';
import type { Language } from '@shop/shared/language';
import { LOCALES } from '@shop/shared/language';
import { useLanguage } from './language.ts';

/*
 * The country list in the page's language. English keeps the shop's own list (shared/src/countries.ts)
 * as it is; Croatian names come from the browser's own region names (Intl.DisplayNames), so no
 * second list of some 240 names ships with the shop. Where the browser has no name, the English
 * one is shown.
 */

/** Names the browser's region names do not give as the shop means them. */
const OWN_NAMES: Partial<Record<Language, Record<string, string>>> = {
  // CS is the shop's joint entry; browsers name the old code "Serbia" alone.
  hr: { CS: 'Srbija i Crna Gora' },
};

/** The select's first, empty choice. */
const PLACEHOLDER: Record<Language, string> = { en: COUNTRY_PLACEHOLDER.name, hr: 'Odaberite državu' };

/** The country the shop ships from and most shoppers ship to: first on the Croatian list. */
const HOME_COUNTRY = 'HR';

const namers = new Map<Language, (code: string) => string | undefined>();

function namerOf(language: Language): (code: string) => string | undefined {
  let namer = namers.get(language);
  if (namer) return namer;
  const own = OWN_NAMES[language] ?? {};
  let regions: Intl.DisplayNames | undefined;
  try {
    regions = language === 'en' ? undefined : new Intl.DisplayNames([LOCALES[language]], { type: 'region', fallback: 'none' });
  } catch {
    regions = undefined;
  }
  namer = (code) => {
    if (own[code]) return own[code];
    if (regions) {
      try {
        const name = regions.of(code);
        if (name && name !== code) return name;
      } catch {
        // An unknown code: the shop's English name below.
      }
    }
    return countryName(code);
  };
  namers.set(language, namer);
  return namer;
}

/** A country's name in a language, or its code when the shop does not know it. */
export function countryNameIn(language: Language, code: string): string {
  return namerOf(language)(code) ?? code;
}

const lists = new Map<Language, readonly Country[]>();

/**
 * The select's choices in a language: the placeholder, then the countries. English keeps the
 * shop's order; Croatian puts Hrvatska first and the others in Croatian alphabetical order
 * (Č after C, Š after S, Ž after Z).
 */
export function countryOptions(language: Language): readonly Country[] {
  const known = lists.get(language);
  if (known) return known;
  let list: readonly Country[];
  if (language === 'en') {
    list = COUNTRIES;
  } else {
    const collator = new Intl.Collator(LOCALES[language]);
    const named = COUNTRIES.filter((country) => country.code).map((country) => ({
      code: country.code,
      name: countryNameIn(language, country.code),
    }));
    const home = named.filter((country) => country.code === HOME_COUNTRY);
    const others = named.filter((country) => country.code !== HOME_COUNTRY).sort((a, b) => collator.compare(a.name, b.name));
    list = [{ code: '', name: PLACEHOLDER[language] }, ...home, ...others];
  }
  lists.set(language, list);
  return list;
}

/** The country select's choices in the page's language. */
export const useCountryOptions = (): readonly Country[] => countryOptions(useLanguage());

/** Names countries in the page's language: `const countryName = useCountryName(); countryName('HR')`. */
export function useCountryName(): (code: string) => string {
  const language = useLanguage();
  return (code) => countryNameIn(language, code);
}
