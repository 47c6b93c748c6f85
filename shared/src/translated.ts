import type { Language } from './language.ts';

/**
 * Content in the shop's two languages (docs/decisions/049-content-in-two-languages.md): a
 * product's, category's, collection's or blog post's English fields stay where the spec has
 * them, and its Croatian text sits beside them in one `hr` map. A Croatian field that is missing
 * or blank is shown in English, field by field.
 */
export type Translation<F extends string> = Partial<Record<F, string>>;

/** The fields a shopper reads of each kind of content, which the `hr` map may carry. */
export const PRODUCT_TEXT = ['name', 'description', 'washingInstructions', 'colorName', 'composition', 'care', 'fitNote'] as const;
export const CATEGORY_TEXT = ['name', 'description'] as const;
export const COLLECTION_TEXT = ['name', 'description'] as const;
export const BLOG_TEXT = ['name', 'shortDescription', 'longDescription'] as const;

export type ProductText = Translation<(typeof PRODUCT_TEXT)[number]>;
export type CategoryText = Translation<(typeof CATEGORY_TEXT)[number]>;
export type CollectionText = Translation<(typeof COLLECTION_TEXT)[number]>;
export type BlogText = Translation<(typeof BLOG_TEXT)[number]>;

type WithTranslation = { hr?: Partial<Record<string, string>> | undefined };

/** The Croatian fields that hold text: a blank one is as good as none. */
function written(translation: Partial<Record<string, string>> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(translation ?? {}).filter(([, text]) => typeof text === 'string' && text.trim() !== ''),
  ) as Record<string, string>;
}

/** The item as a shopper reading `language` sees it: Croatian fields over English ones where written, the `hr` map itself left out. */
export function inLanguage<T extends WithTranslation>(item: T, language: Language): Omit<T, 'hr'> {
  const { hr, ...english } = item;
  return language === 'hr' ? { ...english, ...written(hr) } : english;
}

/** A translation as it is kept: its written fields only, or nothing at all when none is. */
export function keptTranslation<F extends string>(translation: Translation<F> | undefined): { hr?: Translation<F> } {
  const fields = written(translation);
  return Object.keys(fields).length > 0 ? { hr: fields as Translation<F> } : {};
}
