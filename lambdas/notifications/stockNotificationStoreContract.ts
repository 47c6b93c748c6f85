import { describe, expect, it } from 'vitest';
import { type StockNotificationItem, stockNotificationKey } from './stockNotificationKeys.ts';
import type { StockNotificationStore, WaitingShopper } from './stockNotificationStore.ts';

/**
 * What every StockNotificationStore does, run against the DynamoDB adapter (on DynamoDB Local) and
 * the in-memory fake alike: the fake the rule tests run on is proven by these tests, not trusted.
 * `fresh` gives an empty store before each test.
 */
export function describeStockNotificationStore(name: string, fresh: () => Promise<StockNotificationStore>) {
  const request = (email: string, size = 'M', extra: Partial<StockNotificationItem> = {}): StockNotificationItem => ({
    ...stockNotificationKey('merino-cardigan', size, email),
    email,
    productId: 'merino-cardigan',
    size,
    createdAt: '2026-03-02T09:00:00.000Z',
    language: 'en',
    ...extra,
  });
  const all = async (shoppers: AsyncIterable<WaitingShopper>) => {
    const found: WaitingShopper[] = [];
    for await (const shopper of shoppers) found.push(shopper);
    return found;
  };

  describe(`a store of back-in-stock requests: ${name}`, () => {
    it('has nobody waiting for a size nobody asked for', async () => {
      const store = await fresh();
      expect(await all(store.waiting('merino-cardigan', 'M'))).toEqual([]);
      expect(await store.claim(stockNotificationKey('merino-cardigan', 'M', 'ana@example.hr'))).toBeUndefined();
    });

    it('keeps the first request for a product, size and email: a repeat changes nothing and says so', async () => {
      const store = await fresh();
      expect(await store.remember(request('ana@example.hr'))).toBe('remembered');
      expect(await store.remember(request('ana@example.hr', 'M', { createdAt: '2026-03-03T10:00:00.000Z', language: 'hr' }))).toBe(
        'alreadyWaiting',
      );
      expect(await store.remember(request('ana@example.hr', 'L'))).toBe('remembered');
      expect(await all(store.waiting('merino-cardigan', 'M'))).toEqual([stockNotificationKey('merino-cardigan', 'M', 'ana@example.hr')]);
      expect(await store.claim(stockNotificationKey('merino-cardigan', 'M', 'ana@example.hr'))).toEqual(request('ana@example.hr'));
    });

    it('lists who waits for one size of one product, by email, and no one else', async () => {
      const store = await fresh();
      for (const email of ['iva@example.hr', 'ana@example.hr', 'luka@example.hr']) await store.remember(request(email));
      await store.remember(request('marko@example.hr', 'L'));
      await store.remember({ ...request('petra@example.hr'), ...stockNotificationKey('linen-shirt', 'M', 'petra@example.hr') });
      expect((await all(store.waiting('merino-cardigan', 'M'))).map((shopper) => shopper.sk)).toEqual([
        'E#ana@example.hr',
        'E#iva@example.hr',
        'E#luka@example.hr',
      ]);
    });

    it('lists more waiting shoppers than a page holds, each once', async () => {
      const store = await fresh();
      const emails = Array.from({ length: 260 }, (_, i) => `shopper-${String(i).padStart(3, '0')}@example.hr`);
      for (const email of emails) await store.remember(request(email, 'S'));
      const listed = await all(store.waiting('merino-cardigan', 'S'));
      expect(listed.map((shopper) => shopper.sk)).toEqual(emails.map((email) => `E#${email}`));
    });

    it('hands a claimed request over once: a second claim gets nothing, and the size has nobody waiting', async () => {
      const store = await fresh();
      await store.remember(request('ana@example.hr'));
      const key = stockNotificationKey('merino-cardigan', 'M', 'ana@example.hr');
      const [first, second] = await Promise.all([store.claim(key), store.claim(key)]);
      expect([first, second].filter(Boolean)).toEqual([request('ana@example.hr')]);
      expect(await all(store.waiting('merino-cardigan', 'M'))).toEqual([]);
    });

    it('puts a claimed request back as it was, unless the shopper asked again meanwhile', async () => {
      const store = await fresh();
      await store.remember(request('ana@example.hr'));
      const key = stockNotificationKey('merino-cardigan', 'M', 'ana@example.hr');
      const claimed = (await store.claim(key)) as StockNotificationItem;
      expect(await store.putBack(claimed)).toBe('restored');
      expect(await store.claim(key)).toEqual(request('ana@example.hr'));
      const again = request('ana@example.hr', 'M', { createdAt: '2026-03-04T08:00:00.000Z', language: 'hr' });
      await store.remember(again);
      expect(await store.putBack(claimed)).toBe('askedAgain');
      expect(await store.claim(key)).toEqual(again);
    });

    it('keeps what it was given, not what the caller changes afterwards', async () => {
      const store = await fresh();
      const given = request('ana@example.hr');
      await store.remember(given);
      given.language = 'hr';
      const claimed = await store.claim(stockNotificationKey('merino-cardigan', 'M', 'ana@example.hr'));
      expect(claimed?.language).toBe('en');
    });
  });
}
