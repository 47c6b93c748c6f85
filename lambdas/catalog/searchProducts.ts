import { SEARCH_MIN_LENGTH, type ProductSearchRequest, type ProductSearchResult } from '@shop/shared/contract/catalog';
import type { Language } from '@shop/shared/language';
import { badRequest, HttpError, notFound } from '../platform/errors.ts';
import { log } from '../platform/log.ts';
import { ALL_PRODUCTS, WORD_BREAK, ageList, categoryList, collectionList, normaliseName } from './catalogKeys.ts';
import {
  findByNameWord,
  findSearchEntries,
  getCategory,
  getCollection,
  getFacetSummary,
  getListPage,
  getProducts,
} from './catalogStore.ts';
import { asksForFacets, type FacetRecord, facetCounts, filterRecords, sortRecords } from './listingFacets.ts';
import { shopProducts } from './productView.ts';
import { searchHit } from './searchIndex.ts';
import { CATALOG } from './messages.ts';

const EMPTY: ProductSearchResult = { data: [], total: 0 };

/**
 * POST /api/products/search: a listing page (category, collection, age group or everything)
 * or a search by name, with the spec's filters. Shoppers only ever see active products: a
 * request for inactive ones alone (`active: false`) finds nothing rather than showing them.
 * A filter, a sort or `facets` on a category, a collection or a search reads the facet index
 * instead of the listing's positions (docs/decisions/030-listing-filters-and-search.md).
 * Products come in the shopper's language; a search by name in Croatian matches Croatian names
 * too (docs/decisions/049).
 */
export async function searchProducts(request: ProductSearchRequest, language: Language): Promise<ProductSearchResult> {
  const search = { ...request, language };
  const { categoryId, collectionId } = request;
  if (categoryId && collectionId) {
    throw badRequest(CATALOG.categoryOrCollection, { collectionId: CATALOG.categoryOrCollection });
  }
  const name = request.name?.trim();
  const faceted = asksForFacets(request);
  if (faceted && !name && !categoryId && !collectionId) {
    throw badRequest(CATALOG.filtersNeedAList, { categoryId: CATALOG.filtersNeedAList });
  }
  const list = categoryId
    ? categoryList(categoryId)
    : collectionId
      ? collectionList(collectionId)
      : request.age
        ? ageList(request.age)
        : ALL_PRODUCTS;
  // The owner and the page (or the facet summary) are read side by side: one round of reads.
  const [owner, page, summary] = await Promise.all([
    categoryId ? getCategory(categoryId) : collectionId ? getCollection(collectionId) : undefined,
    name || faceted ? undefined : getListPage(list, request.start, request.size),
    name || !faceted ? undefined : getFacetSummary(list),
  ]);
  if ((categoryId || collectionId) && !owner) throw notFound(categoryId ? CATALOG.noSuchCategory : CATALOG.noSuchCollection);
  // A category or collection belongs to one age group: asking it for another finds nothing.
  if (request.active === false || (owner && request.age && owner.age !== request.age)) {
    return request.facets ? { ...EMPTY, facets: facetCounts([], request, language) } : EMPTY;
  }
  if (name) return faceted ? searchFaceted(name, search) : searchByName(name, search);
  if (faceted) {
    if (!summary) {
      // The stream writes a summary for every category and collection; none means it has not yet.
      log.error('no facet summary for a listing', { list });
      throw new HttpError(503, CATALOG.filtersNotYet);
    }
    return pageOfRecords(summary, search);
  }
  if (!page) return searchByName('', search);
  const products = await getProducts(page.ids);
  return { data: shopProducts(products, language), total: page.total };
}

/** The query's words, folded, and the longest, which probes the index; too short a query is a 400. */
function searchWords(name: string): { words: string[]; probe: string } {
  const words = normaliseName(name).split(WORD_BREAK).filter(Boolean);
  const probe = [...words].sort((a, b) => b.length - a.length)[0] ?? '';
  if (probe.length < SEARCH_MIN_LENGTH) {
    const tooShort = CATALOG.searchTooShort({ min: SEARCH_MIN_LENGTH });
    throw badRequest(tooShort, { name: tooShort });
  }
  return { words, probe };
}

/** A search as asked, with the language it was asked in. */
type Search = ProductSearchRequest & { language: Language };

interface Hit {
  productId: string;
  nameNorm: string;
  nameNormHr?: string | undefined;
  age: string;
  categoryIds?: string[];
  collectionIds?: string[];
}

/**
 * Every word of the query must start a word of the name. The longest word probes the name
 * index; the others, and the age, category and collection filters, sift what it found before
 * paging, so pages and total agree. The total counts matches within the bounded window the
 * probe reads, so a search costs the same whatever the catalog's size. In English the words
 * match the English name; in Croatian the Croatian name or the English one, each whole.
 */
function matchingHits<H extends Hit>(hits: readonly H[], words: readonly string[], request: Search): H[] {
  const seen = new Set<string>();
  return hits.filter((hit) => {
    if (seen.has(hit.productId) || !passesFilters(hit, request)) return false;
    const names = request.language === 'hr' && hit.nameNormHr ? [hit.nameNormHr, hit.nameNorm] : [hit.nameNorm];
    const allWords = names.some((name) => {
      const nameWords = name.split(WORD_BREAK);
      return words.every((w) => nameWords.some((n) => n.startsWith(w)));
    });
    if (allWords) seen.add(hit.productId);
    return allWords;
  });
}

async function searchByName(name: string, request: Search): Promise<ProductSearchResult> {
  const { words, probe } = searchWords(name);
  const matching = matchingHits(await findByNameWord(probe), words, request);
  const first = request.start * request.size;
  const pageIds = matching.slice(first, first + request.size).map((h) => h.productId);
  return { data: shopProducts(await getProducts(pageIds), request.language), total: matching.length };
}

/** A search with filters, a sort or facets: the same window of the search index the stream keeps with facet attributes. */
async function searchFaceted(name: string, request: Search): Promise<ProductSearchResult> {
  const { words, probe } = searchWords(name);
  const hits = (await findSearchEntries(probe)).map(searchHit);
  return pageOfRecords(
    matchingHits(hits, words, request).map((hit, rank) => hit.record(rank)),
    request,
  );
}

/** One page of the records that pass the filters, in the order chosen, with the facets when asked for. */
async function pageOfRecords(records: readonly FacetRecord[], request: Search): Promise<ProductSearchResult> {
  const matching = sortRecords(filterRecords(records, request), request.sort);
  const first = request.start * request.size;
  const pageIds = matching.slice(first, first + request.size).map((r) => r.id);
  return {
    data: shopProducts(await getProducts(pageIds), request.language),
    total: matching.length,
    ...(request.facets ? { facets: facetCounts(records, request, request.language) } : {}),
  };
}

function passesFilters(hit: Hit, request: ProductSearchRequest): boolean {
  if (request.age && hit.age !== request.age) return false;
  if (request.categoryId && !hit.categoryIds?.includes(request.categoryId)) return false;
  if (request.collectionId && !hit.collectionIds?.includes(request.collectionId)) return false;
  return true;
}
