import { DynamoDBClient, type TableDescription } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { fixedClock } from '../../lambdas/platform/clock.ts';
import { TABLES, type TableName } from '../../lambdas/tables.ts';
import { adminTest } from './adminTesting.ts';
import { tableCommands } from './tables.ts';

/**
 * For the tests of `tables restore / check / switch`: the commands on a mocked DynamoDB, a
 * clock that the pause between looks moves instead of waiting, and a context file of the test's.
 */
export function tablesTest(contextFile = '/nonexistent/cdk.context.json') {
  const dynamo = new DynamoDBClient({ region: 'eu-central-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  const mock = mockClient(dynamo);
  const clock = fixedClock('2026-11-22T10:00:00.000Z');
  const pauses: number[] = [];
  const commands = tableCommands({
    dynamo: () => dynamo,
    contextFile,
    pause: async (ms) => {
      pauses.push(ms);
      clock.advance(ms);
    },
  });
  return { ...adminTest({ clock, commands }), mock, clock, pauses };
}

/** A table as the data stack makes it, as DescribeTable tells of it. */
export function describedTable(name: string, table: TableName, changes: Partial<TableDescription> = {}): TableDescription {
  const def = TABLES[table];
  const key = (partition: string, sort: string) => [
    { AttributeName: partition, KeyType: 'HASH' as const },
    { AttributeName: sort, KeyType: 'RANGE' as const },
  ];
  return {
    TableName: name,
    TableArn: `arn:aws:dynamodb:eu-central-1:123456789012:table/${name}`,
    TableStatus: 'ACTIVE',
    KeySchema: key('pk', 'sk'),
    AttributeDefinitions: [
      { AttributeName: 'pk', AttributeType: 'S' },
      { AttributeName: 'sk', AttributeType: 'S' },
    ],
    TableSizeBytes: 8_192_000,
    ...(def.indexes.length > 0
      ? {
          GlobalSecondaryIndexes: def.indexes.map((index) => ({
            IndexName: index.name,
            IndexStatus: 'ACTIVE' as const,
            KeySchema: key(index.partitionKey, index.sortKey),
          })),
        }
      : {}),
    ...('stream' in def && def.stream
      ? {
          StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' as const },
          LatestStreamArn: `arn:aws:dynamodb:eu-central-1:123456789012:table/${name}/stream/2026-11-22T10:41:07.123`,
        }
      : {}),
    ...changes,
  };
}
