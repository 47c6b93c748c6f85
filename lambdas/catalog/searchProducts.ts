import type { Paged } from '@shop/shared/contract/common';
import { SEARCH_MIN_LENGTH, type Product, type ProductSearchRequest } from '@shop/shared/contract/catalog';
import { badRequest, notFound } from '../platform/errors.ts';
import { ALL_PRODUCTS, WORD_BREAK, ageList, categoryList, collectionList, normaliseName } from './catalogKeys.ts';
import { type NameHit, findByNameWord, getCategory, getCollection, getListPage, getProducts } from './catalogStore.ts';
import { productView } from './productView.ts';

const EMPTY: Paged<Product> = { data: [], total: 0 };

/**
 * POST /api/products/search: a listing page (category, collection, age group or everything)
 * or a search by name, with the spec's filters. Shoppers only ever see active products: a
 * request for inactive ones alone (`active: false`) finds nothing rather than showing them.
 */
export async function searchProducts(request: ProductSearchRequest): Promise<Paged<Product>> {
  const { categoryId, collectionId } = request;
  if (categoryId && collectionId) {
    throw badRequest('Choose a category or a collection, not both.', { collectionId: 'Choose a category or a collection, not both.' });
  }
  const name = request.name?.trim();
  const list = categoryId
    ? categoryList(categoryId)
    : collectionId
      ? collectionList(collectionId)
      : request.age
        ? ageList(request.age)
        : ALL_PRODUCTS;
  // The owner and the page are read side by side: a listing page is one round of reads.
  const [owner, page] = await Promise.all([
    categoryId ? getCategory(categoryId) : collectionId ? getCollection(collectionId) : undefined,
    name ? undefined : getListPage(list, request.start, request.size),
  ]);
  if ((categoryId || collectionId) && !owner) throw notFound(categoryId ? 'There is no such category.' : 'There is no such collection.');
  // A category or collection belongs to one age group: asking it for another finds nothing.
  if (request.active === false || (owner && request.age && owner.age !== request.age)) return EMPTY;
  if (name || !page) return searchByName(name ?? '', request);

  const products = await getProducts(page.ids);
  return { data: products.filter((p) => p.active).map(productView), total: page.total };
}

/**
 * Every word of the query must start a word of the name. The longest word probes the name
 * index; the others, and the age, category and collection filters, sift what it found before
 * paging, so pages and total agree. The total counts matches within the bounded window the
 * probe reads, so a search costs the same whatever the catalog's size.
 */
async function searchByName(name: string, request: ProductSearchRequest): Promise<Paged<Product>> {
  const words = normaliseName(name).split(WORD_BREAK).filter(Boolean);
  const probe = [...words].sort((a, b) => b.length - a.length)[0] ?? '';
  if (probe.length < SEARCH_MIN_LENGTH) {
    throw badRequest(`Search for at least ${SEARCH_MIN_LENGTH} characters.`, {
      name: `Search for at least ${SEARCH_MIN_LENGTH} characters.`,
    });
  }
  const hits = await findByNameWord(probe);
  const seen = new Set<string>();
  const matching = hits.filter((hit) => {
    if (seen.has(hit.productId) || !passesFilters(hit, request)) return false;
    const nameWords = hit.nameNorm.split(WORD_BREAK);
    const allWords = words.every((w) => nameWords.some((n) => n.startsWith(w)));
    if (allWords) seen.add(hit.productId);
    return allWords;
  });
  const first = request.start * request.size;
  const pageIds = matching.slice(first, first + request.size).map((h) => h.productId);
  const products = (await getProducts(pageIds)).filter((p) => p.active);
  return { data: products.map(productView), total: matching.length };
}

function passesFilters(hit: NameHit, request: ProductSearchRequest): boolean {
  if (request.age && hit.age !== request.age) return false;
  if (request.categoryId && !hit.categoryIds?.includes(request.categoryId)) return false;
  if (request.collectionId && !hit.collectionIds?.includes(request.collectionId)) return false;
  return true;
}
