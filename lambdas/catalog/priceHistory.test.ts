import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearTables, scanTable } from '../../test/tables.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { writeCatalog } from '../testing/catalogFixture.ts';
import { invoke } from '../testing/invoke.ts';
import { catalogStreamRecord } from '../testing/streamRecords.ts';
import type { PriceHistoryItem, ProductItem } from './catalogItems.ts';
import { priceHistoryPartition, productKey } from './catalogKeys.ts';
import { getProduct } from './catalogStore.ts';
import { handler as getProductRoute } from './handlers/getProduct.ts';
import { KEPT_AFTER_REPLACED_DAYS } from './priceHistory.ts';
import { DAY_MS } from './priorPrice.ts';
import { recordPriceChanges } from './streams/priceHistory.ts';

const today = new Date('2026-03-02T09:00:00Z');
const daysAgo = (days: number) => new Date(today.getTime() - days * DAY_MS);
let template: ProductItem;

beforeAll(async () => {
  await clearTables('catalog');
  await writeCatalog();
  const shirt = await getProduct('linen-shirt-oat');
  if (!shirt) throw new Error('the catalog fixture has no linen-shirt-oat');
  template = shirt;
});

beforeEach(() => clearTables('catalog'));

const deliver = async (...records: DynamoDBRecord[]) => {
  const result = await recordPriceChanges({ Records: records });
  expect(result.batchItemFailures).toEqual([]);
};

const stored = async (id: string) => (await getProduct(id)) as ProductItem;

/**
 * What the table's stream would hand over after a writer changed the product at `at`: the
 * product before and after. The stream's own write to the product is delivered too, as the
 * stream would deliver it.
 */
async function changed(id: string, write: () => Promise<unknown>, at: Date): Promise<void> {
  const before = await getProduct(id);
  await write();
  const after = await stored(id);
  await deliver(catalogStreamRecord(before ? 'MODIFY' : 'INSERT', before, after, at));
  const recorded = await stored(id);
  if (JSON.stringify(recorded) !== JSON.stringify(after)) await deliver(catalogStreamRecord('MODIFY', after, recorded, at));
}

const listed = (id: string, price: number, at: Date) =>
  changed(
    id,
    () =>
      dynamo().send(new PutCommand({ TableName: tableName('catalog'), Item: { ...template, ...productKey(id), id, price, discount: 0 } })),
    at,
  );

const priced = (id: string, price: number, discount: number, at: Date) =>
  changed(
    id,
    () =>
      dynamo().send(
        new UpdateCommand({
          TableName: tableName('catalog'),
          Key: productKey(id),
          UpdateExpression: 'SET price = :price, discount = :discount',
          ExpressionAttributeValues: { ':price': price, ':discount': discount },
        }),
      ),
    at,
  );

async function history(id: string): Promise<PriceHistoryItem[]> {
  const items = (await scanTable('catalog')).filter((item) => item.pk === priceHistoryPartition(id)) as PriceHistoryItem[];
  return items.sort((a, b) => a.sk.localeCompare(b.sk));
}

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

describe('the price history kept from the catalog stream', () => {
  it('a price reduced today shows the lowest price of the prior 30 days', async () => {
    await listed('wool-coat', 4990, daysAgo(50));
    await priced('wool-coat', 4490, 0, daysAgo(10));
    await priced('wool-coat', 4600, 35, today); // 29,90

    const coat = await stored('wool-coat');
    expect(coat).toMatchObject({ price: 4600, discount: 35, priorPrice: 4490, reducedSince: today.toISOString() });
    const { body } = await invoke(getProductRoute, { params: { id: 'wool-coat' } });
    expect(body).toMatchObject({ price: 4600, discount: 35, lowestPrice30Days: 4490 });

    // Each price from when it began; a replaced one is kept a little over 30 days from its replacement.
    expect(
      (await history('wool-coat')).map(({ at, price, listPrice, discount, expiresAt }) => ({ at, price, listPrice, discount, expiresAt })),
    ).toEqual([
      {
        at: daysAgo(50).toISOString(),
        price: 4990,
        listPrice: 4990,
        discount: 0,
        expiresAt: epochSeconds(daysAgo(10)) + KEPT_AFTER_REPLACED_DAYS * 86_400,
      },
      {
        at: daysAgo(10).toISOString(),
        price: 4490,
        listPrice: 4490,
        discount: 0,
        expiresAt: epochSeconds(today) + KEPT_AFTER_REPLACED_DAYS * 86_400,
      },
      { at: today.toISOString(), price: 2990, listPrice: 4600, discount: 35, expiresAt: undefined },
    ]);
  });

  it('a product reduced 10 days after it first appeared: the lowest price of those 10 days', async () => {
    await listed('silk-scarf', 5900, daysAgo(10));
    await priced('silk-scarf', 5900, 20, today);
    expect(await stored('silk-scarf')).toMatchObject({ priorPrice: 5900, reducedSince: today.toISOString() });
  });

  it('a change that is not a change of price writes nothing', async () => {
    await listed('linen-tote', 3900, daysAgo(40));
    await priced('linen-tote', 3900, 25, daysAgo(2));
    const before = await scanTable('catalog');
    const product = await stored('linen-tote');
    const sold = { ...product, stock: { M: 4 } };
    await deliver(catalogStreamRecord('MODIFY', product, sold, today));
    expect(await scanTable('catalog')).toEqual(before);
  });

  it('writes one entry for a change delivered twice, and deepening the reduction keeps its prior price', async () => {
    await listed('knit-hat', 2900, daysAgo(60));
    const first = await stored('knit-hat');
    await dynamo().send(new PutCommand({ TableName: tableName('catalog'), Item: { ...first, discount: 10 } }));
    const reduced = await stored('knit-hat');
    const record = catalogStreamRecord('MODIFY', first, reduced, daysAgo(5));
    await deliver(record);
    await deliver(record);
    expect((await history('knit-hat')).map((h) => h.price)).toEqual([2900, 2610]);

    await priced('knit-hat', 2900, 30, today);
    expect(await stored('knit-hat')).toMatchObject({ priorPrice: 2900, reducedSince: daysAgo(5).toISOString() });
    await priced('knit-hat', 2900, 0, today);
    const ended = await stored('knit-hat');
    expect(ended.priorPrice).toBeUndefined();
    expect(ended.reducedSince).toBeUndefined();
  });

  it('puts the record back when a writer replaces the product without it', async () => {
    await listed('cord-skirt', 6900, daysAgo(40));
    await priced('cord-skirt', 6900, 20, daysAgo(3));
    const { priorPrice, reducedSince, ...withoutRecord } = await stored('cord-skirt');
    await changed('cord-skirt', () => dynamo().send(new PutCommand({ TableName: tableName('catalog'), Item: withoutRecord })), today);
    expect(await stored('cord-skirt')).toMatchObject({ priorPrice: 6900, reducedSince: daysAgo(3).toISOString() });
    expect({ priorPrice, reducedSince }).toEqual({ priorPrice: 6900, reducedSince: daysAgo(3).toISOString() });
  });
});
