import { clearTables } from '../../test/tables.ts';
import { dynamoAuditLog } from './dynamoAuditLog.ts';
import { dynamoAuditReader } from './dynamoAuditReader.ts';
import { dynamoStaffStore } from './dynamoStaffStore.ts';
import { describeStaffStore } from './staffStoreContract.ts';

describeStaffStore('DynamoDB (the staff and audit tables on DynamoDB Local)', async () => {
  await clearTables('staff', 'audit');
  return { staff: dynamoStaffStore, audit: { ...dynamoAuditLog, ...dynamoAuditReader } };
});
