import { clearTables } from '../../test/tables.ts';
import { describeAccountStore } from './accountStoreContract.ts';
import { dynamoAccountStore } from './dynamoAccountStore.ts';

describeAccountStore('DynamoDB (the customers table on DynamoDB Local)', async () => {
  await clearTables('customers');
  return dynamoAccountStore;
});
