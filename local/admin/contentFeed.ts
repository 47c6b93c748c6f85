import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { NEWSLETTER_FEED } from '../../lambdas/content/newsletterItems.ts';
import { tableName } from '../../lambdas/platform/config.ts';
import { dynamo, isConditionFailure } from '../../lambdas/platform/dynamo.ts';
import { REVIEW_FEED } from '../../lambdas/reviews/reviewKeys.ts';
import { defineCommand, positionals } from './command.ts';
import { scanPages } from './operatorScan.ts';

/**
 * `content feed`: reviews and confirmed subscribers kept from before the back office's lists
 * (docs/decisions/042) are given the `feedKey` those lists read them by, through the content
 * table's byFeed index. What the shop writes since carries it already.
 */
export async function backfillFeed(options: { dryRun: boolean }): Promise<{ reviews: number; subscribers: number }> {
  const done = { reviews: 0, subscribers: 0 };
  for await (const page of scanPages('content', {
    filter:
      'attribute_not_exists(feedKey) AND ((begins_with(pk, :review) AND sk BETWEEN :first AND :last) OR (begins_with(pk, :subscriber) AND #status = :confirmed))',
    names: { '#status': 'status' },
    values: { ':review': 'R#', ':first': '000000', ':last': '999999', ':subscriber': 'NL#', ':confirmed': 'CONFIRMED' },
  })) {
    for (const item of page) {
      const review = String(item.pk).startsWith('R#');
      if (!options.dryRun) {
        try {
          await dynamo().send(
            new UpdateCommand({
              TableName: tableName('content'),
              Key: { pk: item.pk, sk: item.sk },
              UpdateExpression: 'SET feedKey = :feed',
              // A subscriber who unsubscribed meanwhile stays out of the list.
              ConditionExpression: review ? 'attribute_exists(pk)' : '#status = :confirmed',
              ...(review ? {} : { ExpressionAttributeNames: { '#status': 'status' } }),
              ExpressionAttributeValues: {
                ':feed': review ? REVIEW_FEED : NEWSLETTER_FEED,
                ...(review ? {} : { ':confirmed': 'CONFIRMED' }),
              },
            }),
          );
        } catch (error) {
          if (isConditionFailure(error)) continue;
          throw error;
        }
      }
      done[review ? 'reviews' : 'subscribers']++;
    }
  }
  return done;
}

export const contentFeedCommands = [
  defineCommand({
    group: 'content',
    name: 'feed',
    summary: 'put older reviews and subscribers on the back office’s lists',
    usage: 'content feed [--dry-run]',
    description: `
Gives the reviews and confirmed newsletter subscribers kept from before the back office's
Reviews and Newsletter desks the key those lists read them by (docs/decisions/042). Run it once
after deploying that version; safe to repeat and while the shop sells. Reads the content table
in pages (a Scan) and writes only what lacks the key.`,
    options: { 'dry-run': { type: 'boolean', description: 'count what would be written, write nothing' } },
    examples: ['content feed --dry-run', 'content feed'],
    parse({ positionals: words, values }, problems) {
      positionals(words, [], problems);
      return { dryRun: values['dry-run'] === true };
    },
    async run({ dryRun }, { io }) {
      const done = await backfillFeed({ dryRun });
      io.out(
        `${done.reviews} review${done.reviews === 1 ? '' : 's'} and ${done.subscribers} subscriber${done.subscribers === 1 ? '' : 's'} ${
          dryRun ? 'to be put' : 'put'
        } on the back office's lists.`,
      );
    },
  }),
];
