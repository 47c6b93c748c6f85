import { clearTables } from '../../test/tables.ts';
import { describeContentStore } from './contentStoreContract.ts';
import { dynamoBlogStore, dynamoInboxStore, dynamoNewsletterStore } from './dynamoContentStore.ts';

describeContentStore('DynamoDB (the content table on DynamoDB Local)', async () => {
  await clearTables('content');
  return { blog: dynamoBlogStore, newsletter: dynamoNewsletterStore, inbox: dynamoInboxStore };
});
