import { foldText } from '@shop/shared/textFolding';

/**
 * Key layout of the catalog table (docs/decisions/002-table-keys.md):
 *
 *   P#<productId>      P          the product, with its stock maps
 *   C#<categoryId>     C          a category
 *   K#<collectionId>   K          a collection
 *   L#<listId>         #          a listing's total
 *   L#<listId>         000042     the product at position 42 of a listing
 *   N#<first 3 chars>  <token>#<productId>   the name index, one entry per word of a name
 *   HOME               HOME       the home page's layout
 *   NAV#<age>          NAV        an age group's categories and collections, for the header
 *   ANNOUNCEMENT       ANNOUNCEMENT   the bar at the top of every page (docs/decisions/084)
 *   SEED#<name>        SEED       marks a seed as written
 *   PRICE#<productId>  <ISO time>#<stream position>   a price the product had from then on
 *   F#<listId>         F          a category's or collection's facet summary, kept by the stream
 *   S#<first 3 chars>  <token>#<productId>   the search index with facet attributes, kept by the stream
 *   INDEX              INDEX      which version of the facet index and ratings the catalog was last built to
 *
 * Listings are stored by position so that any page is one Query on a key range: page 50
 * costs what page 1 costs.
 */
export const productKey = (id: string) => ({ pk: `P#${id}`, sk: 'P' });
export const categoryKey = (id: string) => ({ pk: `C#${id}`, sk: 'C' });
export const collectionKey = (id: string) => ({ pk: `K#${id}`, sk: 'K' });
export const homeKey = () => ({ pk: 'HOME', sk: 'HOME' });
export const navKey = (age: string) => ({ pk: `NAV#${age}`, sk: 'NAV' });
export const announcementKey = () => ({ pk: 'ANNOUNCEMENT', sk: 'ANNOUNCEMENT' });
export const seedKey = (name: string) => ({ pk: `SEED#${name}`, sk: 'SEED' });
/** Written by a catalog seeded with its index and by every rebuild (reindexCatalog.ts): the index's version then. */
export const catalogIndexKey = () => ({ pk: 'INDEX', sk: 'INDEX' });

/** A product's price history (docs/decisions/020-omnibus-prices.md): `PRICE#`, not `P#`, so the stream's product filter passes none of it. */
export const priceHistoryPartition = (productId: string) => `PRICE#${productId}`;
/** Sequence numbers of a stream run to 40 digits; padded, they sort as they came. */
export const priceHistoryKey = (productId: string, at: string, position: string) => ({
  pk: priceHistoryPartition(productId),
  sk: `${at}#${position.padStart(40, '0')}`,
});

export type ListId = `C#${string}` | `K#${string}` | `A#${string}` | 'ALL';
export const categoryList = (id: string): ListId => `C#${id}`;
export const collectionList = (id: string): ListId => `K#${id}`;
export const ageList = (age: string): ListId => `A#${age}`;
export const ALL_PRODUCTS: ListId = 'ALL';

export const listPartition = (list: ListId) => `L#${list}`;
export const listMetaKey = (list: ListId) => ({ pk: listPartition(list), sk: '#' });
export const POSITION_WIDTH = 6;
export const listPosition = (index: number) => String(index).padStart(POSITION_WIDTH, '0');
export const listEntryKey = (list: ListId, index: number) => ({ pk: listPartition(list), sk: listPosition(index) });

/** Lower-case, without diacritics (đ → d, č → c), so "cipka" finds "Čipka": the shop's one folding of text. */
export const normaliseName = foldText;

export const NAME_PROBE_LENGTH = 3;

/** What separates words in a name: anything but letters and digits. */
export const WORD_BREAK = /[^\p{L}\p{N}]+/u;

/** The distinct words of a name worth indexing: at least three characters. */
export function nameTokens(name: string): string[] {
  const words = normaliseName(name).split(WORD_BREAK);
  return [...new Set(words.filter((w) => w.length >= NAME_PROBE_LENGTH))];
}

/** What the name search knows of a product: its names folded (English; Croatian when it has one) and the words of both worth indexing. */
export function searchNames(p: { name: string; hr?: { name?: string } }): { nameNorm: string; nameNormHr?: string; tokens: string[] } {
  const croatian = p.hr?.name?.trim();
  const tokens = [...new Set([...nameTokens(p.name), ...(croatian ? nameTokens(croatian) : [])])];
  return { nameNorm: normaliseName(p.name), ...(croatian ? { nameNormHr: normaliseName(croatian) } : {}), tokens };
}

export const nameIndexKey = (token: string, productId: string) => ({
  pk: `N#${token.slice(0, NAME_PROBE_LENGTH)}`,
  sk: `${token}#${productId}`,
});

/** The listings whose facet summary the catalog stream keeps: categories and collections (docs/decisions/030). */
export const hasFacetSummary = (list: string): list is ListId => list.startsWith('C#') || list.startsWith('K#');
export const facetSummaryKey = (list: ListId) => ({ pk: `F#${list}`, sk: 'F' });

/** The search index's twin that the stream keeps with facet attributes: `S#`, beside the import's `N#`. */
export const searchEntryKey = (token: string, productId: string) => ({
  pk: `S#${token.slice(0, NAME_PROBE_LENGTH)}`,
  sk: `${token}#${productId}`,
});
export const searchPartition = (probe: string) => `S#${probe.slice(0, NAME_PROBE_LENGTH)}`;
