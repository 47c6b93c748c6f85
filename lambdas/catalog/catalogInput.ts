import * as z from 'zod/mini';
import { Age, Id } from '@shop/shared/contract/common';
import { FIT_FIELDS, FIT_TEXT_MAX, sizesFit } from '@shop/shared/contract/productFit';
import { KPD_FORMAT_MESSAGE, KPD_PATTERN } from '@shop/shared/kpd';
import { VAT_CLASSES } from '@shop/shared/vatRates';

/**
 * A whole catalog as the seed and the operator's import give it: the one shape that
 * `importCatalog` writes into the catalog table. Money is in cents; stock is per warehouse.
 */
/** Croatian text beside the English fields (docs/decisions/049): each field optional, shown in English where missing. */
const Croatian = <F extends string>(maxLengths: Record<F, number>) =>
  z.optional(
    z.object(
      Object.fromEntries(
        Object.entries<number>(maxLengths).map(([field, max]) => [field, z.optional(z.string().check(z.trim(), z.maxLength(max)))]),
      ) as Record<F, z.ZodMiniOptional<z.ZodMiniString<string>>>,
    ),
  );

const SizeCounts = z.record(z.string().check(z.minLength(1), z.maxLength(20)), z.int().check(z.minimum(0)));

export const WarehouseStockInput = z.object({
  quantities: SizeCounts,
  preOrderQuantities: z._default(SizeCounts, {}),
});

export const ProductInput = z
  .object({
    id: Id,
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
    description: z.string().check(z.maxLength(4000)),
    washingInstructions: z.string().check(z.maxLength(1000)),
    colorName: z.string().check(z.minLength(1), z.maxLength(60)),
    /** Cents, VAT included. */
    price: z.int().check(z.minimum(1)),
    /** Percent, 0 to 90. */
    discount: z._default(z.int().check(z.minimum(0), z.maximum(90)), 0),
    age: Age,
    /** What it is for VAT; absent, what its range says (shared/src/vatRates.ts). */
    vatClass: z.optional(z.enum(VAT_CLASSES)),
    /** Its KPD 2025 code, which an eRačun names (shared/src/kpd.ts); absent in catalogs written before it was kept. */
    kpd: z.optional(z.string().check(z.trim(), z.regex(KPD_PATTERN, KPD_FORMAT_MESSAGE))),
    categoryIds: z.array(Id).check(z.minLength(1)),
    /** Image paths under the image prefix; the first is the main image. */
    images: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
    /** Whether sizes with no stock may be pre-ordered. */
    preOrder: z._default(z.boolean(), false),
    active: z._default(z.boolean(), true),
    /** The same model in other colours. */
    colorRelatedProductIds: z._default(z.array(Id), []),
    /** Sizes offered; stock keys must be among them. */
    sizes: z.array(z.string().check(z.minLength(1), z.maxLength(20))).check(z.minLength(1)),
    /** Stock by warehouse name; only 'Office Warehouse' is sold from. */
    stock: z.record(z.string().check(z.minLength(1)), WarehouseStockInput),
    /** Composition, care, fit note, the model and the measurements per size, as the back office checks them (docs/decisions/079). */
    ...FIT_FIELDS,
    hr: Croatian({ name: 120, description: 4000, washingInstructions: 1000, colorName: 60, ...FIT_TEXT_MAX }),
  })
  .check(sizesFit);
export type ProductInput = z.infer<typeof ProductInput>;

export const CategoryInput = z.object({
  id: Id,
  name: z.string().check(z.minLength(1), z.maxLength(80)),
  description: z.string().check(z.maxLength(1000)),
  sortNo: z.int(),
  age: Age,
  hr: Croatian({ name: 80, description: 1000 }),
});
export type CategoryInput = z.infer<typeof CategoryInput>;

export const CollectionInput = z.object({
  id: Id,
  name: z.string().check(z.minLength(1), z.maxLength(80)),
  description: z.string().check(z.maxLength(2000)),
  image: z.string().check(z.minLength(1)),
  video: z.optional(z.string()),
  age: Age,
  /** Products in the order the collection lists them. */
  productIds: z.array(Id),
  hr: Croatian({ name: 80, description: 2000 }),
});
export type CollectionInput = z.infer<typeof CollectionInput>;

export const HomeInput = z.object({
  /** Collections whose images (or video) make the hero. */
  first: z.array(Id).check(z.minLength(1)),
  /** The collection of the first carousel. */
  second: Id,
  /** The two promo tiles. */
  third: z.array(Id).check(z.minLength(1)),
  /** The collection of the second carousel. */
  fourth: Id,
});

export const CatalogInput = z.object({
  categories: z.array(CategoryInput),
  collections: z.array(CollectionInput),
  products: z.array(ProductInput),
  home: HomeInput,
});
export type CatalogInput = z.infer<typeof CatalogInput>;
export type CatalogInputData = z.input<typeof CatalogInput>;
