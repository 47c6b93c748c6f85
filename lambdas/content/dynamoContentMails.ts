import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { randomId } from '../platform/ids.ts';
import { newOutboxRecord } from '../platform/outbox.ts';
import type { QueueContentMail } from './contentMail.ts';

/** Puts a content mail in the content table's outbox: one PutItem, whatever the mail. */
export const queueContentMail: QueueContentMail = async (mail, now) => {
  await dynamo().send(
    new PutCommand({
      TableName: tableName('content'),
      Item: newOutboxRecord(randomId(), mail, now.toISOString()),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
};
