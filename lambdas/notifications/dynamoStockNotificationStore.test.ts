import { clearTables } from '../../test/tables.ts';
import { dynamoStockNotificationStore } from './dynamoStockNotificationStore.ts';
import { describeStockNotificationStore } from './stockNotificationStoreContract.ts';

describeStockNotificationStore('DynamoDB (the content table on DynamoDB Local)', async () => {
  await clearTables('content');
  return dynamoStockNotificationStore;
});
