import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminBlogPost, AdminBlogRow, BlogPostSave } from '@shop/shared/contract/adminBlog';
import { markdownToHtml } from '@shop/shared/blogMarkdown';
import { keptTranslation } from '@shop/shared/translated';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { badRequest, conflict, notFound } from '../platform/errors.ts';
import type { BlogPostItem } from './blogItems.ts';
import { currentCards, publishBlogPosts, unpublishBlogPost } from './blogPublish.ts';
import { getBlogPost } from './blogStore.ts';
import { BLOG_DESK, blogDeskKey } from './contentKeys.ts';

/**
 * The blog desk (docs/decisions/043-blog-and-catalog-order-desks.md): every post the desk knows
 * is kept under `BD` with its Markdown, draft or published; publishing writes the post as the
 * shop reads it (`B#<id>`, its HTML made from the Markdown, and its card in the list), and
 * unpublishing deletes that again. The shop never reads `BD`, so a draft reaches nobody.
 */
const table = () => tableName('content');

interface BlogDeskItem extends AdminBlogPost {
  pk: string;
  sk: string;
  updatedAt: string;
}

export const NO_POST = 'There is no such blog post.';

const deskView = ({ pk: _pk, sk: _sk, ...post }: BlogDeskItem): AdminBlogPost => post;

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

async function getDeskItem(id: string): Promise<BlogDeskItem | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: blogDeskKey(id) }));
  return Item as BlogDeskItem | undefined;
}

/** The post as the desk edits it: its desk copy, or the published post if the desk never had it. */
export async function getDeskPost(id: string): Promise<AdminBlogPost | undefined> {
  const item = await getDeskItem(id);
  if (item) return deskView(item);
  const published = await getBlogPost(id);
  return published ? fromPublished(published) : undefined;
}

/**
 * Every post, drafts and published, most recently changed first. The desk's partition and the
 * list's cards are each one small partition (a shop's blog is tens or hundreds of posts), read
 * whole by Query; no Scan.
 */
export async function listDeskPosts(): Promise<AdminBlogRow[]> {
  const rows = new Map<string, AdminBlogRow>();
  for (const card of (await currentCards()).values())
    rows.set(card.id, { id: card.id, name: card.name, status: 'published', createdAt: card.createdAt });
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': BLOG_DESK },
        ProjectionExpression: 'id, #name, #status, createdAt, updatedAt',
        ExpressionAttributeNames: { '#name': 'name', '#status': 'status' },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of (page.Items ?? []) as AdminBlogRow[]) rows.set(item.id, item);
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  const when = (row: AdminBlogRow) => row.updatedAt ?? row.createdAt ?? '';
  return [...rows.values()].sort((a, b) => when(b).localeCompare(when(a)) || a.id.localeCompare(b.id));
}

async function putDeskItem(post: AdminBlogPost, now: Date): Promise<AdminBlogPost> {
  const item: BlogDeskItem = { ...blogDeskKey(post.id), ...post, updatedAt: now.toISOString() };
  await dynamo().send(new PutCommand({ TableName: table(), Item: item }));
  return deskView(item);
}

/** The most HTML a published post keeps (blogPublish's BlogPostInput). */
const HTML_LIMIT = 100_000;

/** The HTML publishing makes of the Markdown; refused before anything is written when the shop could not keep it. */
function htmlOf(markdown: string, field = 'markdown'): string {
  const html = markdownToHtml(markdown);
  if (html.length > HTML_LIMIT)
    throw badRequest('The text is too long for one post.', {
      [field]: `The text makes ${html.length.toLocaleString('en')} characters of HTML; a post keeps at most ${HTML_LIMIT.toLocaleString('en')}.`,
    });
  return html;
}

/** The post as the shop shows it: the HTML made from the Markdown (the shop sifts it through its allowlist when it draws it). */
async function publish(post: AdminBlogPost, createdAt: string): Promise<void> {
  const hr = post.hr;
  await publishBlogPosts([
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
  ]);
}

export interface DeskChange {
  before: AdminBlogPost | null;
  after: AdminBlogPost;
}

/** Writes a new post as a draft, or saves a post again; a published post shows the change in the shop at once. */
export async function saveDeskPost(input: BlogPostSave, now: Date): Promise<DeskChange> {
  // A draft too: what is saved can always be published.
  htmlOf(input.markdown);
  if (input.hr?.markdown?.trim()) htmlOf(input.hr.markdown, 'hr.markdown');
  const before = (await getDeskPost(input.id)) ?? null;
  if (input.isNew && before) throw conflict('A post with this address exists already: choose another.', { id: 'This address is taken.' });
  if (!input.isNew && !before) throw notFound(NO_POST);
  const { isNew: _isNew, hr, ...english } = input;
  const fields = { ...english, ...keptTranslation(hr) };
  const status = before?.status ?? 'draft';
  const post: AdminBlogPost = { ...fields, status, ...(before?.createdAt ? { createdAt: before.createdAt } : {}) };
  // The text is kept first: should publishing fail, saving again publishes it.
  const after = await putDeskItem(post, now);
  if (status === 'published') await publish(post, post.createdAt ?? now.toISOString());
  return { before, after };
}

/** Puts a post in the shop: on /blog, its page and the sitemap (the content stream draws them). */
export async function publishDeskPost(id: string, now: Date): Promise<DeskChange> {
  const before = await getDeskPost(id);
  if (!before) throw notFound(NO_POST);
  if (before.status === 'published') throw conflict('The post is published already.');
  // The date the shop shows is the first publication's; publishing again after a pause keeps it.
  const createdAt = before.createdAt ?? now.toISOString();
  await publish(before, createdAt);
  return { before, after: await putDeskItem({ ...before, status: 'published', createdAt }, now) };
}

/** Takes a post off the shop; the desk keeps it as a draft. */
export async function unpublishDeskPost(id: string, now: Date): Promise<DeskChange> {
  const before = await getDeskPost(id);
  if (!before) throw notFound(NO_POST);
  if (before.status !== 'published') throw conflict('The post is not published.');
  // The desk's copy first, so the text is never only in what is about to be deleted.
  const after = await putDeskItem({ ...before, status: 'draft' }, now);
  await unpublishBlogPost(id);
  return { before, after };
}
