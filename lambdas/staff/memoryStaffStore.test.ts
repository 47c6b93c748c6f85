import { memoryAuditLog } from './memoryAuditLog.ts';
import { memoryStaffStore } from './memoryStaffStore.ts';
import { describeStaffStore } from './staffStoreContract.ts';

describeStaffStore('in memory (the rule tests’ fake)', async () => ({ staff: memoryStaffStore(), audit: memoryAuditLog() }));
