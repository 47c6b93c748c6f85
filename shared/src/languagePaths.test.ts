import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathIn, sameOriginPath, splitLanguagePath } from './language.ts';

const SHOP = 'https://shop.example';

/** Where a browser goes with this as `location.replace`'s argument, or an `href`, on a page of the shop. */
const landsOn = (target: string) => new URL(target, `${SHOP}/hr/login`);

/** Paths that lead off the shop when used as they are: each form of the same attack. */
const OFF_THE_SHOP = [
  '//evil.example/login',
  '///evil.example/login',
  '/\\evil.example/login',
  '\\\\evil.example/login',
  '\\/evil.example/login',
  '/%2fevil.example/login',
  '/%5cevil.example/login',
  '%2F%2Fevil.example/login',
  '/%2F%2Fevil.example/login',
  '/%252f%252fevil.example/login',
  '/%5C%5Cevil.example/login',
  '/\t/evil.example/login',
  '/\n/evil.example/login',
  '\r\n//evil.example/login',
  '/%09/evil.example/login',
  ' //evil.example/login',
  'https://evil.example/login',
  'javascript:alert(1)',
  'evil.example/login',
];

describe('sameOriginPath', () => {
  it.each(OFF_THE_SHOP)('keeps %j on the shop', (path) => {
    const own = sameOriginPath(path);
    expect(own).toMatch(/^\/(?![/\\])/);
    expect(landsOn(own).origin).toBe(SHOP);
    // Decoded once more (as a server might before redirecting), it still starts with one slash.
    expect(decodeURIComponent(own)).toMatch(/^\/(?![/\\])/);
  });

  it('takes the leading slashes away and leaves the rest of the path, query and fragment as they were', () => {
    expect(sameOriginPath('//evil.example/login')).toBe('/evil.example/login');
    expect(sameOriginPath('/%2F%2Fevil.example/a%2Fb?x=//y#//z')).toBe('/evil.example/a%2Fb?x=//y#//z');
    expect(sameOriginPath('https://evil.example')).toBe('/https://evil.example');
  });

  it('leaves the shop’s own paths alone', () => {
    for (const path of ['/', '/login', '/products/linen-shirt?size=M', '/blog/a-b#comments', '/search?q=%2F%2F']) {
      expect(sameOriginPath(path)).toBe(path);
    }
    expect(sameOriginPath('')).toBe('/');
  });

  it('never gives a path that leaves the shop, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('/', '\\', '%', '2', 'f', 'F', '5', 'c', '\t', '\n', ' ', 'e', '.', ':') }), (path) => {
        const own = sameOriginPath(path);
        expect(own).toMatch(/^\/(?![/\\])/);
        expect(landsOn(own).origin).toBe(SHOP);
      }),
    );
  });
});

describe('a page in the other language, from a path with a language prefix', () => {
  const LANGUAGE_FORMS = [
    '/hr//evil.example/login',
    '/hr/\\evil.example/login',
    '/hr/%2f%2fevil.example',
    '/en/\\\\evil.example',
    '/hr/\t/evil.example',
  ];

  it.each(LANGUAGE_FORMS)('%j stays on the shop in English and in Croatian', (opened) => {
    const { path } = splitLanguagePath(opened);
    for (const language of ['en', 'hr'] as const) {
      const target = pathIn(language, path);
      expect(target).toMatch(/^\/(?![/\\])/);
      expect(landsOn(target).origin).toBe(SHOP);
    }
  });

  it('is the page the shopper opened, in the other language', () => {
    expect(pathIn('en', splitLanguagePath('/hr//evil.example/login').path)).toBe('/evil.example/login');
    expect(pathIn('hr', splitLanguagePath('//evil.example/login').path)).toBe('/hr/evil.example/login');
    expect(pathIn('en', '/')).toBe('/');
    expect(pathIn('hr', '/')).toBe('/hr');
  });
});
