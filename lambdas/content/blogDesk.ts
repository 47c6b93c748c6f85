import type { AdminBlogPost, AdminBlogRow, BlogPostSave } from '@shop/shared/contract/adminBlog';
import { markdownToHtml } from '@shop/shared/blogMarkdown';
import { keptTranslation } from '@shop/shared/translated';
import { badRequest, conflict, notFound } from '../platform/errors.ts';
import type { BlogPostItem } from './blogItems.ts';
import { publishBlogPosts } from './blogPublish.ts';
import type { BlogReader, BlogStore } from './contentStore.ts';
import { BLOG_DESK } from './messages.ts';

/**
 * The blog desk (docs/decisions/043-blog-and-catalog-order-desks.md): every post the desk knows
 * is kept under `BD` with its Markdown, draft or published; publishing writes the post as the
 * shop reads it (`B#<id>`, its HTML made from the Markdown, and its card in the list), and
 * unpublishing deletes that again. The shop never reads `BD`, so a draft reaches nobody.
 */
export const NO_POST = BLOG_DESK.noSuchPost;

/** A post published before the desk (the demo seed, say): its HTML is its Markdown, which Markdown keeps as it is. */
const fromPublished = (post: BlogPostItem): AdminBlogPost => ({
  id: post.id,
  name: post.name,
  status: 'published',
  createdAt: post.createdAt,
  shortDescription: post.shortDescription,
  markdown: post.longDescription,
  mainImage: post.mainImage,
  images: post.images,
  ...keptTranslation({ name: post.hr?.name, shortDescription: post.hr?.shortDescription, markdown: post.hr?.longDescription }),
});

/** The post as the desk edits it: its desk copy, or the published post if the desk never had it. */
export async function getDeskPost(id: string, blog: BlogReader): Promise<AdminBlogPost | undefined> {
  const kept = await blog.deskPost(id);
  if (kept) return kept;
  const published = await blog.post(id);
  return published ? fromPublished(published) : undefined;
}

/**
 * Every post, drafts and published, most recently changed first: the list's cards (a post
 * published before the desk has no desk copy), and the desk's copies over them.
 */
export async function listDeskPosts(blog: BlogReader): Promise<AdminBlogRow[]> {
  const rows = new Map<string, AdminBlogRow>();
  for (const card of await blog.cards())
    rows.set(card.id, { id: card.id, name: card.name, status: 'published', createdAt: card.createdAt });
  for (const row of await blog.deskRows()) rows.set(row.id, row);
  const when = (row: AdminBlogRow) => row.updatedAt ?? row.createdAt ?? '';
  return [...rows.values()].sort((a, b) => when(b).localeCompare(when(a)) || a.id.localeCompare(b.id));
}

/** The most HTML a published post keeps (blogPublish's BlogPostInput). */
const HTML_LIMIT = 100_000;

/** The HTML publishing makes of the Markdown; refused before anything is written when the shop could not keep it. */
function htmlOf(markdown: string, field = 'markdown'): string {
  const html = markdownToHtml(markdown);
  if (html.length > HTML_LIMIT)
    throw badRequest(BLOG_DESK.tooLong, { [field]: BLOG_DESK.tooMuchHtml({ characters: html.length, limit: HTML_LIMIT }) });
  return html;
}

/** The post as the shop shows it: the HTML made from the Markdown (the shop sifts it through its allowlist when it draws it). */
async function publish(post: AdminBlogPost, createdAt: string, blog: BlogStore): Promise<void> {
  const hr = post.hr;
  await publishBlogPosts(
    [
      {
        id: post.id,
        name: post.name,
        shortDescription: post.shortDescription,
        longDescription: htmlOf(post.markdown),
        mainImage: post.mainImage,
        images: post.images,
        createdAt,
        ...keptTranslation({
          name: hr?.name,
          shortDescription: hr?.shortDescription,
          longDescription: hr?.markdown?.trim() ? htmlOf(hr.markdown, 'hr.markdown') : undefined,
        }),
      },
    ],
    blog,
  );
}

export interface DeskChange {
  before: AdminBlogPost | null;
  after: AdminBlogPost;
}

/** Writes a new post as a draft, or saves a post again; a published post shows the change in the shop at once. */
export async function saveDeskPost(input: BlogPostSave, now: Date, blog: BlogStore): Promise<DeskChange> {
  // A draft too: what is saved can always be published.
  htmlOf(input.markdown);
  if (input.hr?.markdown?.trim()) htmlOf(input.hr.markdown, 'hr.markdown');
  const before = (await getDeskPost(input.id, blog)) ?? null;
  if (input.isNew && before) throw conflict(BLOG_DESK.addressTaken, { id: BLOG_DESK.addressTakenField });
  if (!input.isNew && !before) throw notFound(NO_POST);
  const { isNew: _isNew, hr, ...english } = input;
  const fields = { ...english, ...keptTranslation(hr) };
  const status = before?.status ?? 'draft';
  const post: AdminBlogPost = { ...fields, status, ...(before?.createdAt ? { createdAt: before.createdAt } : {}) };
  // The text is kept first: should publishing fail, saving again publishes it.
  const after = await blog.keepDeskPost(post, now);
  if (status === 'published') await publish(post, post.createdAt ?? now.toISOString(), blog);
  return { before, after };
}

/** Puts a post in the shop: on /blog, its page and the sitemap (the content stream draws them). */
export async function publishDeskPost(id: string, now: Date, blog: BlogStore): Promise<DeskChange> {
  const before = await getDeskPost(id, blog);
  if (!before) throw notFound(NO_POST);
  if (before.status === 'published') throw conflict(BLOG_DESK.publishedAlready);
  // The date the shop shows is the first publication's; publishing again after a pause keeps it.
  const createdAt = before.createdAt ?? now.toISOString();
  await publish(before, createdAt, blog);
  return { before, after: await blog.keepDeskPost({ ...before, status: 'published', createdAt }, now) };
}

/** Takes a post off the shop; the desk keeps it as a draft. */
export async function unpublishDeskPost(id: string, now: Date, blog: BlogStore): Promise<DeskChange> {
  const before = await getDeskPost(id, blog);
  if (!before) throw notFound(NO_POST);
  if (before.status !== 'published') throw conflict(BLOG_DESK.notPublished);
  // The desk's copy first, so the text is never only in what is about to be deleted.
  const after = await blog.keepDeskPost({ ...before, status: 'draft' }, now);
  await blog.unpublish(id);
  return { before, after };
}
