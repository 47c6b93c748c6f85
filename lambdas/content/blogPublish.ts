import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { Id } from '@shop/shared/contract/common';
import * as z from 'zod/mini';
import { tableName } from '../platform/config.ts';
import { chunks, dynamo } from '../platform/dynamo.ts';
import type { BlogListEntry, BlogPostItem } from './blogItems.ts';
import { BLOG_LIST, blogListEntryKey, blogListMetaKey, blogPostKey, contentSeedKey } from './contentKeys.ts';

/** A post as an editor (or the demo seed) hands it in. */
export const BlogPostInput = z.object({
  id: Id,
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  shortDescription: z.string().check(z.trim(), z.minLength(1), z.maxLength(600)),
  longDescription: z.string().check(z.maxLength(100_000)),
  mainImage: z.string().check(z.minLength(1), z.maxLength(500)),
  images: z.array(z.string().check(z.minLength(1), z.maxLength(500))).check(z.maxLength(30)),
  createdAt: z.iso.datetime(),
});
export type BlogPostInput = z.input<typeof BlogPostInput>;

type Item = Record<string, unknown> & { pk: string; sk: string };
const table = () => tableName('content');

async function writeItems(items: readonly Item[]): Promise<void> {
  for (const batch of chunks(items, 25)) {
    let requests: { PutRequest: { Item: Item } }[] | undefined = batch.map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; requests && requests.length > 0; attempt++) {
      if (attempt > 10) throw new Error('DynamoDB kept blog writes unprocessed');
      if (attempt > 0) await new Promise((r) => setTimeout(r, 25 * 2 ** Math.min(attempt, 6)));
      const result = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table()]: requests } }));
      requests = result.UnprocessedItems?.[table()] as typeof requests;
    }
  }
}

/** Every card of the list as it stands, by post id (a publishing path, so it may read the whole list). */
async function currentCards(): Promise<Map<string, BlogListEntry>> {
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
 * Publishes posts (new or changed): writes each post, then lays the list out again newest
 * first with these posts merged in. Reading a page stays one GetItem and one Query; the cost
 * of keeping positions dense is paid here, when a post is published, which is rare. Only the
 * positions whose card changed are written. Two editors publishing at the same moment could
 * interleave; publishing is an editor's job, done one at a time.
 */
export async function publishBlogPosts(inputs: readonly BlogPostInput[]): Promise<{ posts: number; positionsWritten: number }> {
  const posts = inputs.map((input) => BlogPostInput.parse(input));
  const before = await currentCards();
  const cards = new Map(before);
  for (const post of posts) {
    const { longDescription: _body, images: _images, ...card } = post;
    cards.set(post.id, { pk: BLOG_LIST, sk: '', ...card });
  }
  const ordered = [...cards.values()].sort(newestFirst);
  const changed: Item[] = [];
  for (const [index, card] of ordered.entries()) {
    const entry: BlogListEntry = { ...card, ...blogListEntryKey(index) };
    const old = before.get(card.id);
    const same =
      old && old.sk === entry.sk && (['name', 'shortDescription', 'mainImage', 'createdAt'] as const).every((f) => old[f] === entry[f]);
    if (!same) changed.push(entry as unknown as Item);
  }
  const postItems = posts.map((post): BlogPostItem => ({ ...blogPostKey(post.id), ...post }));
  await writeItems(postItems as unknown as Item[]);
  await writeItems(changed);
  await dynamo().send(new PutCommand({ TableName: table(), Item: { ...blogListMetaKey(), total: ordered.length } }));
  return { posts: posts.length, positionsWritten: changed.length };
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
