import type { Product } from '@shop/shared/contract/catalog';
import type { Language } from '@shop/shared/language';
import { OFFICE_WAREHOUSE } from '@shop/shared/stock';
import { inLanguage } from '@shop/shared/translated';
import { keptFit } from '@shop/shared/contract/keptFit';
import type { ProductFit } from '@shop/shared/contract/productFit';
import type { ProductItem } from './catalogItems.ts';
import { lowestPrice30Days } from './priorPrice.ts';

/** Whether no size has a piece on the Office Warehouse shelf. */
export function isOutOfStock(item: Pick<ProductItem, 'stock'>): boolean {
  return Object.values(item.stock).every((count) => count <= 0);
}

/** A stored product as its page shows it (SPEC §3), its text in the shopper's language, with its fit where it has one (docs/decisions/079). */
export function productView(item: ProductItem, language: Language): Product {
  return { ...cardView(item, language), ...fitOf(item, language), ...categoryOf(item, language) };
}

/** Its first category for the page's trail, named in the shopper's language, English where the Croatian is missing. */
function categoryOf({ category }: ProductItem, language: Language): Pick<Product, 'category'> {
  if (!category) return {};
  const name = (language === 'hr' ? category.hr?.name : undefined) || category.name;
  return { category: { id: category.id, name } };
}

/** What a product page shows of how it fits: the text in the shopper's language, English where the Croatian is missing. */
function fitOf(item: ProductItem, language: Language): ProductFit {
  const text = inLanguage(item, language);
  return keptFit({
    composition: text.composition,
    care: text.care,
    fitNote: text.fitNote,
    model: item.model,
    measurements: item.measurements,
  });
}

/** A stored product as a listing's card shows it: all but its fit, which only its page shows. */
export function cardView(item: ProductItem, language: Language): Product {
  const mainImage = item.images[0] ?? '';
  const text = inLanguage(item, language);
  return {
    id: item.id,
    name: text.name,
    description: text.description,
    washingInstructions: text.washingInstructions,
    color: { name: text.colorName },
    colorName: text.colorName,
    price: item.price,
    discount: item.discount,
    image: mainImage,
    mainImage,
    images: item.images,
    outOfStock: isOutOfStock(item),
    preOrder: item.preOrder,
    age: item.age,
    sizes: item.sizes,
    productQuantities: [
      { warehouse: { name: OFFICE_WAREHOUSE }, quantities: item.stock, preOrderQuantities: item.preOrderStock },
      ...item.otherWarehouses.map((w) => ({
        warehouse: { name: w.name },
        quantities: w.quantities,
        preOrderQuantities: w.preOrderQuantities,
      })),
    ],
    colorRelatedProducts: item.colorRelated,
    ...lowestPriceOf(item),
    ...ratingOf(item),
  };
}

/** The products a shopper may see (the active ones), in their language. */
export function shopProducts(items: readonly ProductItem[], language: Language): Product[] {
  return items.filter((p) => p.active).map((p) => cardView(p, language));
}

/** The average of its reviews' stars (two decimals) and their number, once it has reviews (docs/decisions/037). */
export function ratingOf(item: Pick<ProductItem, 'ratingCount' | 'ratingStars'>): Pick<Product, 'ratingAverage' | 'ratingCount'> {
  const count = item.ratingCount ?? 0;
  if (count <= 0 || item.ratingStars === undefined) return {};
  return { ratingAverage: Math.round((item.ratingStars / count) * 100) / 100, ratingCount: count };
}

/** Beside a reduced price, the lowest price of the 30 days before the reduction (docs/decisions/020-omnibus-prices.md). */
function lowestPriceOf(item: ProductItem): Pick<Product, 'lowestPrice30Days'> {
  const lowest = lowestPrice30Days(item);
  return lowest === undefined ? {} : { lowestPrice30Days: lowest };
}
