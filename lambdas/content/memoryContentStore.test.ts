import { describeContentStore } from './contentStoreContract.ts';
import { memoryContentStore } from './memoryContentStore.ts';

describeContentStore('in memory (the rule tests’ fake)', async () => memoryContentStore());
