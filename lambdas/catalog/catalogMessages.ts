/** What the catalog's routes answer, in English: codes `catalog.*` (catalogMessagesInCroatian.ts has the Croatian). */
export const CATALOG_MESSAGES = {
  noSuchProduct: 'There is no such product.',
  noSuchCollection: 'There is no such collection.',
  noSuchCategory: 'There is no such category.',
  categoryOrCollection: 'Choose a category or a collection, not both.',
  filtersNeedAList: 'Filters and sorting apply to a category, a collection or a search by name.',
  filtersNotYet: 'Filters are not available for this listing yet; please try again shortly.',
  searchTooShort: ({ min }: { min: number }) => `Search for at least ${min} characters.`,
} as const;
