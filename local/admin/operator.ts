import { userInfo } from 'node:os';
import type { AuditActor } from '../../lambdas/staff/auditEntry.ts';

/**
 * Who acts through `npm run admin`, for the audit log: the operator at the command line, with the
 * owner's powers (the command line reaches the tables themselves), named by the machine's user.
 */
export function commandLineOperator(): AuditActor {
  let user = 'operator';
  try {
    user = userInfo().username || user;
  } catch {}
  return { id: 'command-line', email: `npm run admin (${user})`, role: 'owner' };
}
