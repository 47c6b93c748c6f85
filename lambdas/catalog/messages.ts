import { STALE_PRODUCT } from '@shop/shared/contract/adminProducts';
import { messagesOf, staffMessagesOf } from '@shop/shared/messages';
import { CATALOG_MESSAGES } from './catalogMessages.ts';
import { CATALOG_MESSAGES_IN_CROATIAN } from './catalogMessagesInCroatian.ts';

/** The catalog's messages, `catalog.*` (docs/decisions/090-messages-with-codes.md). */
export const CATALOG = /* @__PURE__ */ messagesOf('catalog', { en: CATALOG_MESSAGES, hr: CATALOG_MESSAGES_IN_CROATIAN });

/** What the catalog's desks and the operator's stock command answer staff (English only, decision 048): `catalogDesk.*`. */
export const CATALOG_DESK = /* @__PURE__ */ staffMessagesOf('catalogDesk', {
  noMenu: 'This age group has no menu.',
  staleMenu: 'The menu changed since you opened it: load the page again.',
  featuredOutsideMenu: 'A featured collection must be one of this menu’s.',
  featureOnlyMenus: 'Feature only this menu’s collections.',
  unknownCollections: 'Choose collections the shop has.',
  noSuchCollections: ({ ids }: { ids: readonly string[] }) => `No such collection: ${ids.join(', ')}.`,
  productInvalid: 'The product is not valid.',
  notValid: 'Not valid.',
  productExists: 'A product with this id exists already.',
  idTaken: 'This id is taken.',
  staleProduct: STALE_PRODUCT,
  listingsBusy: 'The shop’s listings were changing at the same moment; save again.',
  noProduct: ({ productId }: { productId: string }) => `There is no product ${productId}.`,
  noSuchSize: ({ productId, size, sizes }: { productId: string; size: string; sizes: readonly string[] }) =>
    `Product ${productId} has no size "${size}"; its sizes are ${sizes.join(', ')}.`,
  noSize: 'The product has no such size.',
  noSuchWarehouse: ({ productId, warehouse, known }: { productId: string; warehouse: string; known: string }) =>
    `Product ${productId} keeps no stock in "${warehouse}"; its warehouses are ${known}.`,
  noWarehouse: 'The product keeps no stock there.',
});
