import * as z from 'zod/mini';
import { Id } from './common.ts';

/** The back office's blog desk (docs/decisions/043-blog-and-catalog-order-desks.md). */

export type BlogPostStatus = 'draft' | 'published';

const ImagePath = z.string('An image path is required.').check(
  z.trim(),
  z.minLength(1, 'An image path is required.'),
  z.maxLength(500, 'At most 500 characters.'),
  z.refine((value) => /^[A-Za-z0-9_./-]+$/.test(value) && !value.includes('..'), 'A path in the shop’s images, such as blog/spring-1.jpg.'),
);

/** POST /api/admin/blog: a new post (`isNew`) or a post saved again; a published post shows the change at once. */
export const BlogPostSave = z.object({
  id: Id,
  isNew: z._default(z.boolean(), false),
  name: z
    .string('The title is required.')
    .check(z.trim(), z.minLength(1, 'The title is required.'), z.maxLength(200, 'At most 200 characters.')),
  shortDescription: z
    .string('The summary is required.')
    .check(z.trim(), z.minLength(1, 'The summary is required.'), z.maxLength(600, 'At most 600 characters.')),
  markdown: z
    .string('The text is required.')
    .check(z.minLength(1, 'The text is required.'), z.maxLength(100_000, 'At most 100,000 characters.')),
  mainImage: ImagePath,
  images: z._default(z.array(ImagePath).check(z.maxLength(30, 'At most 30 images.')), []),
  /** The Croatian title, summary and text, each optional: the shop shows the English one where one is missing (docs/decisions/049). */
  hr: z.optional(
    z.object({
      name: z.optional(z.string().check(z.trim(), z.maxLength(200, 'At most 200 characters.'))),
      shortDescription: z.optional(z.string().check(z.trim(), z.maxLength(600, 'At most 600 characters.'))),
      markdown: z.optional(z.string().check(z.maxLength(100_000, 'At most 100,000 characters.'))),
    }),
  ),
});
export type BlogPostSave = z.infer<typeof BlogPostSave>;

/** A row of the desk's list: drafts and published posts, most recently changed first. */
export interface AdminBlogRow {
  id: string;
  name: string;
  status: BlogPostStatus;
  /** When it was first published (the date the shop shows), if it ever was. */
  createdAt?: string;
  updatedAt?: string;
}

/** GET /api/admin/blog/{id}: the post as the desk edits it. */
export interface AdminBlogPost extends AdminBlogRow {
  shortDescription: string;
  markdown: string;
  mainImage: string;
  images: string[];
  /** The Croatian title, summary and text, where written. */
  hr?: { name?: string; shortDescription?: string; markdown?: string };
}
