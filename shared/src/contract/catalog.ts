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
