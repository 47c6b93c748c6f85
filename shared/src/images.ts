/**
 * Photos the operator imports are stored as a set of variants: AVIF and WebP at the widths
 * below, never wider than the photo (docs/decisions/026-images.md). The path the catalog keeps
 * for such a photo names the set: `products/linen-shirt-1-3f9a2c1e0b-1280x1600.webp` is the
 * largest WebP (a real file, which any `<img>` can show), and its name carries the content hash
 * and the width and height of the largest variant. From that one path a page writes `srcset`,
 * `sizes`, `width` and `height`, wherever the path travels (product, card, cart line, order
 * line, collection), with no other field to keep in step. Any other path (the demo's SVGs) is
 * an image as it is.
 */

/** The widths variants are made at, where the photo is at least as wide. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
/** Best first: the order of a `<picture>`'s candidates. */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

const LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number;
const VARIANT_SET = /^(.+-[0-9a-f]{10})-([1-9]\d{0,4})x([1-9]\d{0,4})\.webp$/;

export interface ImageVariant {
  path: string;
  width: number;
  format: ImageFormat;
}

export interface ImageSet {
  /** The path the catalog keeps: the largest WebP. */
  path: string;
  /** Of the largest variant: the photo's own size, or scaled down to the largest width. */
  width: number;
  height: number;
  /** Narrowest first. */
  widths: number[];
  variants: ImageVariant[];
}

/** The widths of a photo `width` pixels wide: every standard width below it, then its own (at most the largest). */
export function variantWidths(width: number): number[] {
  const top = Math.min(width, LARGEST);
  return [...IMAGE_WIDTHS.filter((w) => w < top), top];
}

/** The size of the largest variant of a photo of this size (aspect kept, never upscaled). */
export function largestVariantSize(width: number, height: number): { width: number; height: number } {
  if (width <= LARGEST) return { width, height };
  return { width: LARGEST, height: Math.max(1, Math.round((height * LARGEST) / width)) };
}

function setOf(base: string, width: number, height: number): ImageSet {
  const widths = variantWidths(width);
  const variantPath = (w: number, format: ImageFormat) =>
    w === width ? `${base}-${width}x${height}.${format}` : `${base}-${w}w.${format}`;
  return {
    path: variantPath(width, 'webp'),
    width,
    height,
    widths,
    variants: IMAGE_FORMATS.flatMap((format) => widths.map((w) => ({ path: variantPath(w, format), width: w, format }))),
  };
}

/**
 * The variant set a stored path names, or undefined for an image stored as it is. `base` is
 * the folder and name with the content hash, e.g. `products/linen-shirt-1-3f9a2c1e0b`.
 */
export function imageSet(path: string | null | undefined): ImageSet | undefined {
  const found = path ? VARIANT_SET.exec(path) : null;
  if (!found) return undefined;
  const width = Number(found[2]);
  const height = Number(found[3]);
  if (width > LARGEST) return undefined;
  return setOf(found[1] as string, width, height);
}

/** The variant set of a photo: `base` (folder, name and hash) and the size of its largest variant. */
export function newImageSet(base: string, width: number, height: number): ImageSet {
  const set = setOf(base, width, height);
  if (!imageSet(set.path)) throw new Error(`"${base}" with ${width}x${height} does not name a variant set.`);
  return set;
}
