import type { AdminProductRow, AdminProductView } from '@shop/shared/contract/adminProducts';
import { ProductSearchRequest, SEARCH_MIN_LENGTH } from '@shop/shared/contract/catalog';
import { Id } from '@shop/shared/contract/common';
import { OFFICE_WAREHOUSE } from '@shop/shared/stock';
import type { ProductItem } from '../catalog/catalogItems.ts';
import { ALL_PRODUCTS } from '../catalog/catalogKeys.ts';
import { getListRange, getProduct, getProducts } from '../catalog/catalogStore.ts';
import { recentPrices } from '../catalog/priceHistory.ts';
import { productFields, versionOf } from '../catalog/productWrite.ts';

export { productFields };
import { searchProducts } from '../catalog/searchProducts.ts';

/**
 * The products desk's reading (docs/decisions/040-products-desk.md). No Scan: the list is the
 * shop's "everything" listing (its first LIST_LIMIT positions), a search reads the shop's search
 * index by name and finds a product by its exact id, inactive ones included.
 */
const LIST_LIMIT = 100;
const SEARCH_LIMIT = 50;

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

export const productRow = (p: ProductItem): AdminProductRow => ({
  id: p.id,
  name: p.name,
  colorName: p.colorName,
  price: p.price,
  discount: p.discount,
  active: p.active,
  image: p.images[0] ?? '',
  inStock: sum(p.stock),
});

/** GET /api/admin/products?q= */
export async function listProducts(q: string | undefined): Promise<AdminProductRow[]> {
  const query = q?.trim() ?? '';
  if (!query) return (await getProducts(await getListRange(ALL_PRODUCTS, 0, LIST_LIMIT))).map(productRow);
  const byId = Id.safeParse(query).success ? await getProduct(query) : undefined;
  const byName =
    query.length >= SEARCH_MIN_LENGTH
      ? // Asked as in Croatian, the search matches the English and the Croatian name alike.
        (await searchProducts(ProductSearchRequest.parse({ name: query, size: SEARCH_LIMIT }), 'hr')).data.map((p) => p.id)
      : [];
  const ids = [...new Set(byName)].filter((id) => id !== byId?.id);
  return [...(byId ? [byId] : []), ...(await getProducts(ids))].map(productRow);
}

/** GET /api/admin/products/{id}: every field, its version, its counts in every warehouse, its prices of the last 30 days. */
export async function productView(p: ProductItem, now: Date): Promise<AdminProductView> {
  const history = await recentPrices(p.id, now);
  return {
    id: p.id,
    ...productFields(p),
    version: versionOf(p),
    warehouses: [{ name: OFFICE_WAREHOUSE, quantities: p.stock, preOrderQuantities: p.preOrderStock }, ...p.otherWarehouses],
    priceHistory: history.map(({ at, price, listPrice, discount }) => ({ at, price, listPrice, discount })),
    ...(p.priorPrice === undefined ? {} : { priorPrice: p.priorPrice }),
  };
}
