import * as z from 'zod/mini';
import type { AgeGroup } from '../ages.ts';
import type { Cents } from '../money.ts';
import { Age, Id, Page, type Paged } from './common.ts';
import type { ProductFit } from './productFit.ts';

/** Stock of one warehouse: counts by size label. */
export interface ProductQuantity {
  warehouse: { name: string };
  quantities: Record<string, number>;
  preOrderQuantities: Record<string, number>;
}

/**
 * A product as the shop shows it. Its page's answer (GET /api/products/{id}, and the page drawn
 * from it) also carries its fit where it has one (composition, care, fit note, the model, the
 * measurements per size; docs/decisions/079); listings' cards leave it out.
 */
export interface Product extends ProductFit {
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
  /**
   * Only once the product has reviews: their average stars (1–5, two decimals) and how many
   * there are, kept on the product as reviews come (docs/decisions/037-cards-and-wishlist.md).
   */
  ratingAverage?: number;
  ratingCount?: number;
  /**
   * Only on its page's answer: its first category, named in the shopper's language, for the
   * page's trail (docs/decisions/081); absent on a product stored before it was kept.
   */
  category?: { id: string; name: string };
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

/** How a listing can be ordered; without one it keeps the listing's own order (a collection's, a category's). */
export const LISTING_SORTS = ['newest', 'price-asc', 'price-desc', 'discount'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/**
 * The price bands a listing is filtered by, in cents of the price a shopper pays (after the
 * product's discount), both ends included; the last has no upper end.
 */
export const PRICE_BANDS: readonly { min: Cents; max: Cents | null }[] = [
  { min: 0, max: 1999 },
  { min: 2000, max: 4999 },
  { min: 5000, max: 9999 },
  { min: 10000, max: null },
];

const FilterValues = (what: string, max: number) =>
  z.optional(
    z
      .array(
        z.string(`Each ${what} is text.`).check(z.minLength(1, `A ${what} cannot be empty.`), z.maxLength(max)),
        `${what}s must be a list.`,
      )
      .check(z.maxLength(40, `At most 40 ${what}s.`)),
  );
const PriceLimit = z.optional(
  z.int('A price is a whole number of cents.').check(z.minimum(0, 'A price cannot be negative.'), z.maximum(100_000_000)),
);

/**
 * POST /api/products/search. Beside the spec's fields, a listing (category, collection or a
 * search by name) can be filtered by sizes in stock at the Office Warehouse, colours and the
 * price paid (`priceMin`/`priceMax`, cents, both included), and sorted; `facets` asks for the
 * counts beside each value as well. `size` 0 answers the total (and facets) without products.
 */
export const ProductSearchRequest = z
  .object({
    active: z.optional(z.boolean()),
    inActive: z.optional(z.boolean()),
    categoryId: z.optional(z.nullable(Id)),
    collectionId: z.optional(z.nullable(Id)),
    name: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(100, 'name is at most 100 characters.')))),
    age: z.optional(z.nullable(Age)),
    size: z._default(
      z.int('size must be a whole number.').check(z.minimum(0, 'size cannot be negative.'), z.maximum(50, 'size is at most 50.')),
      10,
    ),
    start: Page.start,
    sizes: FilterValues('size', 20),
    colors: FilterValues('colour', 60),
    priceMin: PriceLimit,
    priceMax: PriceLimit,
    sort: z.optional(z.enum(LISTING_SORTS, `sort is one of ${LISTING_SORTS.join(', ')}.`)),
    facets: z.optional(z.boolean('facets is true or false.')),
  })
  .check(
    z.refine((r) => r.priceMin === undefined || r.priceMax === undefined || r.priceMin <= r.priceMax, {
      message: 'priceMax cannot be below priceMin.',
      path: ['priceMax'],
    }),
  );
export type ProductSearchRequest = z.infer<typeof ProductSearchRequest>;

/** A value of a filter and how many products of the listing have it, given the other filters chosen. */
export interface FacetCount {
  value: string;
  /** The value as the page's language names it, where that differs (a colour's Croatian name); the value itself is what a filter carries. */
  label?: string;
  count: number;
}

/** A price band (PRICE_BANDS) and how many products of the listing it holds, given the other filters chosen. */
export interface PriceBandCount {
  min: Cents;
  max: Cents | null;
  count: number;
}

/** What a listing can be filtered by: every size (shop's order) and colour (alphabetical) it has, and the price bands. */
export interface ListingFacets {
  sizes: FacetCount[];
  colors: FacetCount[];
  prices: PriceBandCount[];
}

/** The answer of POST /api/products/search: a page, the total, and the facets when asked for. */
export interface ProductSearchResult extends Paged<Product> {
  facets?: ListingFacets;
}

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
