import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import type { FacetRecord } from './listingFacets.ts';

/**
 * A listing's facet summary as stored: its records as columns (ids, colour and size indexes
 * into the listing's own lists, prices, discounts, arrival times), JSON compressed with
 * Brotli. Columns of like values compress to a few bytes a product, so a category of a
 * thousand products is one item of about 5 KB, read for one or two capacity units
 * (docs/decisions/030-listing-filters-and-search.md).
 */
interface Columns {
  v: 1;
  /** The colour names and size labels the indexes below point into. */
  colors: string[];
  sizes: string[];
  id: string[];
  c: number[];
  p: number[];
  d: number[];
  s: number[][];
  /** Seconds since `a0`. */
  a: number[];
  a0: number;
  /** Indexes of inactive products (a listing holds active ones; a hand edit can change that). */
  off: number[];
  /** Positions in the listing, only while they are not 0, 1, 2 … (a listing being rewritten). */
  pos?: number[];
  /** The colours' Croatian names, and each record's index into them (−1: none), only once a record has one. */
  colorsHr?: string[];
  ch?: number[];
}

/** DynamoDB's limit is 400 KB an item; a summary past this is refused rather than half-written. */
export const MAX_SUMMARY_BYTES = 350_000;

function indexer() {
  const values: string[] = [];
  const index = new Map<string, number>();
  return {
    values,
    of(value: string): number {
      let i = index.get(value);
      if (i === undefined) {
        i = values.length;
        values.push(value);
        index.set(value, i);
      }
      return i;
    },
  };
}

/** Records (in any order) as a summary's bytes, in listing order. */
export function encodeSummary(unordered: readonly FacetRecord[]): Uint8Array {
  const records = [...unordered].sort((a, b) => a.position - b.position);
  const dense = records.every((r, i) => r.position === i);
  const colors = indexer();
  const colorsHr = indexer();
  const sizes = indexer();
  const seconds = records.map((r) => Math.floor(r.addedAt / 1000));
  const a0 = seconds.length > 0 ? Math.min(...seconds) : 0;
  const ch = records.map((r) => (r.colorHr ? colorsHr.of(r.colorHr) : -1));
  const columns: Columns = {
    v: 1,
    colors: colors.values,
    sizes: sizes.values,
    id: records.map((r) => r.id),
    c: records.map((r) => colors.of(r.color)),
    p: records.map((r) => r.paid),
    d: records.map((r) => r.discount),
    s: records.map((r) => r.sizes.map((size) => sizes.of(size))),
    a: seconds.map((s) => s - a0),
    a0,
    off: records.flatMap((r, i) => (r.active ? [] : [i])),
    ...(dense ? {} : { pos: records.map((r) => r.position) }),
    ...(colorsHr.values.length > 0 ? { colorsHr: colorsHr.values, ch } : {}),
  };
  const bytes = brotliCompressSync(Buffer.from(JSON.stringify(columns)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  });
  if (bytes.length > MAX_SUMMARY_BYTES) {
    throw new Error(`A listing of ${records.length} products makes a facet summary of ${bytes.length} bytes, past ${MAX_SUMMARY_BYTES}`);
  }
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
}

/** A summary's records, each with its position in the listing. */
export function decodeSummary(bytes: Uint8Array): FacetRecord[] {
  const columns = JSON.parse(brotliDecompressSync(bytes).toString('utf8')) as Columns;
  const off = new Set(columns.off);
  return columns.id.map((id, i) => {
    const colorHr = columns.colorsHr?.[columns.ch?.[i] ?? -1];
    return {
      id,
      color: columns.colors[columns.c[i] as number] as string,
      ...(colorHr ? { colorHr } : {}),
      paid: columns.p[i] as number,
      discount: columns.d[i] as number,
      sizes: (columns.s[i] ?? []).map((s) => columns.sizes[s] as string),
      addedAt: ((columns.a[i] as number) + columns.a0) * 1000,
      position: columns.pos?.[i] ?? i,
      active: !off.has(i),
    };
  });
}
