import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { WISHLIST_MAX, WISHLIST_MESSAGES } from '@shop/shared/contract/wishlistMessages';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearTables } from '../../test/tables.ts';
import { handler as productsByIdsHandler } from '../catalog/handlers/productsByIds.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { writeCatalog } from '../testing/catalogFixture.ts';
import { invokeRoute } from '../testing/invoke.ts';
import { bearer, putAccount } from './accountFixture.ts';
import { accountByEmail as getAccountByEmail } from './dynamoAccountReader.ts';
import { customerAccountKey } from './customerRecord.ts';
import { handler as getWishlistHandler } from './handlers/getWishlist.ts';
import { handler as mergeWishlistHandler } from './handlers/mergeWishlist.ts';
import { handler as removeFromWishlistHandler } from './handlers/removeFromWishlist.ts';
import { handler as saveToWishlistHandler } from './handlers/saveToWishlist.ts';
import { issueToken } from './sessionToken.ts';

/** The wishlist kept on the account (docs/decisions/037-cards-and-wishlist.md). */

const ANA = { id: 'ana-1', email: 'ana@example.hr' };
let auth: Record<string, string>;

const get = (headers = auth) => invokeRoute('GET /api/wishlist', getWishlistHandler, { headers });
const save = (body: unknown, headers = auth) => invokeRoute('POST /api/wishlist', saveToWishlistHandler, { body, headers });
const remove = (id: string) => invokeRoute('DELETE /api/wishlist/{id}', removeFromWishlistHandler, { params: { id }, headers: auth });
const merge = (body: unknown) => invokeRoute('POST /api/wishlist/merge', mergeWishlistHandler, { body, headers: auth });
const stored = async () => (await getAccountByEmail(ANA.email)) as unknown as { wishlist?: string[] };

beforeAll(async () => {
  await clearTables('catalog');
  await writeCatalog();
  auth = bearer(await issueToken({ id: ANA.id }, new Date()));
});

beforeEach(async () => {
  await clearTables('customers');
  await putAccount({ ...ANA });
});

describe('a customer wishlist', () => {
  it('is empty at first, and only for a logged-in customer', async () => {
    expect(await get()).toMatchObject({ status: 200, body: { productIds: [] } });
    expect((await get({})).status).toBe(401);
    expect((await save({ productId: 'dress-01' }, {})).status).toBe(401);
  });

  it('keeps saved products on the account, the latest first, each once, and lets them go', async () => {
    await save({ productId: 'dress-01' });
    await save({ productId: 'linen-shirt-oat' });
    const again = await save({ productId: 'dress-01' });
    expect(again.body).toEqual({ productIds: ['linen-shirt-oat', 'dress-01'] });
    expect((await stored()).wishlist).toEqual(['linen-shirt-oat', 'dress-01']);
    expect((await get()).body).toEqual({ productIds: ['linen-shirt-oat', 'dress-01'] });
    expect((await remove('linen-shirt-oat')).body).toEqual({ productIds: ['dress-01'] });
    expect((await remove('not-saved')).body).toEqual({ productIds: ['dress-01'] });
  });

  it('refuses a product that is not for sale and bad ids, changing nothing', async () => {
    const unknown = await save({ productId: 'no-such-product' });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'There is no such product.', code: 'catalog.noSuchProduct' } });
    const bad = await save({ productId: '../U#x' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('productId');
    expect((await merge({ productIds: 'dress-01' })).status).toBe(400);
    expect((await stored()).wishlist).toBeUndefined();
  });

  it('merges what the browser kept at login: a union, the browser’s first, unknown ids dropped', async () => {
    await save({ productId: 'dress-01' });
    await save({ productId: 'dress-02' });
    const merged = await merge({ productIds: ['linen-shirt-oat', 'dress-02', 'gone-for-good'] });
    expect(merged.body).toEqual({ productIds: ['linen-shirt-oat', 'dress-02', 'dress-01'] });
    expect((await merge({ productIds: [] })).body).toEqual({ productIds: ['linen-shirt-oat', 'dress-02', 'dress-01'] });
  });

  it(`holds at most ${WISHLIST_MAX} products: a merge keeps the newest, one more save is a 409`, async () => {
    const many = Array.from({ length: WISHLIST_MAX }, (_, i) => `dress-${String(i + 1).padStart(2, '0')}`);
    const { body } = await invokeRoute('POST /api/products/byIds', productsByIdsHandler, { body: { productIds: many } });
    const existing: string[] = body.data.map((p: { id: string }) => p.id);
    expect(existing.length).toBeGreaterThan(1);
    // Fill the account's list to the limit directly, as a hundred saves would.
    const full = Array.from({ length: WISHLIST_MAX }, (_, i) => existing[i % existing.length] + (i < existing.length ? '' : `-${i}`));
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('customers'),
        Key: customerAccountKey(ANA.email),
        UpdateExpression: 'SET wishlist = :full, wishlistVersion = :one',
        ExpressionAttributeValues: { ':full': full, ':one': 1 },
      }),
    );
    const refused = await save({ productId: 'linen-shirt-oat' });
    expect(refused).toMatchObject({ status: 409, body: { message: WISHLIST_MESSAGES.full, code: 'wishlist.full' } });
    const merged = await merge({ productIds: ['linen-shirt-oat'] });
    expect(merged.body.productIds).toHaveLength(WISHLIST_MAX);
    expect(merged.body.productIds[0]).toBe('linen-shirt-oat');
  });
});

describe('POST /api/products/byIds', () => {
  it('answers the products as they are now, in the order asked, leaving out ids that are gone', async () => {
    const { status, body } = await invokeRoute('POST /api/products/byIds', productsByIdsHandler, {
      body: { productIds: ['linen-shirt-oat', 'gone', 'dress-01'] },
    });
    expect(status).toBe(200);
    expect(body.data.map((p: { id: string }) => p.id)).toEqual(['linen-shirt-oat', 'dress-01']);
    expect(body.data[0]).toHaveProperty('price');
    expect(body.data[0]).toHaveProperty('productQuantities');
  });

  it('refuses more than 100 ids or a body that is not a list', async () => {
    const tooMany = Array.from({ length: 101 }, (_, i) => `p-${i}`);
    expect((await invokeRoute('POST /api/products/byIds', productsByIdsHandler, { body: { productIds: tooMany } })).status).toBe(400);
    expect((await invokeRoute('POST /api/products/byIds', productsByIdsHandler, { body: {} })).status).toBe(400);
  });
});
