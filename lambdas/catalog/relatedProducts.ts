import { type Product, RELATED_PRODUCTS } from '@shop/shared/contract/catalog';
import type { Language } from '@shop/shared/language';
import { notFound } from '../platform/errors.ts';
import { categoryList } from './catalogKeys.ts';
import { getListRange, getListTotal, getProduct, getProducts } from './catalogStore.ts';
import { cardView } from './productView.ts';
import { CATALOG } from './messages.ts';

/** How many neighbours in the category listing a request reads: enough to pick from, few enough to stay cheap. */
export const RELATED_WINDOW = 12;

/**
 * GET /api/products/{id}/getRandomRelatedProducts: a few products of the same category,
 * those in the same colour first. The listing is read at a random window of RELATED_WINDOW
 * positions, so the cost is four small reads (the product, the listing's total, one Query,
 * one BatchGetItem) whatever the size of the category or the catalog. The product's other
 * colours are left out: the product page shows them as colour-related products.
 */
export async function relatedProducts(productId: string, language: Language, random: () => number = Math.random): Promise<Product[]> {
  const product = await getProduct(productId);
  if (!product?.active) throw notFound(CATALOG.noSuchProduct);
  const category = product.categoryIds[0];
  if (!category) return [];

  const list = categoryList(category);
  const total = await getListTotal(list);
  const first = Math.floor(random() * Math.max(0, total - RELATED_WINDOW + 1));
  const excluded = new Set([product.id, ...product.colorRelated.map((c) => c.id)]);
  const ids = (await getListRange(list, first, RELATED_WINDOW)).filter((id) => !excluded.has(id));
  const candidates = shuffle(
    (await getProducts(ids)).filter((p) => p.active),
    random,
  );
  const sameColour = candidates.filter((p) => p.colorName === product.colorName);
  const others = candidates.filter((p) => p.colorName !== product.colorName);
  return [...sameColour, ...others].slice(0, RELATED_PRODUCTS).map((p) => cardView(p, language));
}

/** Fisher–Yates, with the random source a test can fix. */
function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
