import { Id } from '@shop/shared/contract/common';
import { keptTranslation } from '@shop/shared/translated';
import * as z from 'zod/mini';
import type { BlogPost } from './blogItems.ts';
import type { BlogStore } from './contentStore.ts';

/** A post as an editor (or the demo seed) hands it in. */
export const BlogPostInput = z.object({
  id: Id,
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  shortDescription: z.string().check(z.trim(), z.minLength(1), z.maxLength(600)),
  longDescription: z.string().check(z.maxLength(100_000)),
  mainImage: z.string().check(z.minLength(1), z.maxLength(500)),
  images: z.array(z.string().check(z.minLength(1), z.maxLength(500))).check(z.maxLength(30)),
  createdAt: z.iso.datetime(),
  /** Its Croatian text, each field optional: what is missing is shown in English (docs/decisions/049). */
  hr: z.optional(
    z.object({
      name: z.optional(z.string().check(z.trim(), z.maxLength(200))),
      shortDescription: z.optional(z.string().check(z.trim(), z.maxLength(600))),
      longDescription: z.optional(z.string().check(z.maxLength(100_000))),
    }),
  ),
});
export type BlogPostInput = z.input<typeof BlogPostInput>;

/**
 * Publishes posts (new or changed): each is checked, then written with the list laid out again
 * newest first with these posts merged in (BlogStore.publish).
 */
export async function publishBlogPosts(
  inputs: readonly BlogPostInput[],
  blog: BlogStore,
): Promise<{ posts: number; positionsWritten: number }> {
  const posts = inputs.map((input) => BlogPostInput.parse(input));
  const { positionsWritten } = await blog.publish(posts.map(({ hr, ...post }): BlogPost => ({ ...post, ...keptTranslation(hr) })));
  return { posts: posts.length, positionsWritten };
}

/**
 * Publishes a set of posts once under a seed name: a second call with the same name changes
 * nothing, so a restart never overwrites what an editor changed since.
 */
export async function seedBlog(name: string, posts: readonly BlogPostInput[], blog: BlogStore): Promise<{ seeded: boolean }> {
  if (await blog.seeded(name)) return { seeded: false };
  await publishBlogPosts(posts, blog);
  await blog.markSeeded(name, { at: new Date().toISOString(), posts: posts.length });
  return { seeded: true };
}
