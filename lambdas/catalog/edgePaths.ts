import type { TableChange } from '../platform/streamBatch.ts';

/**
 * Which cached answers of the edge (lambdas/platform/edgeCache.ts) a change of a catalog item
 * makes wrong: those of the GET routes that show it. POST routes (a category's page, search,
 * the header's menus) are never cached, so nothing of theirs is here.
 */
export const HOME_COLLECTIONS_PATH = '/api/homePage/collections';
export const productPath = (id: string) => `/api/products/${id}`;
export const collectionPath = (id: string) => `/api/collections/${id}`;
/** Every collection's answer: a product a listing shows may be in any of them. */
export const EVERY_COLLECTION_PATH = '/api/collections/*';

/** What a product's stock changes without changing how a listing shows it: the pieces, not whether there are any. */
const STOCK_FIELDS = new Set(['stock', 'preOrderStock', 'otherWarehouses']);

type Item = Record<string, unknown>;

export function catalogEdgePaths(change: TableChange): string[] {
  const item = change.newImage ?? change.oldImage;
  const pk = typeof item?.pk === 'string' ? item.pk : '';
  const id = pk.slice(pk.indexOf('#') + 1);
  if (pk.startsWith('P#') && item?.sk === 'P') {
    // The product's own answer shows its stock; listings show only whether it has any.
    const listingChanged = listingView(change.oldImage) !== listingView(change.newImage);
    return listingChanged ? [productPath(id), EVERY_COLLECTION_PATH, HOME_COLLECTIONS_PATH] : [productPath(id)];
  }
  if (pk.startsWith('K#') && item?.sk === 'K') return [collectionPath(id), HOME_COLLECTIONS_PATH];
  // A collection's list of products (listing positions), which its first page shows.
  if (pk.startsWith('L#K#')) return [collectionPath(pk.slice('L#K#'.length))];
  if (pk === 'HOME') return [HOME_COLLECTIONS_PATH];
  return [];
}

/** A product as a listing shows it: everything but its pieces in stock, and whether it has any. */
function listingView(product: Item | undefined): string {
  if (!product) return '';
  const shown = Object.entries(product).filter(([field]) => !STOCK_FIELDS.has(field));
  const pieces = (stock: unknown) => Object.values((stock ?? {}) as Record<string, number>).reduce((sum, n) => sum + n, 0);
  const available = pieces(product.stock) > 0 || pieces(product.preOrderStock) > 0;
  return JSON.stringify([shown.sort(([a], [b]) => (a < b ? -1 : 1)), available]);
}

/** Which cached answers a change of the content table makes wrong: a blog post's. */
export function contentEdgePaths(change: TableChange): string[] {
  const item = change.newImage ?? change.oldImage;
  const pk = typeof item?.pk === 'string' ? item.pk : '';
  if (pk.startsWith('B#') && item?.sk === 'B') return [`/api/blogs/${pk.slice(2)}`];
  return [];
}
