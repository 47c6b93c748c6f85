import type { CatalogueIn } from '../messages.ts';
import { croatianCount } from '../messageTranslation.ts';
import { WISHLIST_MAX, type WISHLIST_MESSAGES } from './wishlistMessages.ts';

/** The wishlist's texts in Croatian, key by key with wishlistMessages.ts. */
export const WISHLIST_MESSAGES_IN_CROATIAN: CatalogueIn<typeof WISHLIST_MESSAGES> = {
  full: `Na Vašem je popisu želja već ${croatianCount(WISHLIST_MAX, { one: 'proizvod', few: 'proizvoda', other: 'proizvoda' })}. Uklonite jedan kako biste spremili drugi.`,
  failed: 'Vaš se popis želja nije mogao promijeniti. Pokušajte ponovno.',
};
