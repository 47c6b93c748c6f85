import type { CatalogMessages } from '../en/catalog.ts';

/** Croatian texts of the catalog: home, listings, product page and cards (part of the `shop` section). */
export const catalog: CatalogMessages = {};
