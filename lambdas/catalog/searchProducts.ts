import type { Paged } from '@shop/shared/contract/common';
import { SEARCH_MIN_LENGTH, type Product, type ProductSearchRequest } from '@shop/shared/contract/catalog';
import { badRequest, notFound } from '../platform/errors.ts';
import { ALL_PRODUCTS, WORD_BREAK, ageList, categoryList, collectionList, normaliseName } from './catalogKeys.ts';
import { findByNameWord, getCategory, getCollection, getListPage, getProducts } from './catalogStore.ts';
import { productView } from './productView.ts';

/**
 * POST /api/products/search: a listing page (category, collection, age group or everything)
 * or a search by name. Only active products are listed.
 */
export async function searchProducts(request: ProductSearchRequest): Promise<Paged<Product>> {
  const name = request.name?.trim();
  if (name) return searchByName(name, request);

  const list = request.categoryId
    ? categoryList(request.categoryId)
    : request.collectionId
      ? collectionList(request.collectionId)
      : request.age
        ? ageList(request.age)
        : ALL_PRODUCTS;
  const [page, owner] = await Promise.all([
    getListPage(list, request.start, request.size),
    request.categoryId ? getCategory(request.categoryId) : request.collectionId ? getCollection(request.collectionId) : true,
  ]);
  if (!owner) throw notFound(request.categoryId ? 'There is no such category.' : 'There is no such collection.');
  const products = await getProducts(page.ids);
  return { data: products.filter((p) => p.active).map(productView), total: page.total };
}

/**
 * Every word of the query must start a word of the name. The longest word probes the name
 * index; the others filter what it found. The total counts matches within the bounded window
 * the probe reads, so a search costs the same whatever the catalog's size.
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
    if (seen.has(hit.productId)) return false;
    if (request.age && hit.age !== request.age) return false;
    const nameWords = hit.nameNorm.split(WORD_BREAK);
    const allWords = words.every((w) => nameWords.some((n) => n.startsWith(w)));
    if (allWords) seen.add(hit.productId);
    return allWords;
  });
  const pageIds = matching.slice(request.start * request.size, request.start * request.size + request.size).map((h) => h.productId);
  let products = (await getProducts(pageIds)).filter((p) => p.active);
  if (request.categoryId) products = products.filter((p) => p.categoryIds.includes(request.categoryId as string));
  return { data: products.map(productView), total: matching.length };
}
