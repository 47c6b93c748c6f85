import * as z from 'zod/mini';
import type { AgeGroup } from '../ages.ts';
import type { Cents } from '../money.ts';
import { Age, Id, Page } from './common.ts';

/** Stock of one warehouse: counts by size label. */
export interface ProductQuantity {
  warehouse: { name: string };
  quantities: Record<string, number>;
  preOrderQuantities: Record<string, number>;
}

export interface Product {
  id: string;
  name: string;
  description: string;
  washingInstructions: string;
  color: { name: string };
  colorName: string;
  /** Unit price in cents, VAT included, before the product's discount. */
  price: Cents;
  /** Percent off the price; 0 when none. */
  discount: number;
  image: string;
  mainImage: string;
  images: string[];
  outOfStock: boolean;
  preOrder: boolean;
  age: AgeGroup;
  /** Sizes offered, in the shop's size order. */
  sizes: string[];
  productQuantities: ProductQuantity[];
  colorRelatedProducts: { id: string; image: string }[];
  /**
   * Only while the product is reduced (discount > 0): the lowest price, in cents, the shop
   * applied during the 30 days before the reduction began (Directive 98/6/EC Art. 6a).
   */
  lowestPrice30Days?: Cents;
}

export interface Category {
  id: string;
  name: string;
  description: string;
  sortNo: number;
  age: AgeGroup;
}

export interface CollectionSummary {
  id: string;
  name: string;
  description: string;
  image: string;
  /** A video for the home hero, when the collection has one. */
  video?: string;
  age: AgeGroup;
}

export interface Collection extends CollectionSummary {
  products: Product[];
}

/** GET /api/homePage/collections */
export interface HomeCollections {
  firstCollection: CollectionSummary[];
  secondCollection: Collection | null;
  thirdCollections: CollectionSummary[];
  fourthCollection: Collection | null;
}

/** POST /api/products/search */
export const ProductSearchRequest = z.object({
  active: z.optional(z.boolean()),
  inActive: z.optional(z.boolean()),
  categoryId: z.optional(z.nullable(Id)),
  collectionId: z.optional(z.nullable(Id)),
  name: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(100, 'name is at most 100 characters.')))),
  age: z.optional(z.nullable(Age)),
  size: Page.size,
  start: Page.start,
});
export type ProductSearchRequest = z.infer<typeof ProductSearchRequest>;

/** The minimum length of a name search (SPEC §9). */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 300;

/** POST /api/categories/{id} */
export const CategoryRequest = z.object({ age: z.optional(z.nullable(Age)) });

/** POST /api/homePage/fetchByAge: the age groups whose categories and collections the header shows. */
export const FetchByAgeRequest = z.object({
  ages: z
    .array(Age, 'ages must be a list of age groups.')
    .check(z.minLength(1, 'ages needs at least one age group.'), z.maxLength(4, 'ages has at most 4 age groups.')),
});
export type FetchByAgeRequest = z.infer<typeof FetchByAgeRequest>;

/** An age group's part of the header: its categories by sortNo and its collections. */
export interface AgeNavigation {
  categories: Category[];
  collections: CollectionSummary[];
}

/** The answer of fetchByAge: one entry per age group asked for. */
export type NavigationByAge = Partial<Record<AgeGroup, AgeNavigation>>;

/** How many featured collection tiles each age group of the header shows (SPEC §9). */
export const TOP_COLLECTIONS = 2;

/** POST /api/collections/topCollectionToShow */
export const TopCollectionsRequest = z.object({
  topCollectionNo: z._default(
    z
      .int('topCollectionNo must be a whole number.')
      .check(z.minimum(1, 'topCollectionNo is at least 1.'), z.maximum(10, 'topCollectionNo is at most 10.')),
    TOP_COLLECTIONS,
  ),
});
export type TopCollectionsRequest = z.infer<typeof TopCollectionsRequest>;

/** A featured collection tile. */
export interface FeaturedCollection {
  id: string;
  name: string;
  image: string;
}

/** The answer of topCollectionToShow: the first collections of every age group. */
export type TopCollections = Record<AgeGroup, FeaturedCollection[]>;

/** How many products GET /api/products/{id}/getRandomRelatedProducts answers at most. */
export const RELATED_PRODUCTS = 4;
