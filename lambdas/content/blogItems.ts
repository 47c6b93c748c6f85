import type { Blog, BlogSummary } from '@shop/shared/contract/content';

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
}

/** A card of the blog list as stored at its position: what a list page shows, no more. */
export interface BlogListEntry {
  pk: string;
  sk: string;
  id: string;
  name: string;
  shortDescription: string;
  mainImage: string;
  createdAt: string;
}

export const blogSummaryView = (item: BlogListEntry | BlogPostItem): BlogSummary => ({
  id: item.id,
  name: item.name,
  shortDescription: item.shortDescription,
  mainImage: item.mainImage,
  meta: { createdAt: item.createdAt },
});

export const blogView = (item: BlogPostItem): Blog => ({
  ...blogSummaryView(item),
  longDescription: item.longDescription,
  images: item.images,
});
