import type { Category, Collection, CollectionSummary } from '@shop/shared/contract/catalog';
import type { Language } from '@shop/shared/language';
import { inLanguage } from '@shop/shared/translated';
import type { StoredCategory, StoredCollection } from './catalogItems.ts';
import { getCategory, getCollection, getProducts } from './catalogStore.ts';
import { shopProducts } from './productView.ts';

/** Categories and collections as the API shows them, in the shopper's language (docs/decisions/049). */

/** A category's name, description, place and age group. */
export function categoryView(category: StoredCategory, language: Language): Category {
  const { id, name, description, sortNo, age } = inLanguage(category, language);
  return { id, name, description, sortNo, age };
}

/** A collection's summary as the home page and the header keep it. */
export function collectionView(collection: StoredCollection, language: Language): CollectionSummary {
  return inLanguage(collection, language);
}

/** POST /api/categories/{id}: the category, or undefined when there is none. */
export async function categoryById(id: string, language: Language): Promise<Category | undefined> {
  const category = await getCategory(id);
  return category && categoryView(category, language);
}

/** GET /api/collections/{id}: the collection with its first products, or undefined when there is none. */
export async function collectionById(id: string, language: Language): Promise<(Collection & { productCount: number }) | undefined> {
  const collection = await getCollection(id);
  if (!collection) return undefined;
  const { pk: _pk, sk: _sk, leadProductIds, ...summary } = collection;
  const products = await getProducts(leadProductIds);
  return { ...inLanguage(summary, language), products: shopProducts(products, language) };
}
