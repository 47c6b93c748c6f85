import { AuditQuery } from '@shop/shared/contract/admin';
import { readAudit } from '../../staff/auditLog.ts';
import { shopAuditReader } from '../../staff/staffAdapters.ts';
import { staffRoute } from '../../staff/staffRoute.ts';

/** GET /api/admin/audit: the owners read what staff did; nobody can change it (decision 036). */
export const handler = staffRoute({ role: 'owner', query: AuditQuery }, ({ query, now }) => readAudit(shopAuditReader, query, now));
