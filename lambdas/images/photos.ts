import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_TYPES, type ImageSet, largestVariantSize, newImageSet } from '@shop/shared/images';
import type { Metadata } from 'sharp';
import type { ImageStore } from './imageStore.ts';

/**
 * The shop's image pipeline (docs/decisions/026-images.md, 041-image-uploads.md), one for the
 * catalog import of `npm run admin` and the back office's uploads: a JPEG, PNG or WebP photo is
 * read and checked, then made into AVIF and WebP at the widths of @shop/shared/images, never
 * wider than the photo, turned upright by its EXIF orientation and stripped of its metadata,
 * and stored as a set whose path (the largest WebP) names every variant.
 */

/**
 * sharp and its libvips load when a photo is first read, not when a function starts: the images
 * desk's other calls (an upload's address, a photo that is already stored) never need them.
 */
const loadSharp = async () => (await import('sharp')).default;

/** Larger than any photo a shop page needs by far; a bigger file is a mistake (a raw scan, a wrong file). */
export const PHOTO_LIMITS = { bytes: 40 * 1024 * 1024, pixels: 50_000_000 } as const;
export const PHOTO_QUALITY = { avif: 50, webp: 75 } as const;
/** What sharp calls the formats the shop takes. */
export const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** A photo read and checked, with the set it becomes. */
export interface CheckedPhoto {
  bytes: Buffer;
  set: ImageSet;
}

/** `Linen Shirt (front).JPG` → `linen-shirt-front`. */
export function photoSlug(file: string): string {
  const name = path
    .basename(file, path.extname(file))
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return name || 'photo';
}

/**
 * Reads the photo's header with sharp and checks it is a JPEG, PNG or WebP of at most the
 * pixels the shop takes: the set it becomes (`<folder>/<name>-<hash>-<W>x<H>.webp`), or the
 * reason it is refused, in words that start after the photo's name.
 */
export async function checkPhoto(bytes: Buffer, folder: string, name: string): Promise<CheckedPhoto | string> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    return `not a photo that can be read (${(error as Error).message.split('\n')[0]}).`;
  }
  if (!meta.format || !PHOTO_FORMATS.has(meta.format)) {
    return `a ${meta.format ?? 'file of unknown type'}; the shop takes JPEG, PNG or WebP photos.`;
  }
  const { width, height } = meta.autoOrient;
  if (width * height > PHOTO_LIMITS.pixels) {
    return `${width}x${height} pixels is more than the ${PHOTO_LIMITS.pixels / 1_000_000} megapixels the shop takes; make it smaller.`;
  }
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  const largest = largestVariantSize(width, height);
  return { bytes, set: newImageSet(`${folder}/${name}-${hash}`, largest.width, largest.height) };
}

/** Makes every variant of a set into `dir` (at its image paths); rejects when the photo cannot be decoded whole. */
export async function makeVariants(photo: CheckedPhoto, dir: string): Promise<void> {
  const sharp = await loadSharp();
  const upright = sharp(photo.bytes, { limitInputPixels: PHOTO_LIMITS.pixels, failOn: 'error' }).rotate();
  const { set } = photo;
  for (const variant of set.variants) {
    // The largest is exactly the size its name says; the others keep the aspect.
    const exact = variant.width === set.width ? { height: set.height, fit: 'fill' as const } : {};
    const resized = upright.clone().resize({ width: variant.width, ...exact, withoutEnlargement: true });
    const encoded =
      variant.format === 'avif' ? resized.avif({ quality: PHOTO_QUALITY.avif }) : resized.webp({ quality: PHOTO_QUALITY.webp });
    const out = path.join(dir, variant.path);
    mkdirSync(path.dirname(out), { recursive: true });
    await encoded.toFile(out);
  }
}

/**
 * Makes the sets the store lacks, all of them first (in a temporary folder), then stores them.
 * A photo that cannot be made is a problem (its message, by the label given), and then nothing
 * is stored. Within a set the path a page keeps is stored last, so a stored path means a whole set.
 */
export async function storePhotoSets<P extends CheckedPhoto>(
  photos: readonly P[],
  store: ImageStore,
  label: (photo: P) => string,
): Promise<{ stored: P[]; problems: string[] }> {
  const missing: P[] = [];
  for (const photo of photos) if (!(await store.has(photo.set.path))) missing.push(photo);
  if (missing.length === 0) return { stored: [], problems: [] };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-photos-'));
  try {
    const problems: string[] = [];
    for (const photo of missing) {
      await makeVariants(photo, dir).catch((error: Error) => {
        problems.push(`${label(photo)}: the photo cannot be read whole (${error.message.split('\n')[0]}).`);
      });
    }
    if (problems.length > 0) return { stored: [], problems };
    for (const photo of missing) {
      const last = photo.set.variants.filter((v) => v.path !== photo.set.path);
      for (const variant of [...last, { path: photo.set.path, format: 'webp' as const }]) {
        await store.put(variant.path, path.join(dir, variant.path), IMAGE_TYPES[variant.format]);
      }
    }
    return { stored: missing, problems: [] };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
