import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import type { BlogListEntry, BlogPostItem } from './blogItems.ts';
import { BLOG_LIST, BLOG_POSITION_WIDTH, blogListMetaKey, blogPosition, blogPostKey } from './contentKeys.ts';

/** Reads of the blog: a GetItem for a post, a GetItem and one Query for a list page. */
const table = () => tableName('content');

export async function getBlogPost(id: string): Promise<BlogPostItem | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: blogPostKey(id) }));
  return Item as BlogPostItem | undefined;
}

/** The cards at positions [page·size, page·size + size), newest first, and the total. */
export async function getBlogPage(page: number, size: number): Promise<{ entries: BlogListEntry[]; total: number }> {
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
}
