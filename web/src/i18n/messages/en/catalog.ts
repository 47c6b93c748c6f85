/** English texts of the catalog: home, listings, product page and cards (part of the `shop` section). */
export const catalog = {};

export type CatalogMessages = typeof catalog;
