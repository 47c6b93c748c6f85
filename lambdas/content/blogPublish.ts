import { BatchWriteCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { Id } from '@shop/shared/contract/common';
import { keptTranslation } from '@shop/shared/translated';
import { isDeepStrictEqual } from 'node:util';
import * as z from 'zod/mini';
import { tableName } from '../platform/config.ts';
import { chunks, dynamo } from '../platform/dynamo.ts';
import type { BlogListEntry, BlogPostItem } from './blogItems.ts';
import { BLOG_LIST, blogListEntryKey, blogListMetaKey, blogPosition, blogPostKey, contentSeedKey } from './contentKeys.ts';

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

type Item = Record<string, unknown> & { pk: string; sk: string };
const table = () => tableName('content');

type WriteRequest = { PutRequest: { Item: Item } } | { DeleteRequest: { Key: { pk: string; sk: string } } };

async function writeItems(items: readonly Item[], deletes: readonly { pk: string; sk: string }[] = []): Promise<void> {
  const all: WriteRequest[] = [...items.map((Item) => ({ PutRequest: { Item } })), ...deletes.map((Key) => ({ DeleteRequest: { Key } }))];
  for (const batch of chunks(all, 25)) {
    let requests: WriteRequest[] | undefined = batch;
    for (let attempt = 0; requests && requests.length > 0; attempt++) {
      if (attempt > 10) throw new Error('DynamoDB kept blog writes unprocessed');
      if (attempt > 0) await new Promise((r) => setTimeout(r, 25 * 2 ** Math.min(attempt, 6)));
      const result = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table()]: requests } }));
      requests = result.UnprocessedItems?.[table()] as typeof requests;
    }
  }
}

/** Every card of the list as it stands, by post id (a publishing path, so it may read the whole list). */
export async function currentCards(): Promise<Map<string, BlogListEntry>> {
  const cards = new Map<string, BlogListEntry>();
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND sk > :meta',
        ExpressionAttributeValues: { ':pk': BLOG_LIST, ':meta': '#' },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of (page.Items ?? []) as BlogListEntry[]) cards.set(item.id, item);
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return cards;
}

const newestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id);

/**
 * Lays the list out again newest first, as `cards` says it should be: only the positions whose
 * card changed are written, and positions past the new end (a post that left) are deleted.
 */
async function layOutList(before: Map<string, BlogListEntry>, cards: Map<string, BlogListEntry>): Promise<number> {
  const ordered = [...cards.values()].sort(newestFirst);
  const changed: Item[] = [];
  for (const [index, card] of ordered.entries()) {
    const entry: BlogListEntry = { ...card, ...blogListEntryKey(index) };
    const old = before.get(card.id);
    const same =
      old &&
      old.sk === entry.sk &&
      (['name', 'shortDescription', 'mainImage', 'createdAt'] as const).every((f) => old[f] === entry[f]) &&
      isDeepStrictEqual(old.hr, entry.hr);
    if (!same) changed.push(entry as unknown as Item);
  }
  const end = blogPosition(ordered.length);
  const beyond = [...before.values()].filter((card) => card.sk >= end).map(({ pk, sk }) => ({ pk, sk }));
  await writeItems(changed, beyond);
  await dynamo().send(new PutCommand({ TableName: table(), Item: { ...blogListMetaKey(), total: ordered.length } }));
  return changed.length;
}

/**
 * Publishes posts (new or changed): writes each post, then lays the list out again newest
 * first with these posts merged in. Reading a page stays one GetItem and one Query; the cost
 * of keeping positions dense is paid here, when a post is published, which is rare. Two
 * editors publishing at the same moment could interleave; publishing is an editor's job, done
 * one at a time.
 */
export async function publishBlogPosts(inputs: readonly BlogPostInput[]): Promise<{ posts: number; positionsWritten: number }> {
  const posts = inputs.map((input) => BlogPostInput.parse(input));
  const before = await currentCards();
  const cards = new Map(before);
  for (const post of posts) {
    const { longDescription: _body, images: _images, hr, ...card } = post;
    cards.set(post.id, { pk: BLOG_LIST, sk: '', ...card, ...keptTranslation({ name: hr?.name, shortDescription: hr?.shortDescription }) });
  }
  const postItems = posts.map(({ hr, ...post }): BlogPostItem => ({ ...blogPostKey(post.id), ...post, ...keptTranslation(hr) }));
  await writeItems(postItems as unknown as Item[]);
  const positionsWritten = await layOutList(before, cards);
  return { posts: posts.length, positionsWritten };
}

/**
 * Takes a post off the shop: its card leaves the list (the posts after it move up), then the
 * post itself is deleted, so its address answers 404 and the content stream removes its page
 * and its line of the sitemap. Whoever keeps the text (the blog desk) keeps it before this.
 */
export async function unpublishBlogPost(id: string): Promise<{ positionsWritten: number }> {
  const before = await currentCards();
  const cards = new Map(before);
  cards.delete(id);
  const positionsWritten = await layOutList(before, cards);
  await dynamo().send(new DeleteCommand({ TableName: table(), Key: blogPostKey(id) }));
  return { positionsWritten };
}

/**
 * Publishes a set of posts once under a seed name: a second call with the same name changes
 * nothing, so a restart never overwrites what an editor changed since.
 */
export async function seedBlog(name: string, posts: readonly BlogPostInput[]): Promise<{ seeded: boolean }> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: contentSeedKey(name) }));
  if (Item) return { seeded: false };
  await publishBlogPosts(posts);
  await dynamo().send(
    new PutCommand({ TableName: table(), Item: { ...contentSeedKey(name), at: new Date().toISOString(), posts: posts.length } }),
  );
  return { seeded: true };
}
