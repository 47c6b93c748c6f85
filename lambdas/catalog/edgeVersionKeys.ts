import { LISTINGS_VERSION_KEY } from '../platform/edge.ts';
import { answerVersionKey } from '../platform/edgeVersions.ts';
import type { TableChange } from '../platform/streamBatch.ts';
import { announcementKey } from './catalogKeys.ts';

/**
 * Which answers the edge keeps (lambdas/platform/edgeVersions.ts) a change of a catalog item makes
 * wrong, as the keys of their versions: a product's own answer whenever it changes (its stock
 * too), every listing's when a product changes how a listing shows it, a collection or the home
 * layout. POST routes (a category's page, search, the header's menus) are never kept, so nothing
 * of theirs is here. docs/decisions/053-edge-versions.md.
 */
export const productAnswer = (id: string) => answerVersionKey(`/api/products/${id}`);
export const blogAnswer = (id: string) => answerVersionKey(`/api/blogs/${id}`);

/** What a product's stock changes without changing how a listing shows it: the pieces, not whether there are any. */
export const STOCK_FIELDS: ReadonlySet<string> = new Set(['stock', 'preOrderStock', 'otherWarehouses']);

type Item = Record<string, unknown>;

export function catalogVersionKeys(change: TableChange): string[] {
  const item = change.newImage ?? change.oldImage;
  const pk = typeof item?.pk === 'string' ? item.pk : '';
  const id = pk.slice(pk.indexOf('#') + 1);
  if (pk.startsWith('P#') && item?.sk === 'P') {
    // The product's own answer shows its stock; listings show only whether it has any.
    const listingChanged = listingView(change.oldImage) !== listingView(change.newImage);
    return listingChanged ? [productAnswer(id), LISTINGS_VERSION_KEY] : [productAnswer(id)];
  }
  if (pk.startsWith('K#') && item?.sk === 'K') return [LISTINGS_VERSION_KEY];
  // A collection's list of products (listing positions), which its first page shows.
  if (pk.startsWith('L#K#')) return [LISTINGS_VERSION_KEY];
  // GET /api/announcement is kept under the listings' version too: it changes seldom.
  if (pk === 'HOME' || pk === announcementKey().pk) return [LISTINGS_VERSION_KEY];
  return [];
}

/** A product as a listing shows it: everything but its pieces in stock, and whether it has any. */
export function listingView(product: Item | undefined): string {
  if (!product) return '';
  const shown = Object.entries(product).filter(([field]) => !STOCK_FIELDS.has(field));
  const pieces = (stock: unknown) => Object.values((stock ?? {}) as Record<string, number>).reduce((sum, n) => sum + n, 0);
  const available = pieces(product.stock) > 0 || pieces(product.preOrderStock) > 0;
  return JSON.stringify([shown.sort(([a], [b]) => (a < b ? -1 : 1)), available]);
}

/** Which kept answers a change of the content table makes wrong: a blog post's. */
export function contentVersionKeys(change: TableChange): string[] {
  const item = change.newImage ?? change.oldImage;
  const pk = typeof item?.pk === 'string' ? item.pk : '';
  if (pk.startsWith('B#') && item?.sk === 'B') return [blogAnswer(pk.slice(2))];
  return [];
}
