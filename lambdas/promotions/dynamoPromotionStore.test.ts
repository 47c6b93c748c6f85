import { clearTables } from '../../test/tables.ts';
import { dynamoPromotionStore } from './dynamoPromotionStore.ts';
import { describePromotionStore } from './promotionStoreContract.ts';

describePromotionStore('DynamoDB (the promotions table on DynamoDB Local)', async () => {
  await clearTables('promotions');
  return dynamoPromotionStore;
});
