import { isDeepStrictEqual } from 'node:util';
import { BatchWriteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { writeItems } from '../../lambdas/catalog/catalogImport.ts';
import { PRICE_RECORD_FIELDS } from '../../lambdas/catalog/catalogItems.ts';
import { tableName } from '../../lambdas/platform/config.ts';
import { chunks, dynamo, isConditionFailure } from '../../lambdas/platform/dynamo.ts';
import type { Item, Key, StoredCatalog } from './catalogSync.ts';
import { keyOf } from './catalogSync.ts';
import { type AdminIo, progressBar } from './io.ts';

/**
 * Brings the catalog table in line with an import: the items it should hold are compared with
 * what is stored and only the difference is written, so importing the same file again writes
 * nothing. Derived items that no longer belong (a listing position past the new end, a renamed
 * product's name-index words) are deleted.
 *
 * Products carry the stock that orders take at any moment, so each is written on its own with
 * a condition that its counts are still the ones read; if a sale came in between, the product
 * is read again and written then. By default the file's counts are the inventory and win, as
 * with `stock set`; with `keepStock` the sizes a product already has keep the shop's counts,
 * including any sale made during the import.
 */

export interface ImportPlan {
  /** Products first, so that no listing ever points at a product not yet written. */
  puts: Item[];
  deletes: Key[];
  unchanged: number;
  products: { added: string[]; changed: string[]; deactivated: string[]; unchanged: number };
  /** The stored version of each product being replaced, for the condition of its write. */
  before: Map<string, Item>;
}

const isProduct = (item: Key) => item.pk.startsWith('P#');
type Counts = Record<string, number>;
type Warehouse = { name: string; quantities: Counts; preOrderQuantities: Counts };

/** The product as the import has it, with the counts the shop has for sizes it already had. */
export function withStockOf(item: Item, current: Item): Item {
  const keep = (mine: Counts, theirs: Counts | undefined) =>
    Object.fromEntries(Object.entries(mine).map(([size, n]) => [size, theirs?.[size] ?? n]));
  const stored = new Map(((current.otherWarehouses ?? []) as Warehouse[]).map((w) => [w.name, w]));
  return {
    ...item,
    stock: keep(item.stock as Counts, current.stock as Counts),
    preOrderStock: keep(item.preOrderStock as Counts, current.preOrderStock as Counts),
    otherWarehouses: (item.otherWarehouses as Warehouse[]).map((w) => ({
      ...w,
      quantities: keep(w.quantities, stored.get(w.name)?.quantities),
      preOrderQuantities: keep(w.preOrderQuantities, stored.get(w.name)?.preOrderQuantities),
    })),
  };
}

/**
 * The product as the import has it, with what the tables' streams keep on it (the prior price
 * of its reduction, docs/decisions/020-omnibus-prices.md; its reviews' rating, 037): a file has no say in that.
 */
export function withStreamFieldsOf(item: Item, current: Item | undefined): Item {
  if (!current) return item;
  // The version the back office's saves check (docs/decisions/040): kept here, raised when written.
  const kept = [...PRICE_RECORD_FIELDS, 'version'].filter((field) => current[field] !== undefined).map((field) => [field, current[field]]);
  return kept.length === 0 ? item : { ...item, ...Object.fromEntries(kept) };
}

export function planImport(desired: readonly Item[], stored: StoredCatalog, options: { keepStock: boolean }): ImportPlan {
  const plan: ImportPlan = {
    puts: [],
    deletes: [],
    unchanged: 0,
    products: { added: [], changed: [], deactivated: [], unchanged: 0 },
    before: new Map(),
  };
  const wanted = new Set<string>();
  for (const item of desired) {
    const key = keyOf(item);
    const before = stored.get(key);
    // As DynamoDB would store it: undefined attributes are left out.
    let normal = JSON.parse(JSON.stringify(item)) as Item;
    if (options.keepStock && before && isProduct(normal)) normal = withStockOf(normal, before);
    if (isProduct(normal)) normal = withStreamFieldsOf(normal, before);
    wanted.add(key);
    const same = before !== undefined && isDeepStrictEqual(normal, before);
    if (same) plan.unchanged++;
    else plan.puts.push(normal);
    if (!isProduct(normal)) continue;
    const id = normal.id as string;
    if (same) plan.products.unchanged++;
    else if (!before) plan.products.added.push(id);
    else if (before.active && !normal.active) plan.products.deactivated.push(id);
    else plan.products.changed.push(id);
    if (before && !same) plan.before.set(key, before);
  }
  for (const [key, item] of stored) {
    if (!wanted.has(key) && !isProduct(item)) plan.deletes.push({ pk: item.pk, sk: item.sk });
  }
  plan.puts.sort((a, b) => Number(!isProduct(a)) - Number(!isProduct(b)));
  return plan;
}

/** `attribute_not_exists`, or every size's count as it was read. */
function unchangedSince(current: Item | undefined) {
  if (!current) return { ConditionExpression: 'attribute_not_exists(pk)' };
  const conditions = ['attribute_exists(pk)'];
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  for (const field of ['stock', 'preOrderStock'] as const) {
    Object.entries((current[field] ?? {}) as Counts).forEach(([size, count], i) => {
      names[`#${field}`] = field;
      names[`#${field}${i}`] = size;
      values[`:${field}${i}`] = count;
      conditions.push(`#${field}.#${field}${i} = :${field}${i}`);
    });
  }
  return Object.keys(values).length === 0
    ? { ConditionExpression: conditions.join(' AND ') }
    : { ConditionExpression: conditions.join(' AND '), ExpressionAttributeNames: names, ExpressionAttributeValues: values };
}

const ATTEMPTS = 5;

async function writeProduct(item: Item, before: Item | undefined, keepStock: boolean): Promise<void> {
  const table = tableName('catalog');
  let current = before;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const next = withStreamFieldsOf(keepStock && current ? withStockOf(item, current) : item, current);
    if (current && isDeepStrictEqual(next, current)) return;
    try {
      const version = current ? { version: ((current.version as number | undefined) ?? 0) + 1 } : {};
      await dynamo().send(new PutCommand({ TableName: table, Item: { ...next, ...version }, ...unchangedSince(current) }));
      return;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // Sold (or changed by someone else) since it was read: read it again.
      const { Item: now } = await dynamo().send(
        new GetCommand({ TableName: table, Key: { pk: item.pk, sk: item.sk }, ConsistentRead: true }),
      );
      current = now as Item | undefined;
    }
  }
  throw new Error(`The stock of product ${item.id} kept changing during the import; run the import again.`);
}

/** Writes the plan (products, the rest, then deletes), with a progress bar on a terminal. */
export async function applyPlan(plan: ImportPlan, io: AdminIo, options: { keepStock: boolean }): Promise<void> {
  const progress = progressBar(io, 'Importing', plan.puts.length + plan.deletes.length);
  const products = plan.puts.filter(isProduct);
  let next = 0;
  const worker = async () => {
    while (next < products.length) {
      const item = products[next++] as Item;
      await writeProduct(item, plan.before.get(keyOf(item)), options.keepStock);
      progress.advance(1);
    }
  };
  await Promise.all(Array.from({ length: Math.min(8, products.length) }, worker));

  for (const slice of chunks(
    plan.puts.filter((item) => !isProduct(item)),
    200,
  )) {
    await writeItems(slice);
    progress.advance(slice.length);
  }
  const table = tableName('catalog');
  for (const slice of chunks(plan.deletes, 25)) {
    let requests: { DeleteRequest: { Key: Key } }[] | undefined = slice.map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; requests && requests.length > 0; attempt++) {
      if (attempt > 10) throw new Error('DynamoDB kept catalog deletes unprocessed');
      if (attempt > 0) await new Promise((r) => setTimeout(r, 25 * 2 ** Math.min(attempt, 6)));
      const result = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      requests = result.UnprocessedItems?.[table] as typeof requests;
    }
    progress.advance(slice.length);
  }
  progress.done();
}
