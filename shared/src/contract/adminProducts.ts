import * as z from 'zod/mini';
import { AGE_GROUPS, type AgeGroup } from '../ages.ts';
import { KPD_FORMAT_MESSAGE, KPD_PATTERN } from '../kpd.ts';
import { VAT_CLASSES } from '../vatRates.ts';
import { Id, requiredText } from './common.ts';
import { FIT_FIELDS, FIT_FIELDS_HR, sizesFit } from './productFit.ts';

/**
 * The back office's products desk (docs/decisions/040-products-desk.md): a product's fields as
 * staff edit them, checked as the catalog import checks them (lambdas/catalog/catalogInput.ts),
 * with the message a form shows beside each field. Money is integer cents.
 */

export const STALE_PRODUCT = 'This product was changed by someone else. Reload to see the changes.';

const SizeLabel = z
  .string('A size is required.')
  .check(z.trim(), z.minLength(1, 'A size is required.'), z.maxLength(20, 'A size is at most 20 characters.'));

/** An image's path in the shop's image store (e.g. products/linen-shirt-front), as an upload or an import stored it. */
export const ImagePath = z.string('An image path is required.').check(
  z.trim(),
  z.minLength(1, 'An image path is required.'),
  z.maxLength(300, 'An image path is at most 300 characters.'),
  z.regex(/^[A-Za-z0-9][A-Za-z0-9_./-]*$/, 'An image path has only letters, digits, -, _, . and /.'),
  z.refine((path) => !path.includes('..'), 'An image path cannot climb out of its folder.'),
);

const text = (max: number) => z._default(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters.`)), '');

export const ProductFields = z.object({
  name: requiredText('The name is required.', 120),
  description: text(4000),
  washingInstructions: text(1000),
  colorName: requiredText('The colour is required.', 60),
  /** Cents, VAT included. */
  price: z
    .int('Enter the price in euros, like 45,00.')
    .check(z.minimum(1, 'The price is at least 0,01 €.'), z.maximum(10_000_000, 'The price is at most 100.000,00 €.')),
  /** Percent. */
  discount: z._default(
    z
      .int('The discount is a whole percent.')
      .check(z.minimum(0, 'The discount is 0 to 90 %.'), z.maximum(90, 'The discount is 0 to 90 %.')),
    0,
  ),
  age: z.enum(AGE_GROUPS, 'Choose an age group.'),
  /** What it is for VAT; absent, what its range says: NB, CHILD and KID are children's clothing (shared/src/vatRates.ts). */
  vatClass: z.optional(z.enum(VAT_CLASSES, 'Choose a VAT class.')),
  /**
   * Its KPD 2025 code (shared/src/kpd.ts): every eRačun line names one, and any product may be
   * bought by a company, so the back office asks it of every product (decision 055).
   */
  kpd: z
    .string('The KPD code is required.')
    .check(z.trim(), z.minLength(1, 'The KPD code is required (every eRačun line names one).'), z.regex(KPD_PATTERN, KPD_FORMAT_MESSAGE)),
  categoryIds: z.array(Id).check(z.minLength(1, 'Choose at least one category.'), z.maxLength(20, 'At most 20 categories.')),
  collectionIds: z._default(z.array(Id).check(z.maxLength(20, 'At most 20 collections.')), []),
  /** The same model in other colours. */
  colorRelatedProductIds: z._default(z.array(Id).check(z.maxLength(20, 'At most 20 related products.')), []),
  /** The first is the main image. */
  images: z.array(ImagePath).check(z.minLength(1, 'Add at least one image.'), z.maxLength(30, 'At most 30 images.')),
  sizes: z.array(SizeLabel).check(
    z.minLength(1, 'Offer at least one size.'),
    z.maxLength(30, 'At most 30 sizes.'),
    z.refine((sizes) => new Set(sizes).size === sizes.length, 'Each size once.'),
  ),
  /** Whether sold-out sizes may be pre-ordered. */
  preOrder: z._default(z.boolean('Pre-order is yes or no.'), false),
  active: z._default(z.boolean('Active is yes or no.'), true),
  /** Composition, care, fit note, the model and the measurements per size, each optional (docs/decisions/079); the sizes they name are checked by `sizesFit`. */
  ...FIT_FIELDS,
  /** The Croatian name, description, washing instructions, colour and fit texts, each optional: the shop shows the English one where one is missing (docs/decisions/049). */
  hr: z.optional(
    z.object({
      name: z.optional(z.string().check(z.trim(), z.maxLength(120, 'At most 120 characters.'))),
      description: z.optional(z.string().check(z.trim(), z.maxLength(4000, 'At most 4000 characters.'))),
      washingInstructions: z.optional(z.string().check(z.trim(), z.maxLength(1000, 'At most 1000 characters.'))),
      colorName: z.optional(z.string().check(z.trim(), z.maxLength(60, 'At most 60 characters.'))),
      ...FIT_FIELDS_HR,
    }),
  ),
});
export type ProductFields = z.infer<typeof ProductFields>;

/** POST /api/admin/products */
export const ProductCreateRequest = z.extend(ProductFields, { id: Id }).check(sizesFit);
export type ProductCreateRequest = z.input<typeof ProductCreateRequest>;

/** PUT /api/admin/products/{id}: with the version the form was read at. */
export const ProductUpdateRequest = z
  .extend(ProductFields, {
    version: z.int('The version read is required.').check(z.minimum(0, 'The version read is required.')),
  })
  .check(sizesFit);
export type ProductUpdateRequest = z.input<typeof ProductUpdateRequest>;

/** GET /api/admin/products?q= */
export const ProductListQuery = z.object({
  /** A product's id, or words of its name. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'At most 100 characters.'))),
});

/** PUT /api/admin/products/{id}/stock */
export const StockRequest = z.object({
  size: SizeLabel,
  warehouse: requiredText('Choose a warehouse.', 60),
  quantity: z
    .int('The quantity is a whole number.')
    .check(z.minimum(0, 'The quantity cannot be below 0.'), z.maximum(1_000_000, 'The quantity is at most 1.000.000.')),
  /** The pieces on the shelf, or those that can still be pre-ordered. */
  kind: z._default(z.enum(['stock', 'preOrder'], 'Stock or pre-order.'), 'stock'),
});
export type StockRequest = z.input<typeof StockRequest>;

export interface AdminProductRow {
  id: string;
  name: string;
  colorName: string;
  price: number;
  discount: number;
  active: boolean;
  image: string;
  /** Pieces in the Office Warehouse, all sizes. */
  inStock: number;
}

export interface AdminProductList {
  data: AdminProductRow[];
}

export interface WarehouseCounts {
  name: string;
  quantities: Record<string, number>;
  preOrderQuantities: Record<string, number>;
}

/** A price a shopper was offered from `at` until the next one. */
export interface PricePoint {
  at: string;
  price: number;
  listPrice: number;
  discount: number;
}

/** GET /api/admin/products/{id} */
export interface AdminProductView extends Omit<ProductFields, 'age'> {
  id: string;
  age: AgeGroup;
  version: number;
  /** Every warehouse, the Office Warehouse (the one the shop sells from) first. */
  warehouses: WarehouseCounts[];
  /** The prices of the last 30 days, newest first, back to the one that applied when they began. */
  priceHistory: PricePoint[];
  /** While reduced: the lowest price of the 30 days before, which the shop shows beside the reduced one. */
  priorPrice?: number;
}

export interface StockResponse {
  product: AdminProductView;
  changed: boolean;
}
