import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_CHOICE_KEY } from './language.ts';
import { rememberedLanguagePath } from './languageChoice.ts';

const SHOP = 'https://shop.example';

/** A browser whose shopper once chose `choice`; its pages load from the shop's origin. */
function browserThatChose(choice: 'en' | 'hr') {
  const items = new Map([[LANGUAGE_CHOICE_KEY, choice]]);
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => items.get(key) ?? null, setItem: () => undefined } });
}

/**
 * The page the browser opens when the shop sends a shopper to their language (main.tsx passes
 * this to `location.replace`): the shop's address with this path, as the browser parses it, then
 * the redirect resolved against it.
 */
function redirectOf(address: string): URL | undefined {
  const opened = new URL(`${SHOP}${address}`);
  const target = rememberedLanguagePath({ pathname: opened.pathname, search: opened.search, hash: opened.hash });
  return target === undefined ? undefined : new URL(target, opened);
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('the redirect to the language a shopper chose', () => {
  const FORMS = [
    '/hr//evil.example/login',
    '/hr///evil.example/login',
    '/hr/\\evil.example/login',
    '/hr/\\\\evil.example/login',
    '/hr/%2f%2fevil.example/login',
    '/hr/%2F%2Fevil.example/login',
    '/hr/%5c%5cevil.example/login',
    '/hr/%252f%252fevil.example/login',
    '/hr/\t/evil.example/login',
    '/hr/%09/evil.example/login',
    '/hr/\n\\evil.example/login',
    '/hr//evil.example/login?next=//evil.example#//evil.example',
  ];

  it.each(FORMS)('takes a shopper who chose English from %j to a page of the shop', (address) => {
    browserThatChose('en');
    const target = redirectOf(address);
    expect(target?.origin).toBe(SHOP);
    expect(target?.pathname).toMatch(/^\/(?![/\\])/);
  });

  it.each(['//evil.example/login', '/\\evil.example/login', '/%2f%2fevil.example', '/en/\\\\evil.example'])(
    'takes a shopper who chose Croatian from %j to a page of the shop',
    (address) => {
      browserThatChose('hr');
      const target = redirectOf(address);
      expect(target?.origin).toBe(SHOP);
      expect(target?.pathname).toMatch(/^\/hr\//);
    },
  );

  it('still takes a shopper to the same page in their language, query and fragment kept', () => {
    browserThatChose('en');
    expect(redirectOf('/hr/products/linen-shirt?size=M#reviews')?.href).toBe(`${SHOP}/products/linen-shirt?size=M#reviews`);
    expect(redirectOf('/hr')?.href).toBe(`${SHOP}/`);
    expect(redirectOf('/products/linen-shirt')).toBeUndefined();
    browserThatChose('hr');
    expect(redirectOf('/checkout')?.href).toBe(`${SHOP}/hr/checkout`);
  });
});
