import { clearTables } from '../../test/tables.ts';
import { dynamoWithdrawalStore } from './dynamoWithdrawalStore.ts';
import { describeWithdrawalStore } from './withdrawalStoreContract.ts';

describeWithdrawalStore('DynamoDB (the orders table on DynamoDB Local)', async () => {
  await clearTables('orders');
  return dynamoWithdrawalStore;
});
