import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, languageOf, pathIn, splitLanguagePath } from './language.ts';

describe('the shop language of a path or a header', () => {
  it('finds Croatian under /hr and English elsewhere', () => {
    expect(splitLanguagePath('/hr')).toEqual({ language: 'hr', path: '/' });
    expect(splitLanguagePath('/hr/products/7')).toEqual({ language: 'hr', path: '/products/7' });
    expect(splitLanguagePath('/hrvatska')).toEqual({ language: 'en', path: '/hrvatska' });
    expect(splitLanguagePath('/')).toEqual({ language: 'en', path: '/' });
  });

  it('writes a route path in either language and reads it back', () => {
    const routePath = fc.stringMatching(/^\/[a-z0-9/-]{0,20}$/).filter((p) => !/^\/hr(\/|$)/.test(p) && !p.startsWith('//'));
    fc.assert(
      fc.property(routePath, fc.constantFrom(...LANGUAGES), (path, language) => {
        expect(splitLanguagePath(pathIn(language, path))).toEqual({ language, path });
      }),
    );
  });

  it('takes hr and hr-HR as Croatian and anything else as English', () => {
    expect(languageOf('hr')).toBe('hr');
    expect(languageOf('HR-hr')).toBe('hr');
    expect(languageOf('en')).toBe('en');
    expect(languageOf('hrx')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
  });
});
