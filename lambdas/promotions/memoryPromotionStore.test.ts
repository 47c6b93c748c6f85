import { memoryPromotionStore } from './memoryPromotionStore.ts';
import { describePromotionStore } from './promotionStoreContract.ts';

describePromotionStore('in memory (the rule tests’ fake)', async () => memoryPromotionStore());
