import { memoryStockNotificationStore } from './memoryStockNotificationStore.ts';
import { describeStockNotificationStore } from './stockNotificationStoreContract.ts';

describeStockNotificationStore('in memory (the rule tests’ fake)', async () => memoryStockNotificationStore());
