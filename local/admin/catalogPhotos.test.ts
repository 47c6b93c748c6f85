import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ImageSet, imageSet } from '@shop/shared/images';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { CollectionItem } from '../../lambdas/catalog/catalogItems.ts';
import { collectionKey } from '../../lambdas/catalog/catalogKeys.ts';
import { getProduct } from '../../lambdas/catalog/catalogStore.ts';
import { smallCatalog } from '../../lambdas/testing/catalogFixture.ts';
import { clearTables, scanTable } from '../../test/tables.ts';
import { adminTest } from './adminTesting.ts';
import { importCatalogFile } from './catalog.ts';
import { PHOTO_LIMITS } from './catalogPhotos.ts';
import { folderImageStore, type ImageStore } from './imageStore.ts';
import { captureIo } from './io.ts';

/** Photos made here with sharp: a JPEG from a phone (turned on its side in EXIF), a PNG with transparency, a small WebP. */
const root = mkdtempSync(path.join(os.tmpdir(), 'catalog-photos-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let folder: string;
let storeDir: string;
let puts: string[];
let store: ImageStore;

beforeEach(async () => {
  await clearTables('catalog');
  folder = mkdtempSync(path.join(root, 'import-'));
  storeDir = mkdtempSync(path.join(root, 'store-'));
  mkdirSync(path.join(folder, 'photos'));
  puts = [];
  const folderStore = folderImageStore(storeDir);
  store = {
    ...folderStore,
    put: (imagePath, file, type) => {
      puts.push(imagePath);
      return folderStore.put(imagePath, file, type);
    },
  };
});

/** A photo with a gradient, so encoders have something to do and sizes show. */
function picture(width: number, height: number, alpha = false) {
  const channels = alpha ? 4 : 3;
  const raw = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      raw[at] = (x * 255) / width;
      raw[at + 1] = (y * 255) / height;
      raw[at + 2] = 120;
      if (alpha) raw[at + 3] = x < width / 2 ? 255 : 0;
    }
  return sharp(raw, { raw: { width, height, channels } });
}

async function photo(name: string, make: Sharp): Promise<string> {
  await make.toFile(path.join(folder, 'photos', name));
  return `photos/${name}`;
}

function catalogWith(images: { shirt: string[]; cardigan?: string[]; collection?: string }) {
  const catalog = smallCatalog() as any;
  catalog.products[25].images = images.shirt;
  if (images.cardigan) catalog.products[26].images = images.cardigan;
  if (images.collection) catalog.collections[1].image = images.collection;
  const file = path.join(folder, 'catalog.json');
  writeFileSync(file, JSON.stringify(catalog));
  return file;
}

const storedFiles = (): string[] =>
  (existsSync(storeDir) ? readdirSync(storeDir, { recursive: true, withFileTypes: true }) : [])
    .filter((e) => e.isFile())
    .map((e) => path.relative(storeDir, path.join(e.parentPath, e.name)))
    .sort();

/** Each variant as stored: its format and size, read back from the file. */
async function variantsStored(set: ImageSet) {
  return Promise.all(
    set.variants.map(async (v) => {
      const meta = await sharp(readFileSync(path.join(storeDir, v.path))).metadata();
      return { path: v.path, format: meta.format, width: meta.width, height: meta.height };
    }),
  );
}

describe('catalog import of photos', () => {
  it('keeps each photo as AVIF and WebP at every width up to its own, upright, aspect kept, and the product carries the set', async () => {
    // 1600 wide and 1200 high as stored, but the camera says it was held upright (EXIF orientation 6).
    const jpeg = await photo('Linen Shirt Front.JPG', picture(1600, 1200).jpeg({ quality: 90 }).withMetadata({ orientation: 6 }));
    const png = await photo('shirt-detail.png', picture(700, 900, true).png());
    const webp = await photo('cardigan.webp', picture(400, 300).webp());
    const file = catalogWith({ shirt: [jpeg, png], cardigan: [webp, 'products/merino-cardigan-2.svg'] });

    const result = await importCatalogFile(file, { dryRun: false, io: captureIo(), images: () => store });
    expect(result.photos).toBe(3);

    const shirt = await getProduct('linen-shirt-oat');
    const [front, detail] = (shirt?.images ?? []).map((p) => imageSet(p) as ImageSet);
    expect(front?.path).toMatch(/^products\/linen-shirt-front-[0-9a-f]{10}-1200x1600\.webp$/);
    expect(front).toMatchObject({ width: 1200, height: 1600, widths: [320, 640, 960, 1200] });
    expect(await variantsStored(front as ImageSet)).toEqual(
      ['heif', 'webp'].flatMap((format) =>
        [
          [320, 427],
          [640, 853],
          [960, 1280],
          [1200, 1600],
        ].map(([width, height]) => ({ path: expect.any(String), format, width, height })),
      ),
    );
    // Never upscaled: a 700 wide photo stops at 700.
    expect(detail).toMatchObject({ width: 700, height: 900, widths: [320, 640, 700] });
    expect((await variantsStored(detail as ImageSet)).map((v) => [v.format, v.width, v.height])).toEqual([
      ['heif', 320, 411],
      ['heif', 640, 823],
      ['heif', 700, 900],
      ['webp', 320, 411],
      ['webp', 640, 823],
      ['webp', 700, 900],
    ]);
    const transparency = await sharp(readFileSync(path.join(storeDir, (detail as ImageSet).path))).metadata();
    expect(transparency.hasAlpha).toBe(true);

    const cardigan = await getProduct('merino-cardigan');
    expect(imageSet(cardigan?.images[0])).toMatchObject({ width: 400, height: 300, widths: [320, 400] });
    expect(cardigan?.images[1]).toBe('products/merino-cardigan-2.svg');
    expect(storedFiles()).toHaveLength(8 + 6 + 4);

    // The same file again: nothing made, nothing stored, nothing written.
    puts.length = 0;
    const { run, io } = adminTest({ images: store });
    expect(await run(['catalog', 'import', file])).toBe(0);
    expect(puts).toEqual([]);
    expect(io.stdout).toContain('The catalog already matches the file; nothing was written.');
  });

  it('keeps a collection’s photo as a set for the home page’s hero', async () => {
    const hero = await photo('handknit-hero.jpg', picture(1600, 900).jpeg());
    const file = catalogWith({ shirt: ['products/linen-shirt-oat-1.svg'], collection: hero });
    await importCatalogFile(file, { dryRun: false, io: captureIo(), images: () => store });
    const collection = (await scanTable('catalog')).find(
      (i) => i.pk === collectionKey('handknit').pk && i.sk === collectionKey('handknit').sk,
    ) as CollectionItem | undefined;
    expect(imageSet(collection?.image)).toMatchObject({ width: 1280, height: 720, widths: [320, 640, 960, 1280] });
    expect(collection?.image.startsWith('collections/handknit-hero-')).toBe(true);
  });

  it('stores nothing on a dry run, but says the photos were read', async () => {
    const file = catalogWith({ shirt: [await photo('shirt.jpg', picture(800, 1000).jpeg())] });
    const { run, io } = adminTest({ images: store });
    expect(await run(['catalog', 'import', file, '--dry-run'])).toBe(0);
    expect(io.stdout).toContain('Photos: 1 read and checked, kept as AVIF and WebP at several widths.');
    expect(storedFiles()).toEqual([]);
    expect(await scanTable('catalog')).toEqual([]);
  });

  it('refuses a bad photo with its name and writes nothing: cut short, not an image, another type, too large, missing', async () => {
    const whole = await photo('whole.jpg', picture(900, 1200).jpeg());
    const jpeg = readFileSync(path.join(folder, whole));
    writeFileSync(path.join(folder, 'photos', 'cut-short.jpg'), jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    const cutShort = catalogWith({ shirt: [whole, 'photos/cut-short.jpg'] });
    const { run, io, clearOutput } = adminTest({ images: store });
    expect(await run(['catalog', 'import', cutShort])).toBe(1);
    expect(io.stderr.join('\n')).toContain('photos/cut-short.jpg: the photo cannot be read whole');
    // The good photo beside it is not stored either, nor is the catalog written.
    expect(storedFiles()).toEqual([]);
    expect(await scanTable('catalog')).toEqual([]);

    clearOutput();
    writeFileSync(path.join(folder, 'photos', 'notes.png'), 'these are not pixels');
    await photo('animated.gif', picture(40, 40).gif());
    await photo('gif-in-disguise.jpg', picture(40, 40).gif());
    await photo('huge.jpg', sharp({ create: { width: 10_000, height: 5_001, channels: 3, background: '#888' } }).jpeg());
    const bad = catalogWith({
      shirt: [whole, 'photos/notes.png', 'photos/animated.gif', 'photos/gif-in-disguise.jpg'],
      cardigan: ['photos/huge.jpg', 'photos/not-there.webp'],
    });
    expect(await run(['catalog', 'import', bad])).toBe(1);
    expect(io.stderr).toEqual([
      expect.stringMatching(/^photos\/notes\.png: not a photo that can be read \(.+\)\.$/),
      'photos/animated.gif: not a JPEG, PNG or WebP photo (or SVG image); the shop cannot show it on every phone.',
      'photos/gif-in-disguise.jpg: a gif; the shop takes JPEG, PNG or WebP photos (or SVG images).',
      `photos/huge.jpg: 10000x5001 pixels is more than the ${PHOTO_LIMITS.pixels / 1_000_000} megapixels the shop takes; make it smaller.`,
      `photos/not-there.webp: no such photo at ${path.join(folder, 'photos', 'not-there.webp')}.`,
    ]);
    expect(storedFiles()).toEqual([]);
    expect(await scanTable('catalog')).toEqual([]);
  });
});
