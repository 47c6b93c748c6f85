import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../platform/config.ts';
import { dynamo, isConditionFailure } from '../platform/dynamo.ts';
import type { TableChange } from '../platform/streamBatch.ts';
import type { ProductItem } from './catalogItems.ts';
import { categoryList, collectionList, facetSummaryKey, type ListId } from './catalogKeys.ts';
import { getProducts } from './catalogStore.ts';
import { asProductItem, type FacetSummaryItem, facetRecord, listingSlot, summaryItem } from './facetIndex.ts';
import { decodeSummary } from './facetSummary.ts';
import { type FacetRecord, facetAttributes, sameAttributes } from './listingFacets.ts';
import { isUnpacked, type SearchEntryItem, searchEntries, UNPACKED_ENTRY_FIELDS } from './searchIndex.ts';

/**
 * Keeps the facet index in step with the catalog table (docs/decisions/030): each change of a
 * product rewrites its search entries and its place in the summaries of its categories and
 * collections, only when what a filter or sort sees changed (a sale that leaves pieces of every
 * size changes nothing); each change of a listing's positions, which an import writes, moves
 * the summary's slots with it. Applying a change twice leaves the index as applying it once.
 */

const table = () => tableName('catalog');

/** A change of the catalog table with when it was made (epoch ms). */
export interface TimedChange {
  change: TableChange;
  at: number;
}

const listsOf = (p: ProductItem | undefined): ListId[] =>
  p ? [...p.categoryIds.map(categoryList), ...(p.collectionIds ?? []).map(collectionList)] : [];

/** What a batch of changes asks of one listing's summary, in stream order. */
type SlotChange = { position: number; productId: string | undefined } | { total: number } | { product: ProductItem };

export async function updateFacetIndex(changes: readonly TimedChange[]): Promise<void> {
  const listings = new Map<ListId, { changes: SlotChange[]; at: number }>();
  const forList = (list: ListId, at: number, change: SlotChange) => {
    const entry = listings.get(list) ?? { changes: [], at };
    entry.changes.push(change);
    entry.at = Math.max(entry.at, at);
    listings.set(list, entry);
  };
  for (const { change, at } of changes) {
    const after = asProductItem(change.newImage);
    const before = asProductItem(change.oldImage);
    if (after || before) {
      await updateSearchEntries(before, change.eventName === 'REMOVE' ? undefined : after, at);
      const shown = after ?? (before && { ...before, active: false });
      if (!shown) continue;
      const moved = !before || !after || !sameAttributes(facetAttributes(before), facetAttributes(after));
      if (!moved) continue;
      for (const list of new Set([...listsOf(before), ...listsOf(after)])) forList(list, at, { product: shown });
      continue;
    }
    const image = change.newImage ?? change.oldImage;
    const slot = image && listingSlot(image as { pk: string; sk: string });
    if (!slot) continue;
    const removed = change.eventName === 'REMOVE';
    if ('meta' in slot) forList(slot.list, at, { total: removed ? 0 : Number(change.newImage?.total ?? 0) });
    else forList(slot.list, at, { position: slot.position, productId: removed ? undefined : (change.newImage?.productId as string) });
  }
  for (const [list, { changes: listChanges, at }] of listings) await updateSummary(list, listChanges, at);
}

/** Whether a stored entry searches, filters and sorts as `next` (the arrival aside, which stays the first one), packed. */
const sameEntry = (stored: SearchEntryItem, next: SearchEntryItem) => stored.id === next.id && stored.v === next.v && !isUnpacked(stored);

/** A product's search entries: words no longer in its name go, changed ones are written; the arrival time stays the first one. */
async function updateSearchEntries(before: ProductItem | undefined, after: ProductItem | undefined, at: number): Promise<void> {
  await writeSearchEntries(before ? searchEntries(before, at) : [], after ? searchEntries(after, at) : []);
}

/** What brings a product's stored search entries to `next`: entries not in `next` go, new or changed ones are written. */
export function searchEntryChanges(
  stored: readonly SearchEntryItem[],
  next: readonly SearchEntryItem[],
): { writes: SearchEntryItem[]; deletes: SearchEntryItem[] } {
  const old = new Map(stored.map((e) => [e.sk, e]));
  const kept = new Set(next.map((e) => e.sk));
  return {
    writes: next.filter((entry) => {
      const previous = old.get(entry.sk);
      return !previous || !sameEntry(previous, entry);
    }),
    deletes: [...old.values()].filter((entry) => !kept.has(entry.sk)),
  };
}

/** Brings a product's stored search entries to `next`, keeping the arrival of an entry already there. */
export async function writeSearchEntries(stored: readonly SearchEntryItem[], next: readonly SearchEntryItem[]): Promise<void> {
  const { writes, deletes } = searchEntryChanges(stored, next);
  for (const gone of deletes) await dynamo().send(new DeleteCommand({ TableName: table(), Key: { pk: gone.pk, sk: gone.sk } }));
  // An entry stored before its facets were packed loses the attributes it had one each.
  const unpacked = Object.fromEntries(UNPACKED_ENTRY_FIELDS.map((f) => [`#${f}`, f]));
  for (const entry of writes) {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: { pk: entry.pk, sk: entry.sk },
        UpdateExpression: `SET #id = :id, #v = :v, #a = if_not_exists(#a, :a) REMOVE ${Object.keys(unpacked).join(', ')}`,
        ExpressionAttributeNames: { '#id': 'id', '#v': 'v', '#a': 'a', ...unpacked },
        ExpressionAttributeValues: { ':id': entry.id, ':v': entry.v, ':a': entry.a },
      }),
    );
  }
}

const ATTEMPTS = 6;

/** Applies a listing's changes to its summary: read, change, write if the version is still the one read. */
async function updateSummary(list: ListId, changes: readonly SlotChange[], at: number): Promise<void> {
  await rewriteSummary(list, (records) => applyChanges(records, changes, at));
}

/**
 * Rewrites a listing's summary with what `next` makes of its records as stored now (the same
 * array when nothing changes): read consistently, written only if its version is still the one
 * read, else read again. Whether it was written (or, with `dryRun`, would be).
 */
export async function rewriteSummary(
  list: ListId,
  next: (records: FacetRecord[]) => Promise<FacetRecord[]>,
  options: { dryRun?: boolean } = {},
): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: facetSummaryKey(list), ConsistentRead: true }));
    const stored = Item as FacetSummaryItem | undefined;
    const records = stored ? decodeSummary(stored.summary) : [];
    const changed = await next(records);
    if (stored && changed === records) return false;
    if (options.dryRun) return true;
    const version = (stored?.version ?? 0) + 1;
    try {
      await dynamo().send(
        new PutCommand({
          TableName: table(),
          Item: summaryItem(list, changed, version),
          ConditionExpression: stored ? 'version = :read' : 'attribute_not_exists(pk)',
          ...(stored ? { ExpressionAttributeValues: { ':read': stored.version } } : {}),
        }),
      );
      return true;
    } catch (error) {
      // Another shard's batch (or the stream, during a rebuild) wrote it in between: read it again.
      if (!isConditionFailure(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}

/**
 * The records after the changes, or the same array when nothing changed. A position given a
 * product the summary already knows (a listing shifted by an import) keeps what is known of it;
 * one it does not know is read, consistently, once for the batch.
 */
export async function applyChanges(records: readonly FacetRecord[], changes: readonly SlotChange[], at: number): Promise<FacetRecord[]> {
  const known = new Map(records.map((r) => [r.id, r]));
  const slots = new Map<number, FacetRecord | string>(records.map((r) => [r.position, r]));
  let changed = false;
  for (const change of changes) {
    if ('total' in change) {
      for (const position of [...slots.keys()].filter((p) => p >= change.total)) {
        slots.delete(position);
        changed = true;
      }
    } else if ('position' in change) {
      const current = slots.get(change.position);
      const currentId = typeof current === 'string' ? current : current?.id;
      if (currentId === change.productId) continue;
      changed = true;
      if (change.productId === undefined) slots.delete(change.position);
      else {
        const same = known.get(change.productId);
        slots.set(change.position, same ? { ...same, position: change.position } : change.productId);
      }
    } else {
      const attributes = facetAttributes(change.product);
      for (const [position, slot] of slots) {
        if (typeof slot === 'string' || slot.id !== change.product.id || sameAttributes(slot, attributes)) continue;
        slots.set(position, { ...slot, ...attributes });
        changed = true;
      }
      const seen = known.get(change.product.id);
      if (seen) known.set(change.product.id, { ...seen, ...attributes });
    }
  }
  if (!changed) return records as FacetRecord[];
  const unknown = [...new Set([...slots.values()].filter((s): s is string => typeof s === 'string'))];
  const read = new Map((await getProducts(unknown, { consistent: true })).map((p) => [p.id, p]));
  return [...slots].flatMap(([position, slot]) => {
    if (typeof slot !== 'string') return [slot];
    const product = read.get(slot);
    // A position whose product does not exist is left out, as the listing's page leaves it out.
    return product ? [facetRecord(product, position, at)] : [];
  });
}
