import { GetCommand, QueryCommand, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { AdminBlogPost, AdminBlogRow } from '@shop/shared/contract/adminBlog';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import type { BlogListEntry, BlogPostItem } from './blogItems.ts';
import type { ContactMessageItem } from './contactMessage.ts';
import {
  BLOG_DESK,
  BLOG_LIST,
  BLOG_POSITION_WIDTH,
  blogDeskKey,
  blogListMetaKey,
  blogPosition,
  blogPostKey,
  contactMessageKey,
  contentSeedKey,
  messageKey,
  newsletterTokenKey,
  subscriberKey,
} from './contentKeys.ts';
import type { BlogReader, InboxReader, NewsletterReader } from './contentStore.ts';
import { NEWSLETTER_FEED, type NewsletterTokenItem, type SubscriberItem } from './newsletterItems.ts';

/**
 * The blog, the newsletter and the contact messages in the content table, read (key layout in
 * contentKeys.ts); the writes are dynamoContentStore.ts's. Each reader is an object of its own, so
 * a function that reads only the blog bundles only the blog's reads.
 */

const table = () => tableName('content');

/**
 * A Query's items, page after page, until there are no more or `enough` says so. The query is
 * handed to the command as it is (so lambdas/uses.test.ts sees which table it reads) and pages on
 * by its own ExclusiveStartKey: each caller gives a query of its own.
 */
async function queryPages<T>(query: QueryCommandInput, enough: (found: readonly T[]) => boolean = () => false): Promise<T[]> {
  const found: T[] = [];
  do {
    const page: QueryCommandOutput = await dynamo().send(new QueryCommand(query));
    found.push(...((page.Items ?? []) as T[]));
    query.ExclusiveStartKey = page.LastEvaluatedKey;
  } while (query.ExclusiveStartKey && !enough(found));
  return found;
}

/** The desk's copy of a post as the table keeps it. */
export interface BlogDeskItem extends AdminBlogPost {
  pk: string;
  sk: string;
  updatedAt: string;
}

export const deskView = ({ pk: _pk, sk: _sk, ...post }: BlogDeskItem): AdminBlogPost => post;

export const dynamoBlogReader: BlogReader = {
  async post(id) {
    const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: blogPostKey(id) }));
    return Item as BlogPostItem | undefined;
  },

  /** A GetItem of the total and one Query on a key range, whatever the page. */
  async page(page, size) {
    const first = page * size;
    // Past the widest position there is nothing to read (and a wider number would not sort).
    const beyondList = first >= 10 ** BLOG_POSITION_WIDTH;
    const [meta, entries] = await Promise.all([
      dynamo().send(new GetCommand({ TableName: table(), Key: blogListMetaKey() })),
      beyondList
        ? { Items: [] }
        : dynamo().send(
            new QueryCommand({
              TableName: table(),
              KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
              ExpressionAttributeValues: {
                ':pk': BLOG_LIST,
                ':from': blogPosition(first),
                ':to': blogPosition(Math.min(first + size, 10 ** BLOG_POSITION_WIDTH) - 1),
              },
            }),
          ),
    ]);
    return { entries: (entries.Items ?? []) as BlogListEntry[], total: Number(meta.Item?.total ?? 0) };
  },

  cards: () =>
    queryPages<BlogListEntry>({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND sk > :meta',
      ExpressionAttributeValues: { ':pk': BLOG_LIST, ':meta': '#' },
    }),

  async deskPost(id) {
    const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: blogDeskKey(id) }));
    return Item && deskView(Item as BlogDeskItem);
  },

  /** The desk's partition is small (a shop's blog is tens or hundreds of posts), read whole by Query; no Scan. */
  deskRows: () =>
    queryPages<AdminBlogRow>({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': BLOG_DESK },
      ProjectionExpression: 'id, #name, #status, createdAt, updatedAt',
      ExpressionAttributeNames: { '#name': 'name', '#status': 'status' },
    }),

  async seeded(name) {
    const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: contentSeedKey(name) }));
    return Item !== undefined;
  },
};

async function consistentGet<T>(key: { pk: string; sk: string }): Promise<T | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: key, ConsistentRead: true }));
  return Item as T | undefined;
}

export const dynamoNewsletterReader: NewsletterReader = {
  subscriber: (email) => consistentGet<SubscriberItem>(subscriberKey(email)),
  link: (tokenHash) => consistentGet<NewsletterTokenItem>(newsletterTokenKey(tokenHash)),
  /** Through the content table's byFeed index: a confirmation sets `feedKey`, unsubscribing removes it. */
  listed: () =>
    queryPages<SubscriberItem>({
      TableName: table(),
      IndexName: 'byFeed',
      KeyConditionExpression: 'feedKey = :feed',
      ExpressionAttributeValues: { ':feed': NEWSLETTER_FEED },
    }),
};

export const dynamoInboxReader: InboxReader = {
  /** One Query of the month's partition (`CM#<yyyy-mm>`), page by page until `limit` are found. */
  async inMonth(month, { openOnly, limit }) {
    const found = await queryPages<ContactMessageItem>(
      {
        TableName: table(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': contactMessageKey(month, '').pk },
        ...(openOnly ? { FilterExpression: 'attribute_not_exists(handled)' } : {}),
        ScanIndexForward: false,
      },
      (messages) => messages.length >= limit,
    );
    return found.slice(0, limit);
  },

  async message(ref) {
    const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: messageKey(ref) }));
    return Item as ContactMessageItem | undefined;
  },
};
