/**
 * The record of what was done with a customer's personal data (GDPR Art. 5(2), accountability):
 *   AUDIT#<customerId>   <ISO time>#<action>   who (the account's id, nothing else of the person), what, when
 * Kept in the customers table apart from the account's own items, so deleting the account leaves
 * it; no route reads or writes it but the two it records, and none changes one. DynamoDB's TTL
 * removes it after AUDIT_RETENTION_YEARS (docs/decisions/024-personal-data.md).
 */
export type AuditAction = 'DATA_EXPORTED' | 'DELETION_REQUESTED' | 'ACCOUNT_DELETED';

/** The Civil Obligations Act's general limitation period: as long as someone could dispute what was done. */
export const AUDIT_RETENTION_YEARS = 5;

export const AUDIT_PREFIX = 'AUDIT#';
export const auditPartition = (customerId: string) => `${AUDIT_PREFIX}${customerId}`;

export interface AuditRecord {
  pk: string;
  sk: string;
  customerId: string;
  action: AuditAction;
  at: string;
  expiresAt: number;
}

export function auditRecord(customerId: string, action: AuditAction, at: Date): AuditRecord {
  const expires = new Date(at);
  expires.setUTCFullYear(expires.getUTCFullYear() + AUDIT_RETENTION_YEARS);
  return {
    pk: auditPartition(customerId),
    sk: `${at.toISOString()}#${action}`,
    customerId,
    action,
    at: at.toISOString(),
    expiresAt: Math.floor(expires.getTime() / 1000),
  };
}
