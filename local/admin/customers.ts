import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../lambdas/platform/config.ts';
import { dynamo, isConditionFailure } from '../../lambdas/platform/dynamo.ts';
import { defineCommand, positionals } from './command.ts';
import { scanPages } from './operatorScan.ts';

/**
 * `customers forget-unconsented-baby`: the expected-baby answer and due date are health data
 * (GDPR Art. 9), kept only with the explicit consent asked since docs/decisions/059. Accounts
 * that gave them before the consent was asked still hold them, hidden from the profile; this
 * removes them, once, after the deploy that brought the consent.
 */
export async function forgetUnconsentedBabyData(): Promise<number> {
  let forgotten = 0;
  for await (const page of scanPages('customers', {
    filter:
      'begins_with(pk, :account) AND (attribute_exists(expectingBaby) OR attribute_exists(expectingBabyDate)) AND attribute_not_exists(expectingBabyConsentAt)',
    values: { ':account': 'U#' },
  })) {
    for (const item of page) {
      try {
        await dynamo().send(
          new UpdateCommand({
            TableName: tableName('customers'),
            Key: { pk: item.pk, sk: item.sk },
            UpdateExpression: 'REMOVE expectingBaby, expectingBabyDate',
            // A customer who consents in the meantime keeps what she consented to.
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(expectingBabyConsentAt)',
          }),
        );
        forgotten++;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }
  }
  return forgotten;
}

export const customerCommands = [
  defineCommand({
    group: 'customers',
    name: 'forget-unconsented-baby',
    summary: 'remove expected-baby data kept without its consent (once, after the consent was introduced)',
    usage: 'customers forget-unconsented-baby',
    description: `
Removes "I am expecting a baby" and the due date from every account that holds them without
the explicit consent the shop asks since decision 059 (GDPR Art. 9): answers given before the
consent was asked. The profile already hides them; this deletes them. Safe to run again: an
account with the consent keeps its data.`,
    parse({ positionals: words }, problems) {
      positionals(words, [], problems);
      return {};
    },
    async run(_input, { io }) {
      const forgotten = await forgetUnconsentedBabyData();
      io.out(`Removed the expected-baby data of ${forgotten} account${forgotten === 1 ? '' : 's'} that had not consented.`);
    },
  }),
];
