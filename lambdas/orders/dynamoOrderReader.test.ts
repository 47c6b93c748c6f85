import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { clearTables } from '../../test/tables.ts';
import { tableName } from '../platform/config.ts';
import { chunks, dynamo } from '../platform/dynamo.ts';
import { dynamoOrderReader } from './dynamoOrderReader.ts';
import { describeOrderReader } from './orderReaderContract.ts';

describeOrderReader('DynamoDB (the orders table on DynamoDB Local)', async (orders) => {
  await clearTables('orders');
  for (const batch of chunks(orders, 25)) {
    await dynamo().send(
      new BatchWriteCommand({ RequestItems: { [tableName('orders')]: batch.map((Item) => ({ PutRequest: { Item } })) } }),
    );
  }
  return dynamoOrderReader;
});
