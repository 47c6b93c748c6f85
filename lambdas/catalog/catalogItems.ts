import type { AgeGroup } from '@shop/shared/ages';
import type { VatClass } from '@shop/shared/vatRates';
import type { ProductFit } from '@shop/shared/contract/productFit';
import type { CollectionSummary, Category } from '@shop/shared/contract/catalog';
import type { AnnouncementSave } from '@shop/shared/contract/announcement';
import type { CategoryText, CollectionText, ProductText } from '@shop/shared/translated';

/**
 * A product as stored: the catalog fields plus its stock in the Office Warehouse and elsewhere.
 * Its fit (composition, care, fit note, model, measurements per size; docs/decisions/079) is
 * kept where written, absent on items stored before and on products without one.
 */
export interface ProductItem extends ProductFit {
  pk: string;
  sk: string;
  id: string;
  name: string;
  description: string;
  washingInstructions: string;
  colorName: string;
  price: number;
  discount: number;
  age: AgeGroup;
  /** What it is for VAT (absent on older items and when its range says it: `vatClassOf`). */
  vatClass?: VatClass;
  /** Its KPD 2025 code (shared/src/kpd.ts); absent on items stored before it was kept. */
  kpd?: string;
  categoryIds: string[];
  /**
   * Its first category's name, English and Croatian, copied from the category whenever the
   * product is written (import, back office): its page's trail names it without another read
   * (docs/decisions/081). Absent on items written before it was kept.
   */
  category?: { id: string; name: string; hr?: { name?: string } };
  /** The collections that list it (absent on items imported before collections were recorded). */
  collectionIds?: string[];
  images: string[];
  preOrder: boolean;
  active: boolean;
  sizes: string[];
  colorRelated: { id: string; image: string }[];
  /** Its Croatian text, field by field; what is missing is shown in English (docs/decisions/049). */
  hr?: ProductText;
  /** Office Warehouse pieces by size: the only stock the shop sells from. */
  stock: Record<string, number>;
  /** Office Warehouse pieces that can still be pre-ordered, by size. */
  preOrderStock: Record<string, number>;
  /** Other warehouses, shown for information and never sold from. */
  otherWarehouses: { name: string; quantities: Record<string, number>; preOrderQuantities: Record<string, number> }[];
  /**
   * While reduced: the lowest price of the 30 days before the reduction began, in cents, and
   * when it began. Kept by the catalog stream from the price history, never by an import
   * (docs/decisions/020-omnibus-prices.md).
   */
  priorPrice?: number;
  reducedSince?: string;
  /**
   * Once it has reviews: how many, and their stars added up, copied from the reviews' count by
   * the content stream (lambdas/reviews/streams/productRatings.ts; docs/decisions/037), never by an import.
   */
  ratingCount?: number;
  ratingStars?: number;
  /**
   * Raised by every write of its fields (the back office's and the import's), never by a sale or
   * a stock count: a save that read an older one is refused (docs/decisions/040-products-desk.md).
   */
  version?: number;
}

/** The attributes of a product that the tables' streams keep, and an import carries over as they are. */
export const PRICE_RECORD_FIELDS = ['priorPrice', 'reducedSince', 'ratingCount', 'ratingStars'] as const;

/** A price a product was offered at (list price less its own discount) from `at` until the next entry. */
export interface PriceHistoryItem {
  pk: string;
  sk: string;
  productId: string;
  /** When the price began (ISO). */
  at: string;
  /** What a shopper was offered, in cents. */
  price: number;
  listPrice: number;
  discount: number;
  /** Set once the price is replaced: a little over 30 days later DynamoDB deletes it (epoch seconds). */
  expiresAt?: number;
}

/** A category with its Croatian text, as the items that show it keep it. */
export type StoredCategory = Category & { hr?: CategoryText };
/** A collection's summary with its Croatian text, as the home page's and the header's items keep it. */
export type StoredCollection = CollectionSummary & { hr?: CollectionText };

export interface CategoryItem extends StoredCategory {
  pk: string;
  sk: string;
  productCount: number;
}

export interface CollectionItem extends StoredCollection {
  pk: string;
  sk: string;
  productCount: number;
  /** The first products, for a collection's own page and the home carousels. */
  leadProductIds: string[];
}

/** The bar at the top of every page, as the desk saved it (docs/decisions/084). */
export type AnnouncementItem = { pk: string; sk: string } & AnnouncementSave;

export interface HomeItem {
  pk: string;
  sk: string;
  firstCollection: StoredCollection[];
  secondCollection: (StoredCollection & { productIds: string[] }) | null;
  thirdCollections: StoredCollection[];
  fourthCollection: (StoredCollection & { productIds: string[] }) | null;
}

export interface NavItem {
  pk: string;
  sk: string;
  age: AgeGroup;
  categories: StoredCategory[];
  collections: StoredCollection[];
  /** The collections the menu features, set at the back office; without it, the first ones (docs/decisions/043). */
  featuredIds?: string[];
}

/** One word of a product's name in the name index, with what a name search filters on. */
export interface NameIndexItem {
  pk: string;
  sk: string;
  productId: string;
  nameNorm: string;
  /** The Croatian name, folded, when the product has one: a search in Croatian matches it too. */
  nameNormHr?: string;
  age: AgeGroup;
  categoryIds: string[];
  collectionIds: string[];
}
