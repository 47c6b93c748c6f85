import type { CatalogueIn } from '@shop/shared/messages';
import { characters } from '@shop/shared/messageTranslation';
import type { CATALOG_MESSAGES } from './catalogMessages.ts';

/** The catalog's answers in Croatian, key by key with catalogMessages.ts. */
export const CATALOG_MESSAGES_IN_CROATIAN: CatalogueIn<typeof CATALOG_MESSAGES> = {
  noSuchProduct: 'Taj proizvod ne postoji.',
  noSuchCollection: 'Ta kolekcija ne postoji.',
  noSuchCategory: 'Ta kategorija ne postoji.',
  categoryOrCollection: 'Odaberite kategoriju ili kolekciju, ne oboje.',
  filtersNeedAList: 'Filtri i poredak primjenjuju se na kategoriju, kolekciju ili pretraživanje po nazivu.',
  filtersNotYet: 'Filtri za ovaj popis još nisu dostupni; pokušajte ponovno uskoro.',
  searchTooShort: ({ min }) => `Upišite barem ${characters(min)}.`,
};
