import type { Blog, BlogSummary } from '@shop/shared/contract/content';
import type { Language } from '@shop/shared/language';
import { type BlogText, inLanguage, keptTranslation } from '@shop/shared/translated';

/** A blog post as stored under `B#<id>`. */
export interface BlogPostItem {
  pk: string;
  sk: string;
  id: string;
  name: string;
  shortDescription: string;
  /** Simple HTML as the editor wrote it; the SPA shows only an allowlist of it, never as markup. */
  longDescription: string;
  mainImage: string;
  images: string[];
  /** ISO 8601. */
  createdAt: string;
  /** Its Croatian text, field by field; what is missing is shown in English (docs/decisions/049). */
  hr?: BlogText;
}

/** A post before it has its key: what publishing hands the store. */
export type BlogPost = Omit<BlogPostItem, 'pk' | 'sk'>;

/** A card of the blog list as stored at its position: what a list page shows, no more. */
export interface BlogListEntry {
  pk: string;
  sk: string;
  id: string;
  name: string;
  shortDescription: string;
  mainImage: string;
  createdAt: string;
  /** The card's Croatian name and short description, when the post has them. */
  hr?: Pick<BlogText, 'name' | 'shortDescription'>;
}

/** A card before it has its position. */
export type BlogCard = Omit<BlogListEntry, 'pk' | 'sk'>;

/** The card of a post: its list page's fields, and their Croatian where written. */
export function blogCard({ longDescription: _body, images: _images, hr, ...card }: BlogPost): BlogCard {
  return { ...card, ...keptTranslation({ name: hr?.name, shortDescription: hr?.shortDescription }) };
}

/** The blog list's order: newest first, and by id between posts of the same instant. */
export const newestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id);

/** A card of the blog list in the reader's language. */
export function blogSummaryView(item: BlogListEntry | BlogPostItem, language: Language): BlogSummary {
  const text = inLanguage(item, language);
  return {
    id: item.id,
    name: text.name,
    shortDescription: text.shortDescription,
    mainImage: item.mainImage,
    meta: { createdAt: item.createdAt },
  };
}

/** A blog post in the reader's language. */
export function blogView(item: BlogPostItem, language: Language): Blog {
  return { ...blogSummaryView(item, language), longDescription: inLanguage(item, language).longDescription, images: item.images };
}
