import { describeAccountStore } from './accountStoreContract.ts';
import { memoryAccountStore } from './memoryAccountStore.ts';

describeAccountStore('in memory (the rule tests’ fake)', async () => memoryAccountStore());
