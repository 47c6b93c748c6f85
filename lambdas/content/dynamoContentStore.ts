import { isDeepStrictEqual } from 'node:util';
import { BatchWriteCommand, DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../platform/config.ts';
import { chunks, dynamo, isConditionFailure } from '../platform/dynamo.ts';
import { type BlogCard, type BlogListEntry, blogCard, newestFirst } from './blogItems.ts';
import type { ContactMessageItem } from './contactMessage.ts';
import {
  blogDeskKey,
  blogListEntryKey,
  blogListMetaKey,
  blogPosition,
  blogPostKey,
  contentSeedKey,
  messageKey,
  newsletterTokenKey,
  subscriberKey,
} from './contentKeys.ts';
import type { BlogStore, InboxStore, NewsletterStore } from './contentStore.ts';
import { type BlogDeskItem, deskView, dynamoBlogReader, dynamoInboxReader, dynamoNewsletterReader } from './dynamoContentReader.ts';
import { NEWSLETTER_FEED, type NewsletterTokenItem, type SubscriberItem } from './newsletterItems.ts';

/** The blog, the newsletter and the contact messages in the content table, read and written (contentKeys.ts). */

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

const cardsById = async () => new Map((await dynamoBlogReader.cards()).map((card) => [card.id, card]));

/**
 * Lays the list out again newest first, as `cards` says it should be: only the positions whose
 * card changed are written, and positions past the new end (a post that left) are deleted. The
 * cost of keeping positions dense is paid here, when a post is published, which is rare, so
 * reading a page stays one GetItem and one Query. Two editors publishing at the same moment
 * could interleave; publishing is an editor's job, done one at a time.
 */
async function layOutList(before: Map<string, BlogListEntry>, cards: Map<string, BlogCard>): Promise<number> {
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

export const dynamoBlogStore: BlogStore = {
  ...dynamoBlogReader,

  async publish(posts) {
    const before = await cardsById();
    const cards = new Map<string, BlogCard>(before);
    for (const post of posts) cards.set(post.id, blogCard(post));
    await writeItems(posts.map((post) => ({ ...blogPostKey(post.id), ...post })));
    return { positionsWritten: await layOutList(before, cards) };
  },

  /** The card first, then the post: its address answers 404 and the content stream removes its page and its line of the sitemap. */
  async unpublish(id) {
    const before = await cardsById();
    const cards = new Map<string, BlogCard>(before);
    cards.delete(id);
    const positionsWritten = await layOutList(before, cards);
    await dynamo().send(new DeleteCommand({ TableName: table(), Key: blogPostKey(id) }));
    return { positionsWritten };
  },

  async keepDeskPost(post, at) {
    const item: BlogDeskItem = { ...blogDeskKey(post.id), ...post, updatedAt: at.toISOString() };
    await dynamo().send(new PutCommand({ TableName: table(), Item: item }));
    return deskView(item);
  },

  async markSeeded(name, mark) {
    await dynamo().send(new PutCommand({ TableName: table(), Item: { ...contentSeedKey(name), ...mark } }));
  },
};

/** Runs a conditional write: its answer, or undefined when its condition failed. */
async function unlessChanged<T>(write: () => Promise<T>): Promise<T | undefined> {
  try {
    return await write();
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

export const dynamoNewsletterStore: NewsletterStore = {
  ...dynamoNewsletterReader,

  async requestSubscription(email, { at, expiresAt, language }) {
    const written = await unlessChanged(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: subscriberKey(email),
          UpdateExpression:
            'SET email = :email, #status = :pending, updatedAt = :now, createdAt = if_not_exists(createdAt, :now), expiresAt = :expires, #language = :language',
          // Confirmed in the meantime (another tab followed the link): leave it confirmed.
          ConditionExpression: 'attribute_not_exists(pk) OR #status <> :confirmed',
          ExpressionAttributeNames: { '#status': 'status', '#language': 'language' },
          ExpressionAttributeValues: {
            ':language': language,
            ':email': email,
            ':pending': 'PENDING',
            ':confirmed': 'CONFIRMED',
            ':now': at.toISOString(),
            ':expires': expiresAt,
          },
        }),
      ),
    );
    return written ? 'pending' : 'confirmedAlready';
  },

  async keepLink(tokenHash, link) {
    const item: NewsletterTokenItem = { ...newsletterTokenKey(tokenHash), ...link };
    await dynamo().send(new PutCommand({ TableName: table(), Item: item }));
  },

  async confirm(email, { at, unsubscribeToken }) {
    const confirmed = await unlessChanged(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: subscriberKey(email),
          UpdateExpression:
            // feedKey: the back office's list of confirmed subscribers (docs/decisions/042).
            'SET #status = :confirmed, confirmedAt = :now, updatedAt = :now, unsubscribeToken = if_not_exists(unsubscribeToken, :token), feedKey = :feed REMOVE expiresAt',
          ConditionExpression: '#status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':confirmed': 'CONFIRMED',
            ':pending': 'PENDING',
            ':now': at.toISOString(),
            ':token': unsubscribeToken,
            ':feed': NEWSLETTER_FEED,
          },
          ReturnValues: 'ALL_NEW',
        }),
      ),
    );
    return confirmed ? (confirmed.Attributes as SubscriberItem) : 'notPending';
  },

  async unsubscribe(email, at) {
    const written = await unlessChanged(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: subscriberKey(email),
          UpdateExpression: 'SET #status = :unsubscribed, unsubscribedAt = :now, updatedAt = :now REMOVE feedKey',
          ConditionExpression: '#status = :confirmed',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':unsubscribed': 'UNSUBSCRIBED', ':confirmed': 'CONFIRMED', ':now': at.toISOString() },
        }),
      ),
    );
    return written ? 'unsubscribed' : 'notConfirmed';
  },
};

export const dynamoInboxStore: InboxStore = {
  ...dynamoInboxReader,

  async keep(message) {
    const item: ContactMessageItem = { ...messageKey(message), ...message };
    await dynamo().send(new PutCommand({ TableName: table(), Item: item }));
  },

  async markForwarded(ref, at) {
    // A message taken back in between (its sender's data erased) stays gone: no item of a mark alone.
    await unlessChanged(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: messageKey(ref),
          UpdateExpression: 'SET forwardedAt = :at',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':at': at.toISOString() },
        }),
      ),
    );
  },

  async markHandled(ref, handled) {
    const marked = await unlessChanged(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: messageKey(ref),
          UpdateExpression: 'SET handled = :handled',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(handled)',
          ExpressionAttributeValues: { ':handled': handled },
          ReturnValues: 'ALL_OLD',
        }),
      ),
    );
    return marked ? (marked.Attributes as ContactMessageItem) : 'notOpen';
  },
};
