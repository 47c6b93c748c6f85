import { describe, expect, it } from 'vitest';
import { inLanguage, keptTranslation } from './translated.ts';

const shirt = {
  id: 'linen-shirt-oat',
  name: 'Linen Shirt',
  description: 'Our everyday shirt.',
  colorName: 'Oat',
  hr: { name: 'Lanena košulja', description: '   ', colorName: undefined },
};

describe('content in the reader’s language', () => {
  it('shows each written Croatian field over its English one, English for a missing or blank one, and never the map itself', () => {
    expect(inLanguage(shirt, 'hr')).toEqual({
      id: 'linen-shirt-oat',
      name: 'Lanena košulja',
      description: 'Our everyday shirt.',
      colorName: 'Oat',
    });
    expect(inLanguage(shirt, 'en')).toEqual({
      id: 'linen-shirt-oat',
      name: 'Linen Shirt',
      description: 'Our everyday shirt.',
      colorName: 'Oat',
    });
    const { hr: _hr, ...untranslated } = shirt;
    expect(inLanguage({ ...untranslated, hr: undefined }, 'hr')).toEqual(untranslated);
  });

  it('keeps a translation with its written fields only, and none at all when nothing is written', () => {
    expect(keptTranslation({ name: 'Lanena košulja', description: ' ', colorName: '' })).toEqual({ hr: { name: 'Lanena košulja' } });
    expect(keptTranslation({ name: '', description: undefined })).toEqual({});
    expect(keptTranslation(undefined)).toEqual({});
  });
});
