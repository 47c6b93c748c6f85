import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearTables } from '../../test/tables.ts';
import type { ProductItem } from '../catalog/catalogItems.ts';
import { categoryKey, productKey } from '../catalog/catalogKeys.ts';
import { getProduct } from '../catalog/catalogStore.ts';
import { fixedClock } from '../platform/clock.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { createFakeMailer, type FakeMailer, type Mailer } from '../platform/mailer.ts';
import { writeCatalog } from '../testing/catalogFixture.ts';
import { catalogStreamRecord as streamRecord } from '../testing/streamRecords.ts';
import { type AnnouncePorts, sizesBackInStock } from './backInStock.ts';
import { shopAnnouncePorts, shopNotifyPorts } from './notificationAdapters.ts';
import { stockNotificationKey, stockNotificationPartition } from './stockNotificationKeys.ts';
import { announceStockChanges } from './streams/backInStock.ts';
import { subscribeToStock } from './subscribeToStock.ts';

const SHOP_URL = 'http://localhost:3000';
const clock = fixedClock('2026-03-02T09:00:00Z');
let cardigan: ProductItem;
let mailer: FakeMailer;
let ports: AnnouncePorts;

beforeAll(async () => {
  await clearTables();
  await writeCatalog();
  const product = await getProduct('merino-cardigan');
  if (!product) throw new Error('the catalog fixture has no merino-cardigan');
  cardigan = product;
});

beforeEach(async () => {
  await clearTables('content');
  mailer = createFakeMailer();
  ports = shopAnnouncePorts({ mailer, clock, shopUrl: SHOP_URL });
});

const withStock = (product: ProductItem, stock: Record<string, number>): ProductItem => ({
  ...product,
  stock: { ...product.stock, ...stock },
});
const stockChange = (before: Record<string, number>, after: Record<string, number>) =>
  streamRecord('MODIFY', withStock(cardigan, before), withStock(cardigan, after));
const deliver = (...records: DynamoDBRecord[]) => announceStockChanges({ Records: records } satisfies DynamoDBStreamEvent, ports);

const subscribe = (email: string, size: string) =>
  subscribeToStock({ email, productId: 'merino-cardigan', size }, '127.0.0.1', shopNotifyPorts(clock));

/** Who still waits for a size. */
async function waiting(productId: string, size: string): Promise<string[]> {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName('content'),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': stockNotificationPartition(productId, size) },
    }),
  );
  return (Items ?? []).map((item) => item.email as string).sort();
}

describe('back-in-stock emails from the catalog stream', () => {
  it('mails everyone waiting for a size that goes from 0 to 3, once each, and closes their requests', async () => {
    await subscribe('ana@example.hr', 'M');
    await subscribe('iva@example.hr', 'M');
    await subscribe('marko@example.hr', 'S');

    const result = await deliver(stockChange({ M: 0 }, { M: 3 }));

    expect(result).toEqual({ batchItemFailures: [] });
    expect(mailer.sent.map((mail) => mail.to).sort()).toEqual(['ana@example.hr', 'iva@example.hr']);
    for (const mail of mailer.sent) {
      expect(mail.subject).toBe('Back in stock: Merino Cable Cardigan, size M');
      expect(mail.text).toContain('Merino Cable Cardigan (Ink Blue) you were waiting for is back in stock in size M');
      expect(mail.text).toContain('Price: 149,00\u00a0€');
      expect(mail.text).toContain(`${SHOP_URL}/products/merino-cardigan`);
      expect(mail.text).toContain('this is the only email you will get about it');
      expect(mail.html).toContain(`href="${SHOP_URL}/products/merino-cardigan"`);
    }
    expect(await waiting('merino-cardigan', 'M')).toEqual([]);
    expect(await waiting('merino-cardigan', 'S')).toEqual(['marko@example.hr']);
  });

  it('sends nothing more when the same record is delivered again', async () => {
    await subscribe('ana@example.hr', 'M');
    const record = stockChange({ M: 0 }, { M: 3 });
    await deliver(record);
    const again = await deliver(record);
    expect(again).toEqual({ batchItemFailures: [] });
    expect(mailer.sent.map((mail) => mail.to)).toEqual(['ana@example.hr']);
  });

  it('sends nothing when a size that was in stock gets more (2 to 5)', async () => {
    await subscribe('marko@example.hr', 'S');
    await deliver(stockChange({ S: 2 }, { S: 5 }));
    expect(mailer.sent).toEqual([]);
    expect(await waiting('merino-cardigan', 'S')).toEqual(['marko@example.hr']);
  });

  it('keeps the request of a shopper whose email failed, reports the record, and mails them on the retry', async () => {
    await subscribe('ana@example.hr', 'M');
    await subscribe('iva@example.hr', 'M');
    const record = stockChange({ M: 0 }, { M: 3 });

    mailer.failWith(new Error('SES is down'));
    expect(await deliver(record)).toEqual({ batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber }] });
    expect(mailer.sent).toEqual([]);
    expect(await waiting('merino-cardigan', 'M')).toEqual(['ana@example.hr', 'iva@example.hr']);

    mailer.failWith(undefined);
    expect(await deliver(record)).toEqual({ batchItemFailures: [] });
    expect(mailer.sent.map((mail) => mail.to).sort()).toEqual(['ana@example.hr', 'iva@example.hr']);
    expect(await waiting('merino-cardigan', 'M')).toEqual([]);
  });

  it('mails the ones already reached once only when a later email of the same record fails', async () => {
    await subscribe('ana@example.hr', 'M');
    await subscribe('iva@example.hr', 'M');
    const record = stockChange({ M: 0 }, { M: 3 });
    let calls = 0;
    const flaky: Mailer = {
      send: (mail) => (++calls === 2 ? Promise.reject(new Error('throttled')) : mailer.send(mail)),
      sentBefore: (key) => mailer.sentBefore(key),
    };

    const first = await announceStockChanges({ Records: [record] }, { ...ports, mailer: flaky });
    expect(first.batchItemFailures).toHaveLength(1);
    expect(mailer.sent).toHaveLength(1);
    expect(await waiting('merino-cardigan', 'M')).toHaveLength(1);

    await deliver(record);
    expect(mailer.sent.map((mail) => mail.to).sort()).toEqual(['ana@example.hr', 'iva@example.hr']);
  });

  it('counts a product written with stock (INSERT) as back', async () => {
    const scarf: ProductItem = { ...cardigan, ...productKey('alpaca-scarf'), id: 'alpaca-scarf', name: 'Alpaca Scarf', colorName: 'Rust' };
    await dynamo().send(
      new PutCommand({
        TableName: tableName('content'),
        Item: {
          ...stockNotificationKey('alpaca-scarf', 'M', 'ana@example.hr'),
          email: 'ana@example.hr',
          productId: 'alpaca-scarf',
          size: 'M',
          createdAt: '2026-02-01T10:00:00.000Z',
        },
      }),
    );
    await deliver(streamRecord('INSERT', undefined, withStock(scarf, { S: 0, M: 2 })));
    expect(mailer.sent).toEqual([
      expect.objectContaining({
        to: 'ana@example.hr',
        subject: 'Back in stock: Alpaca Scarf, size M',
        text: expect.stringContaining(`${SHOP_URL}/products/alpaca-scarf`),
      }),
    ]);
  });
});

describe('which sizes a change brings back', () => {
  const change = (eventName: 'INSERT' | 'MODIFY' | 'REMOVE', oldImage?: object, newImage?: object) =>
    sizesBackInStock({
      eventName,
      oldImage: oldImage as Record<string, unknown>,
      newImage: newImage as Record<string, unknown>,
    }).map((back) => back.size);

  it('lists each size whose Office Warehouse pieces rose from none, missing counting as none', () => {
    const before = { ...cardigan, stock: { S: 1 } };
    expect(change('MODIFY', before, withStock(cardigan, { S: 4, M: 2 }))).toEqual(['M']);
    expect(change('MODIFY', withStock(cardigan, { M: -1 }), withStock(cardigan, { M: 1 }))).toEqual(['M']);
    expect(change('MODIFY', withStock(cardigan, { M: 3 }), withStock(cardigan, { M: 0 }))).toEqual([]);
  });

  it('ignores pre-order pieces, removed and inactive products, and items that are not products', () => {
    expect(change('MODIFY', cardigan, { ...cardigan, preOrderStock: { M: 9 } })).toEqual([]);
    expect(change('REMOVE', withStock(cardigan, { M: 3 }), undefined)).toEqual([]);
    expect(change('MODIFY', cardigan, { ...withStock(cardigan, { M: 3 }), active: false })).toEqual([]);
    const category = { ...categoryKey('adult-tops'), id: 'adult-tops', stock: { M: 3 }, active: true };
    expect(change('INSERT', undefined, category)).toEqual([]);
  });

  it('carries what the email tells of the product, from the new image', () => {
    const [back] = sizesBackInStock({
      eventName: 'MODIFY',
      oldImage: { ...cardigan },
      newImage: { ...withStock(cardigan, { M: 1 }), price: 12900 },
    });
    expect(back).toEqual({
      productId: 'merino-cardigan',
      size: 'M',
      product: { id: 'merino-cardigan', name: 'Merino Cable Cardigan', colorName: 'Ink Blue', price: 12900, discount: 0 },
    });
  });
});
