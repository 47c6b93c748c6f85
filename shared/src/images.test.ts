import { describe, expect, it } from 'vitest';
import { imageSet, largestVariantSize, newImageSet, variantWidths } from './images.ts';

describe('image variant sets', () => {
  it('makes every standard width below the photo, then its own, never wider than 1280', () => {
    expect(variantWidths(4000)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(1280)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidths(200)).toEqual([200]);
  });

  it('scales the largest variant down to 1280 keeping the aspect, and never up', () => {
    expect(largestVariantSize(4000, 3000)).toEqual({ width: 1280, height: 960 });
    expect(largestVariantSize(600, 900)).toEqual({ width: 600, height: 900 });
  });

  it('reads back from the stored path the set it was made from', () => {
    const made = newImageSet('products/linen-shirt-1-3f9a2c1e0b', 1000, 1250);
    expect(made.path).toBe('products/linen-shirt-1-3f9a2c1e0b-1000x1250.webp');
    expect(imageSet(made.path)).toEqual(made);
    expect(made.variants.map((v) => v.path)).toContain('products/linen-shirt-1-3f9a2c1e0b-640w.avif');
    expect(made.variants.map((v) => v.path)).toContain('products/linen-shirt-1-3f9a2c1e0b-1000x1250.avif');
    expect(made.variants).toHaveLength(8);
  });

  it('takes any other path as an image stored as it is', () => {
    for (const path of ['products/dress-01-1.svg', 'products/photo.webp', 'products/x-3f9a2c1e0b-3000x2000.webp', '', undefined])
      expect(imageSet(path)).toBeUndefined();
  });
});
