import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { randomId } from '../platform/ids.ts';
import { newOutboxRecord } from '../platform/outbox.ts';
import type { AccountMail } from './accountMail.ts';

/** Puts an account email in the customers table's outbox: one PutItem, whatever the mail and whoever the address. */
export async function queueAccountMail(mail: AccountMail, now: Date): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName('customers'),
      Item: newOutboxRecord(randomId(), mail, now.toISOString()),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}
