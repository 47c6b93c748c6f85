import { memoryWithdrawalStore } from './memoryWithdrawalStore.ts';
import { describeWithdrawalStore } from './withdrawalStoreContract.ts';

describeWithdrawalStore('in memory (the rule tests’ fake)', async () => memoryWithdrawalStore());
