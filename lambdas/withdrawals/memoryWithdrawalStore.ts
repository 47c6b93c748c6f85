import type { WithdrawalRecord } from './withdrawalRecord.ts';
import type { ReceivedOptions, WithdrawalStore } from './withdrawalStore.ts';

/**
 * The statements kept in memory, for the rule tests: it passes the same contract as the DynamoDB
 * adapter (withdrawalStoreContract.ts). Each call copies what it hands out and takes in.
 */
export function memoryWithdrawalStore(): WithdrawalStore {
  const statements = new Map<string, WithdrawalRecord>();
  const copy = <T>(value: T): T => structuredClone(value);
  const kept = (options: ReceivedOptions) => (withdrawal: WithdrawalRecord) =>
    (!(options.unacknowledgedOnly || options.toMailOnly) || withdrawal.acknowledgedAt === undefined) &&
    (!options.toMailOnly || withdrawal.acknowledgementWithheldAt === undefined) &&
    (!options.unhandledOnly || withdrawal.handledAt === undefined || (withdrawal.owed ?? 0) > 0) &&
    (!options.orderId || withdrawal.orderId === options.orderId);

  return {
    async get(id) {
      const withdrawal = statements.get(id);
      return withdrawal && copy(withdrawal);
    },

    async received(range, options = {}) {
      const found = [...statements.values()]
        .filter((withdrawal) => withdrawal.receivedAt >= range.from && withdrawal.receivedAt <= range.to)
        .filter(kept(options))
        .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt) || a.pk.localeCompare(b.pk));
      if (options.newestFirst) found.reverse();
      return copy(found.slice(0, options.limit ?? found.length));
    },

    async record(withdrawal) {
      if (statements.has(withdrawal.id)) throw new Error(`A withdrawal ${withdrawal.id} is kept already.`);
      statements.set(withdrawal.id, copy(withdrawal));
    },

    async markAcknowledged(id, at) {
      const withdrawal = statements.get(id);
      if (!withdrawal || withdrawal.acknowledgedAt) return;
      withdrawal.acknowledgedAt = at.toISOString();
      withdrawal.acknowledgementAttempts = (withdrawal.acknowledgementAttempts ?? 0) + 1;
      delete withdrawal.lastAcknowledgementError;
    },

    async markAcknowledgementFailed(id, reason) {
      const withdrawal = statements.get(id);
      if (!withdrawal || withdrawal.acknowledgedAt) return;
      withdrawal.lastAcknowledgementError = reason.slice(0, 500);
      withdrawal.acknowledgementAttempts = (withdrawal.acknowledgementAttempts ?? 0) + 1;
    },

    async markHandled(id, { by, refund, at, owed = 0 }) {
      const withdrawal = statements.get(id);
      if (!withdrawal || withdrawal.handledAt) return undefined;
      Object.assign(withdrawal, { handledAt: at.toISOString(), handledBy: by, handledRefund: refund }, owed > 0 ? { owed } : {});
      return copy(withdrawal);
    },

    async unmarkHandled(id, at) {
      const withdrawal = statements.get(id);
      if (!withdrawal || withdrawal.handledAt !== at.toISOString()) return;
      delete withdrawal.handledAt;
      delete withdrawal.handledBy;
      delete withdrawal.handledRefund;
      delete withdrawal.owed;
    },
  };
}
