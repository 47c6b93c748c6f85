import { existsSync, promises as fs, statSync } from 'node:fs';
import path from 'node:path';
import { imageSet } from '@shop/shared/images';
import { type CheckedPhoto, checkPhoto, PHOTO_LIMITS, photoSlug, storePhotoSets } from '../../lambdas/images/photos.ts';
import type { CatalogFile } from './catalogFile.ts';
import { OperatorError } from './command.ts';
import type { ImageStore } from './imageStore.ts';
import type { AdminIo } from './io.ts';

/**
 * The photos a catalog import names (JPEG, PNG or WebP files beside the catalog file) become
 * variant sets in the shop's image storage through the pipeline the back office's uploads use
 * too (lambdas/images/photos.ts): AVIF and WebP at the widths of @shop/shared/images, never
 * wider than the photo, turned upright by its EXIF orientation and stripped of its metadata.
 * The catalog then keeps the set's path (docs/decisions/026-images.md). Every photo is read and
 * checked, and every missing set made, before anything is stored, so a bad photo stops the
 * import with nothing written; a set whose name (the content hash) is stored already is not
 * made again, so importing the same file twice stores nothing the second time.
 */

export { PHOTO_LIMITS, PHOTO_QUALITY } from '../../lambdas/images/photos.ts';

const PHOTO_FILE = /\.(jpe?g|png|webp)$/i;
/** Images a browser shows as they are; no variants to make. */
const AS_IS = /\.svg$/i;

export interface Photo extends CheckedPhoto {
  /** The entry as the catalog file gives it. */
  entry: string;
  file: string;
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

async function readPhoto(entry: string, file: string, folder: Folder): Promise<Photo | string> {
  const size = statSync(file).size;
  if (size > PHOTO_LIMITS.bytes) {
    return `${entry}: the photo is ${(size / 1024 / 1024).toFixed(1)} MB; the shop takes photos up to ${PHOTO_LIMITS.bytes / 1024 / 1024} MB.`;
  }
  const checked = await checkPhoto(await fs.readFile(file), folder, photoSlug(file));
  if (typeof checked === 'string')
    return `${entry}: ${checked.replace('JPEG, PNG or WebP photos.', 'JPEG, PNG or WebP photos (or SVG images).')}`;
  return { entry, file, ...checked };
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

/**
 * Makes the sets the store lacks, all of them first (in a temporary folder), then stores them;
 * a photo that cannot be made stops it with nothing stored. Within a set the path the catalog
 * keeps is stored last, so a stored path means a whole set.
 */
export async function storePhotos(photos: readonly Photo[], store: ImageStore, io: AdminIo): Promise<number> {
  const { stored, problems } = await storePhotoSets(photos, store, (photo) => photo.entry);
  if (problems.length > 0) throw new OperatorError(problems);
  if (stored.length > 0) io.err(`Photos: ${stored.length} stored in ${store.description} as AVIF and WebP.`);
  return stored.length;
}
