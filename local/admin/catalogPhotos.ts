import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, promises as fs, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_TYPES, type ImageSet, imageSet, largestVariantSize, newImageSet } from '@shop/shared/images';
import sharp, { type Metadata } from 'sharp';
import type { CatalogFile } from './catalogFile.ts';
import { OperatorError } from './command.ts';
import type { ImageStore } from './imageStore.ts';
import type { AdminIo } from './io.ts';

/**
 * The photos a catalog import names (JPEG, PNG or WebP files beside the catalog file) become
 * variant sets in the shop's image storage: AVIF and WebP at the widths of @shop/shared/images,
 * never wider than the photo, turned upright by its EXIF orientation and stripped of its
 * metadata. The catalog then keeps the set's path (docs/decisions/026-images.md). Every photo is
 * read and checked, and every missing set made, before anything is stored, so a bad photo
 * stops the import with nothing written; a set whose name (the content hash) is stored already
 * is not made again, so importing the same file twice stores nothing the second time.
 */

/** Larger than any photo a shop page needs by far; a bigger file is a mistake (a raw scan, a wrong file). */
export const PHOTO_LIMITS = { bytes: 40 * 1024 * 1024, pixels: 50_000_000 } as const;
export const PHOTO_QUALITY = { avif: 50, webp: 75 } as const;

const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp']);
const PHOTO_FILE = /\.(jpe?g|png|webp)$/i;
/** Images a browser shows as they are; no variants to make. */
const AS_IS = /\.svg$/i;

export interface Photo {
  /** The entry as the catalog file gives it. */
  entry: string;
  file: string;
  bytes: Buffer;
  set: ImageSet;
}

type Folder = 'products' | 'collections';

/** Every image entry of the file, with the storage folder a photo of it goes to. */
function entriesOf(content: CatalogFile): { entry: string; folder: Folder }[] {
  const products = content.kind === 'catalog' ? content.catalog.products : content.products;
  return [
    ...products.flatMap((p) => p.images.map((entry) => ({ entry, folder: 'products' as const }))),
    ...(content.kind === 'catalog' ? content.catalog.collections.map((c) => ({ entry: c.image, folder: 'collections' as const })) : []),
  ];
}

/** `Linen Shirt (front).JPG` → `linen-shirt-front`. */
function slug(file: string): string {
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

async function readPhoto(entry: string, file: string, folder: Folder): Promise<Photo | string> {
  const size = statSync(file).size;
  if (size > PHOTO_LIMITS.bytes) {
    return `${entry}: the photo is ${(size / 1024 / 1024).toFixed(1)} MB; the shop takes photos up to ${PHOTO_LIMITS.bytes / 1024 / 1024} MB.`;
  }
  const bytes = await fs.readFile(file);
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    return `${entry}: not a photo that can be read (${(error as Error).message.split('\n')[0]}).`;
  }
  if (!meta.format || !PHOTO_FORMATS.has(meta.format)) {
    return `${entry}: a ${meta.format ?? 'file of unknown type'}; the shop takes JPEG, PNG or WebP photos (or SVG images).`;
  }
  const { width, height } = meta.autoOrient;
  if (width * height > PHOTO_LIMITS.pixels) {
    return `${entry}: ${width}x${height} pixels is more than the ${PHOTO_LIMITS.pixels / 1_000_000} megapixels the shop takes; make it smaller.`;
  }
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  const largest = largestVariantSize(width, height);
  return { entry, file, bytes, set: newImageSet(`${folder}/${slug(file)}-${hash}`, largest.width, largest.height) };
}

/**
 * The photos the file names, read and checked: an entry ending in .jpg, .jpeg, .png or .webp is a
 * file beside the catalog file (or an absolute path), unless it already names a stored set. An
 * entry of another type that is a file there is refused; other entries are paths in storage.
 * Throws every problem at once.
 */
export async function readPhotos(content: CatalogFile, folder: string): Promise<Photo[]> {
  const problems: string[] = [];
  const photos = new Map<string, Photo>();
  for (const { entry, folder: kind } of entriesOf(content)) {
    if (photos.has(entry) || imageSet(entry) || AS_IS.test(entry)) continue;
    const file = path.resolve(folder, entry);
    const isFile = existsSync(file) && statSync(file).isFile();
    if (!PHOTO_FILE.test(entry)) {
      if (isFile) problems.push(`${entry}: not a JPEG, PNG or WebP photo (or SVG image); the shop cannot show it on every phone.`);
      continue;
    }
    if (!isFile) {
      problems.push(`${entry}: no such photo at ${file}.`);
      continue;
    }
    const photo = await readPhoto(entry, file, kind);
    if (typeof photo === 'string') problems.push(photo);
    else photos.set(entry, photo);
  }
  if (problems.length > 0) throw new OperatorError([...new Set(problems)]);
  return [...photos.values()];
}

/** The file with each photo's entry replaced by the path of its set. */
export function withStoredPaths(content: CatalogFile, photos: readonly Photo[]): CatalogFile {
  const stored = new Map(photos.map((p) => [p.entry, p.set.path]));
  const at = (entry: string) => stored.get(entry) ?? entry;
  if (content.kind === 'products') {
    return { ...content, products: content.products.map((p) => ({ ...p, images: p.images.map(at) })) };
  }
  const { catalog } = content;
  return {
    ...content,
    catalog: {
      ...catalog,
      products: catalog.products.map((p) => ({ ...p, images: p.images.map(at) })),
      collections: catalog.collections.map((c) => ({ ...c, image: at(c.image) })),
    },
  };
}

/** Makes every variant of a set into `dir` (at its image paths). */
async function makeVariants(photo: Photo, dir: string): Promise<void> {
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
 * Makes the sets the store lacks, all of them first (in a temporary folder), then stores them;
 * a photo that cannot be made stops it with nothing stored. Within a set the path the catalog
 * keeps is stored last, so a stored path means a whole set.
 */
export async function storePhotos(photos: readonly Photo[], store: ImageStore, io: AdminIo): Promise<number> {
  const missing: Photo[] = [];
  for (const photo of photos) if (!(await store.has(photo.set.path))) missing.push(photo);
  if (missing.length === 0) return 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-photos-'));
  try {
    const problems: string[] = [];
    for (const photo of missing) {
      await makeVariants(photo, dir).catch((error: Error) => {
        problems.push(`${photo.entry}: the photo cannot be read whole (${error.message.split('\n')[0]}).`);
      });
    }
    if (problems.length > 0) throw new OperatorError(problems);
    for (const photo of missing) {
      const last = photo.set.variants.filter((v) => v.path !== photo.set.path);
      for (const variant of [...last, { path: photo.set.path, format: 'webp' as const }]) {
        await store.put(variant.path, path.join(dir, variant.path), IMAGE_TYPES[variant.format]);
      }
    }
    io.err(`Photos: ${missing.length} stored in ${store.description} as AVIF and WebP.`);
    return missing.length;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
