import { describe, expect, it } from 'vitest';
import { WITHDRAWALS, type WithdrawalRecord, withdrawalItemKey } from './withdrawalRecord.ts';
import { FOREVER, type WithdrawalStore, withdrawalsOfOrder } from './withdrawalStore.ts';

/**
 * What every WithdrawalStore does, run against the DynamoDB adapter (on DynamoDB Local) and the
 * in-memory fake alike (docs/decisions/088). `fresh` gives an empty store before each test.
 */
export function describeWithdrawalStore(name: string, fresh: () => Promise<WithdrawalStore>) {
  /** A statement received on 1 November 2026 at `hour`:00 UTC. */
  const statement = (id: string, hour: number, overrides: Partial<WithdrawalRecord> = {}): WithdrawalRecord => ({
    ...withdrawalItemKey(id),
    id,
    orderId: 'order-1',
    orderNumber: 'TK-261101-7QX2M',
    email: 'ana@example.hr',
    name: 'Ana Horvat',
    wholeOrder: true,
    items: [{ itemNo: 1, description: '1 × Linen Shirt (Oat), M' }],
    unknownItemNos: [],
    reason: null,
    receivedAt: new Date(Date.UTC(2026, 10, 1, hour)).toISOString(),
    withdrawalKey: WITHDRAWALS,
    ...overrides,
  });
  const at = (hour: number) => new Date(Date.UTC(2026, 10, 2, hour));
  const ids = (found: WithdrawalRecord[]) => found.map((withdrawal) => withdrawal.id);

  describe(`a withdrawal store: ${name}`, () => {
    it('keeps a statement as sent, once, and lists statements by when they were received', async () => {
      const store = await fresh();
      expect(await store.get('w1')).toBeUndefined();
      await store.record(statement('w2', 10));
      await store.record(statement('w1', 8, { orderId: 'order-2' }));
      await store.record(statement('w3', 12));
      await expect(store.record(statement('w1', 9))).rejects.toThrow();
      expect(await store.get('w1')).toEqual(statement('w1', 8, { orderId: 'order-2' }));

      const day = { from: '2026-11-01T00:00:00.000Z', to: '2026-11-01T23:59:59.999Z' };
      expect(ids(await store.received(day))).toEqual(['w1', 'w2', 'w3']);
      expect(ids(await store.received(day, { newestFirst: true, limit: 2 }))).toEqual(['w3', 'w2']);
      expect(ids(await store.received({ from: '2026-11-01T09:00:00.000Z', to: '2026-11-01T12:00:00.000Z' }))).toEqual(['w2', 'w3']);
      expect(ids(await store.received(day, { orderId: 'order-2' }))).toEqual(['w1']);
      expect(ids(await withdrawalsOfOrder(store, { id: 'order-1', createdAt: '2026-11-01T09:30:00.000Z' }))).toEqual(['w2', 'w3']);
    });

    it('marks an acknowledgement sent once; a failure before it is noted and counted, after it changes nothing', async () => {
      const store = await fresh();
      await store.record(statement('w1', 8));
      await store.record(statement('w2', 9, { acknowledgementWithheldAt: '2026-11-01T09:00:00.000Z' }));
      const day = { from: '2026-11-01T00:00:00.000Z', to: FOREVER };
      expect(ids(await store.received(day, { toMailOnly: true }))).toEqual(['w1']);
      expect(ids(await store.received(day, { unacknowledgedOnly: true }))).toEqual(['w1', 'w2']);

      await store.markAcknowledgementFailed('w1', 'SES is not answering');
      expect(await store.get('w1')).toMatchObject({ acknowledgementAttempts: 1, lastAcknowledgementError: 'SES is not answering' });
      await store.markAcknowledged('w1', at(8));
      await store.markAcknowledged('w1', at(9));
      await store.markAcknowledgementFailed('w1', 'too late');
      const acknowledged = await store.get('w1');
      expect(acknowledged).toMatchObject({ acknowledgedAt: at(8).toISOString(), acknowledgementAttempts: 2 });
      expect(acknowledged?.lastAcknowledgementError).toBeUndefined();
      expect(ids(await store.received(day, { toMailOnly: true }))).toEqual([]);
    });

    it('marks a statement handled once, keeps what is owed on the list, and takes back only its own mark', async () => {
      const store = await fresh();
      await store.record(statement('w1', 8));
      await store.record(statement('w2', 9));
      const day = { from: '2026-11-01T00:00:00.000Z', to: FOREVER };

      const handled = await store.markHandled('w1', { by: 'petra@tkanica.hr', refund: 7900, at: at(10) });
      expect(handled).toMatchObject({ id: 'w1', handledAt: at(10).toISOString(), handledBy: 'petra@tkanica.hr', handledRefund: 7900 });
      expect(await store.markHandled('w1', { by: 'ivan@tkanica.hr', refund: 7900, at: at(11) })).toBeUndefined();
      expect(await store.markHandled('nowhere', { by: 'ivan@tkanica.hr', refund: 0, at: at(11) })).toBeUndefined();
      expect(ids(await store.received(day, { unhandledOnly: true }))).toEqual(['w2']);

      // A smaller refund leaves money owed: still on the list.
      await store.markHandled('w2', { by: 'petra@tkanica.hr', refund: 1000, at: at(12), owed: 2000 });
      expect(ids(await store.received(day, { unhandledOnly: true }))).toEqual(['w2']);

      await store.unmarkHandled('w1', at(9));
      expect(await store.get('w1')).toMatchObject({ handledAt: at(10).toISOString() });
      await store.unmarkHandled('w1', at(10));
      const unmarked = await store.get('w1');
      expect(unmarked?.handledAt).toBeUndefined();
      expect(unmarked?.handledRefund).toBeUndefined();
      expect(ids(await store.received(day, { unhandledOnly: true }))).toEqual(['w1', 'w2']);
    });
  });
}
