import { isCountryCode } from '@shop/shared/countries';
import type { Language } from '@shop/shared/language';
import { HOME_COUNTRY } from '@shop/shared/shipping';

/** The region of a language tag (`en-IE` → `IE`, `sr-Latn-RS` → `RS`), or null when it names none. */
function regionOf(tag: string): string | null {
  for (const part of tag.split(/[-_]/).slice(1)) {
    if (/^[a-z]{2}$/i.test(part)) return part.toUpperCase();
    // A script (Latn) may stand before the region; anything else (a UN M.49 number, a variant) ends the search.
    if (!/^[a-z]{4}$/i.test(part)) return null;
  }
  return null;
}

/**
 * The country the checkout's delivery address starts with when nothing saved fills it: Croatia on
 * the Croatian shop; on the English one, the region of the browser's first language that names
 * one (en-IE → Ireland), when the shop delivers there; otherwise none, for the shopper to choose.
 */
export function preselectedCountry(language: Language, browserLanguages: readonly string[]): string {
  if (language === 'hr') return HOME_COUNTRY;
  for (const tag of browserLanguages) {
    const region = regionOf(tag);
    if (region) return isCountryCode(region) ? region : '';
  }
  return '';
}

/** The browser's languages, most preferred first; none where there is no browser. */
export const browserLanguages = (): readonly string[] => (typeof navigator === 'undefined' ? [] : navigator.languages);
