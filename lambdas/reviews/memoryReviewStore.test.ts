import { memoryReviewStore } from './memoryReviewStore.ts';
import { describeReviewStore } from './reviewStoreContract.ts';

describeReviewStore('in memory (the rule tests’ fake)', async () => memoryReviewStore());
