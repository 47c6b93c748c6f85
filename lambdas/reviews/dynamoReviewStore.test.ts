import { clearTables } from '../../test/tables.ts';
import { dynamoReviewStore } from './dynamoReviewStore.ts';
import { describeReviewStore } from './reviewStoreContract.ts';

describeReviewStore('DynamoDB (the content table on DynamoDB Local)', async () => {
  await clearTables('content');
  return dynamoReviewStore;
});
