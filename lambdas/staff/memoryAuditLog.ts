import { type AuditEntry, monthOf, subjectKeyOf } from './auditEntry.ts';
import type { AuditLog, AuditPart, AuditPosition, AuditReader } from './auditLog.ts';

/**
 * The audit log kept in memory, for the rule tests: it passes the same contract as the DynamoDB
 * adapter (staffStoreContract.ts). Each call copies what it hands out and takes in; a position is
 * the place of the last entry handed out (its instant and id), the month's only when it is in it.
 */
export function memoryAuditLog(): AuditLog & AuditReader & { entries(): AuditEntry[] } {
  /** By place, `<at>#<id>`: the order a month's entries are read in. */
  const kept = new Map<string, AuditEntry>();
  const copy = <T>(value: T): T => structuredClone(value);
  const placeOf = (entry: AuditEntry) => `${entry.at}#${entry.id}`;
  const newestFirst = () => [...kept.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([, entry]) => entry);

  /** At most `limit` of `found` (newest first) after `from`; a part as long as asked says where it stopped. */
  const partOf = (found: AuditEntry[], limit: number, from?: AuditPosition): AuditPart => {
    const entries = found.filter((entry) => from?.after === undefined || placeOf(entry) < from.after).slice(0, limit);
    const last = entries.at(-1);
    return last && entries.length === limit ? { entries: copy(entries), next: { after: placeOf(last) } } : { entries: copy(entries) };
  };

  return {
    entries: () => copy(newestFirst()),

    async append(entry) {
      if (kept.has(placeOf(entry))) throw new Error(`The audit log has an entry at ${placeOf(entry)} already.`);
      kept.set(placeOf(entry), copy(entry));
    },

    async month(month, limit, from) {
      if (from && !from.after?.startsWith(`${month}-`)) return 'unknownPosition';
      return partOf(
        newestFirst().filter((entry) => monthOf(entry.at) === month),
        limit,
        from,
      );
    },

    async subject(subjectKey, limit, from) {
      return partOf(
        newestFirst().filter((entry) => subjectKeyOf(entry.subject) === subjectKey),
        limit,
        from,
      );
    },
  };
}
