import { readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogProblems } from '../../lambdas/catalog/catalogImport.ts';
import { CatalogInput, type ProductInput } from '../../lambdas/catalog/catalogInput.ts';
import type { Problems } from './command.ts';
import { productsFromCsv } from './catalogCsv.ts';

/**
 * What an import file holds: a whole catalog (JSON in the shape of catalogInput.ts: categories,
 * collections, products, home) or products alone (CSV, one row per product size), which go
 * into the catalog already in the shop.
 */
export type CatalogFile = (
  | { kind: 'catalog'; catalog: CatalogInput }
  | { kind: 'products'; products: ProductInput[]; linesOf: Map<string, number[]> }
) & {
  /** The file's folder, which the photos it names are relative to (catalogPhotos.ts). */
  folder: string;
};

export function readCatalogFile(file: string, problems: Problems): CatalogFile | undefined {
  const extension = path.extname(file).toLowerCase();
  if (extension !== '.json' && extension !== '.csv') {
    problems.add(`${file}: the file must end in .json (a whole catalog) or .csv (products, one row per size).`);
    return undefined;
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    problems.add(`${file} cannot be read: ${(error as Error).message}`);
    return undefined;
  }
  const folder = path.dirname(path.resolve(file));
  if (extension === '.csv') {
    const { products, linesOf } = productsFromCsv(text, problems);
    return problems.any ? undefined : { kind: 'products', products, linesOf, folder };
  }
  const catalog = catalogFromJson(file, text, problems);
  return catalog && { kind: 'catalog', catalog, folder };
}

function catalogFromJson(file: string, text: string, problems: Problems): CatalogInput | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    problems.add(`${file} is not JSON: ${(error as Error).message}`);
    return undefined;
  }
  const result = CatalogInput.safeParse(json);
  if (!result.success) {
    for (const issue of result.error.issues) problems.add(`${where(json, issue.path)}: ${issue.message}`);
    return undefined;
  }
  for (const problem of catalogProblems(result.data)) problems.add(problem);
  return problems.any ? undefined : result.data;
}

/** `products[3] (linen-shirt).price`: the path of a problem, with the product's id when it has one. */
function where(json: unknown, issuePath: readonly PropertyKey[]): string {
  if (issuePath.length === 0) return 'the file';
  let text = '';
  let node: unknown = json;
  for (const key of issuePath) {
    text += typeof key === 'number' ? `[${key}]` : `${text ? '.' : ''}${String(key)}`;
    node = node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    const id = typeof key === 'number' && node && typeof node === 'object' ? (node as { id?: unknown }).id : undefined;
    if (typeof id === 'string') text += ` (${id})`;
  }
  return text;
}
