import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The privacy page lists every item the shop keeps in the browser (ePrivacy Art. 5(3): only what
 * is strictly necessary, so no consent is asked). A new use of browser storage anywhere in the
 * shop's code fails here until the page names it.
 */
const SRC = join(dirname(fileURLToPath(import.meta.url)), '../..');
// The page's text in each of the shop's languages.
const PRIVACY_PAGE = readFileSync(join(SRC, 'features/content/pages/bodies/PrivacyPolicy.en.tsx'), 'utf8');
const PRIVACY_PAGE_HR = readFileSync(join(SRC, 'features/content/pages/bodies/PrivacyPolicy.hr.tsx'), 'utf8');

/** The code a shopper's browser may run: not the tests, nor the component tests' stand-in shop (web/src/testing). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (path === join(SRC, 'testing')) return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const STORAGE = /\b(localStorage|sessionStorage|document\.cookie|indexedDB|caches\.open)\b/;

describe('the browser storage the privacy page lists', () => {
  it('is the only storage the shop’s code uses: cart, session, wishlist and recently viewed in local storage, the checkout and a staff session in the tab’s', () => {
    const users = sources(SRC)
      .filter((path) => STORAGE.test(readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')))
      .map((path) => relative(SRC, path))
      .sort();
    expect(users).toEqual([
      'features/admin/api/adminRequest.ts',
      'features/cart/cartStore.ts',
      'features/catalog/api/recentlyViewed.ts',
      'features/checkout/checkoutMemory.ts',
      'features/wishlist/savedList.ts',
      'features/wishlist/wishlistSync.ts',
      'i18n/LanguageOffer.tsx',
      'i18n/languageChoice.ts',
      'platform/token.ts',
    ]);
    const kinds = new Set(users.flatMap((path) => readFileSync(join(SRC, path), 'utf8').match(new RegExp(STORAGE, 'g')) ?? []));
    expect([...kinds].sort()).toEqual(['localStorage', 'sessionStorage']);
  });

  it('names each item the code stores, why, and that no consent is asked for what is strictly necessary', () => {
    const keyIn = (path: string, name: string) => new RegExp(`const ${name} = '([^']+)'`).exec(readFileSync(join(SRC, path), 'utf8'))?.[1];
    const keys = [
      keyIn('features/cart/cartStore.ts', 'CART_KEY'),
      keyIn('platform/token.ts', 'TOKEN_KEY'),
      keyIn('features/checkout/checkoutMemory.ts', 'CHECKOUT_KEY'),
      /export const WISHLIST_KEY = '([^']+)'/.exec(readFileSync(join(SRC, 'features/wishlist/savedList.ts'), 'utf8'))?.[1],
      keyIn('features/catalog/api/recentlyViewed.ts', 'STORAGE_KEY'),
      keyIn('features/catalog/api/recentlyViewed.ts', 'CHOICE_KEY'),
      keyIn('features/admin/api/adminRequest.ts', 'SESSION_KEY'),
      /export const LANGUAGE_CHOICE_KEY = '([^']+)'/.exec(readFileSync(join(SRC, 'i18n/language.ts'), 'utf8'))?.[1],
      keyIn('i18n/LanguageOffer.tsx', 'OFFERED_KEY'),
    ];
    expect(keys).toEqual([
      'cart',
      'token',
      'checkout',
      'wishlist',
      'recentlyViewed',
      'recentlyViewedChoice',
      'tkanica-staff-session',
      'language',
      'language-offered',
    ]);
    for (const key of keys) {
      expect(PRIVACY_PAGE).toContain(`<code>${key}</code>`);
      expect(PRIVACY_PAGE_HR).toContain(`<code>${key}</code>`);
    }
    expect(PRIVACY_PAGE).toMatch(/strictly necessary/);
    expect(PRIVACY_PAGE).toMatch(/Art\. 5\(3\)/);
    expect(PRIVACY_PAGE).toMatch(/no cookie banner/);
    expect(PRIVACY_PAGE_HR).toMatch(/nužno potrebne/);
    expect(PRIVACY_PAGE_HR).toMatch(/članak 5\.\s+stavak 3\./);
  });

  it('says the list of products viewed is kept only after the shopper said yes, and how to delete it', () => {
    expect(PRIVACY_PAGE.replace(/\s+/g, ' ')).toContain('kept only after you said yes');
    expect(PRIVACY_PAGE.replace(/\s+/g, ' ')).toContain('Stop keeping this list and clear it');
    expect(PRIVACY_PAGE_HR.replace(/\s+/g, ' ')).toContain('samo ako ste na pitanje trgovine odgovorili da');
    expect(PRIVACY_PAGE_HR.replace(/\s+/g, ' ')).toContain('Prestani čuvati popis i izbriši ga');
  });

  it('names the expected baby’s purpose, its legal basis (explicit consent, Art. 9(2)(a)) and how to withdraw it', () => {
    for (const text of ['Expecting a baby:', 'GDPR Art. 9(2)(a)', 'suitable products and offers', 'withdraw the consent at any time']) {
      expect(PRIVACY_PAGE.replace(/\s+/g, ' ')).toContain(text);
    }
    for (const text of [
      'Očekujete bebu:',
      'članak 9. stavak 2. točka (a) GDPR-a',
      'prikladne proizvode i ponude',
      'Privolu možete u svakom trenutku povući',
    ]) {
      expect(PRIVACY_PAGE_HR.replace(/\s+/g, ' ')).toContain(text);
    }
  });

  it('sits on a page that names the seller’s court register data too, as the terms do, in both languages (ZTD čl. 21)', () => {
    const terms = (language: string) => readFileSync(join(SRC, `features/content/pages/bodies/TermsAndSales.${language}.tsx`), 'utf8');
    expect(PRIVACY_PAGE).toContain('<CompanyRegisterFacts language="en" />');
    expect(PRIVACY_PAGE_HR).toContain('<CompanyRegisterFacts language="hr" />');
    expect(terms('en')).toContain('<CompanyRegisterFacts language="en" />');
    expect(terms('hr')).toContain('<CompanyRegisterFacts language="hr" />');
  });

  it('names the data export and the account deletion in the profile, and the retention periods', () => {
    for (const text of ['Download my', 'Delete my account', '11 years', 'Contact messages: 12 months', '5 years']) {
      expect(PRIVACY_PAGE.replace(/\s+/g, ' ')).toContain(text);
    }
    for (const text of ['Preuzmi moje podatke', 'Izbriši moj račun', '11 godina', 'kontaktnim obrascem: 12 mjeseci', '5 godina']) {
      expect(PRIVACY_PAGE_HR.replace(/\s+/g, ' ')).toContain(text);
    }
  });
});
