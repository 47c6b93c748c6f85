import { CSV_COLUMNS } from './catalogCsv.ts';
import { type CatalogFile, readCatalogFile } from './catalogFile.ts';
import { catalogReindexCommand } from './catalogReindex.ts';
import { itemsForCatalog, itemsForProducts, readStoredCatalog } from './catalogSync.ts';
import { PHOTO_LIMITS, readPhotos, storePhotos, withStoredPaths } from './catalogPhotos.ts';
import { applyPlan, type ImportPlan, planImport } from './catalogWrite.ts';
import { defineCommand, positionals, Problems } from './command.ts';
import type { ImageStore } from './imageStore.ts';
import type { AdminIo } from './io.ts';

/** `catalog import`: a whole catalog from JSON, or products from CSV, written as the difference to what is stored. */

/** Compares the file with the stored catalog and, unless it is a dry run, writes the difference. */
export interface ImportOptions {
  dryRun: boolean;
  /** Products already in the shop keep the counts of the sizes they have. */
  keepStock?: boolean;
  io: AdminIo;
  /** Where the photos the file names are stored (AdminContext.images). */
  images?: () => ImageStore;
}

export interface ImportResult extends ImportPlan {
  /** The photos the file names, each kept as a set of AVIF and WebP variants. */
  photos: number;
}

/** Photos first: every one is read and checked, and its variants stored, before the catalog is written. */
export async function importCatalog(file: CatalogFile, options: ImportOptions): Promise<ImportResult> {
  const photos = await readPhotos(file, file.folder);
  const content = withStoredPaths(file, photos);
  const stored = await readStoredCatalog();
  const desired =
    content.kind === 'catalog' ? itemsForCatalog(content.catalog, stored) : itemsForProducts(content.products, content.linesOf, stored);
  const keepStock = options.keepStock ?? false;
  const plan = planImport(desired, stored, { keepStock });
  if (!options.dryRun) {
    if (photos.length > 0) {
      if (!options.images) throw new Error('The import names photos but has nowhere to store them.');
      await storePhotos(photos, options.images(), options.io);
    }
    await applyPlan(plan, options.io, { keepStock });
  }
  return { ...plan, photos: photos.length };
}

/** The whole command, for tests: reads and checks the file (every problem at once), then imports it. */
export async function importCatalogFile(file: string, options: ImportOptions): Promise<ImportResult> {
  const problems = new Problems();
  const content = readCatalogFile(file, problems);
  problems.throwIfAny();
  return importCatalog(content as CatalogFile, options);
}

function report(plan: ImportResult, dryRun: boolean, io: AdminIo): void {
  const p = plan.products;
  const changes = plan.puts.length + plan.deletes.length;
  io.out(
    `Products: ${p.added.length} new, ${p.changed.length} changed, ${p.deactivated.length} taken out of the shop, ${p.unchanged} unchanged.`,
  );
  if (p.deactivated.length > 0) io.out(`Taken out of the shop (not in the file): ${p.deactivated.join(', ')}`);
  if (plan.photos > 0) io.out(`Photos: ${plan.photos} read and checked, kept as AVIF and WebP at several widths.`);
  io.out(
    `Catalog items: ${plan.puts.length} ${dryRun ? 'to write' : 'written'}, ${plan.deletes.length} ${dryRun ? 'to delete' : 'deleted'}, ${plan.unchanged} unchanged.`,
  );
  if (changes === 0) io.out('The catalog already matches the file; nothing was written.');
  else if (dryRun) io.out('Dry run: nothing was written.');
}

const columnHelp = Object.entries(CSV_COLUMNS).map(
  ([name, c]) => `  ${name.padEnd(24)}${c.required ? 'required  ' : 'optional  '}${c.about}`,
);

export const catalogCommands = [
  defineCommand({
    group: 'catalog',
    name: 'import',
    summary: 'import a whole catalog (JSON) or products (CSV); safe to repeat',
    usage: 'catalog import <file.json|file.csv> [--dry-run] [--keep-stock]',
    description: `
JSON: a whole catalog in the shape lambdas/catalog/catalogInput.ts parses (categories,
collections, products, home; prices in cents). The catalog becomes what the file says;
products in the shop but not in the file are taken out of the shop (active: false), never
deleted, since orders refer to them.

CSV: products only, one row per product size (and per warehouse where a size is kept in
more than one). They are added to, or replace, the products of the same id in the shop's
catalog; categories, collections and the home page stay. The first row of a product gives
its columns; its later rows may leave them empty or must repeat them. Columns (header names,
any order, any case):
${columnHelp.join('\n')}

Images: a JPEG, PNG or WebP photo is named by its file, relative to the catalog file (e.g.
photos/linen-shirt-front.jpg). It is turned upright, made into AVIF and WebP at widths 320,
640, 960 and 1280 (never wider than the photo) and stored (locally in <data dir>/images, with
--stage in the images bucket, given by --images-bucket); the catalog keeps the path of that set.
SVG images and paths of images already stored are kept as they are. A photo that cannot be read,
of another type, over ${PHOTO_LIMITS.bytes / 1024 / 1024} MB or over ${PHOTO_LIMITS.pixels / 1_000_000} megapixels stops the import.

Every problem is reported (CSV: with its line number) and then nothing is written. Only what
differs from the stored catalog is written, so importing the same file twice changes nothing
the second time.

Stock is set to the file's counts: the file is the inventory, and a product sold during the
import is read again and still set to the file's count. With --keep-stock, products already in
the shop keep their counts for the sizes they have (new products and new sizes take the
file's): for changing names, prices or images of a shop that is selling. To change one size,
use \`stock set\`.`,
    options: {
      'dry-run': { type: 'boolean', description: 'check the file and show what would change; write nothing' },
      'keep-stock': { type: 'boolean', description: "keep the shop's counts for the sizes products already have" },
    },
    examples: ['catalog import catalog.json --dry-run', 'catalog import new-products.csv', 'catalog import catalog.json --keep-stock'],
    parse({ positionals: words, values }, problems) {
      const [file] = positionals(words, ['the file (.json or .csv)'], problems);
      const content = file === undefined ? undefined : readCatalogFile(file, problems);
      return { content: content as CatalogFile, dryRun: values['dry-run'] === true, keepStock: values['keep-stock'] === true };
    },
    async run({ content, dryRun, keepStock }, { io, images }) {
      report(await importCatalog(content, { dryRun, keepStock, io, images }), dryRun, io);
    },
  }),
  catalogReindexCommand,
];
