import { memoryOrderReader } from './memoryOrderReader.ts';
import { describeOrderReader } from './orderReaderContract.ts';

describeOrderReader('in memory (the rule tests’ fake)', async (orders) => memoryOrderReader(orders));
