import { STAFF_POWER_DEFAULTS } from '@shop/shared/contract/adminStaffPowers';
import { OrderRequest } from '@shop/shared/contract/orders';
import { formatEuro } from '@shop/shared/money';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_START, testClock } from '../../test/clock.ts';
import { clearTables } from '../../test/tables.ts';
import { ensureInvoice } from '../orders/issueInvoice.ts';
import { getOrder } from '../orders/orderStore.ts';
import { processPaymentEvent } from '../orders/paymentEvents.ts';
import { placeOrder } from '../orders/placeOrder.ts';
import { createFakeMailer } from '../platform/mailer.ts';
import { shopPromotionReader } from '../promotions/promotionAdapters.ts';
import { listDiscountCodes, listGiftCards } from '../promotions/promotionDesk.ts';
import { readAudit } from '../staff/auditLog.ts';
import { shopAuditReader, shopStaff } from '../staff/staffAdapters.ts';
import { activeStaff } from '../staff/staffFixture.ts';
import { staffPowersOf } from '../staff/staffStore.ts';
import { ZAGREB_ADDRESS } from '../testing/addressFixture.ts';
import { writeCatalog } from '../testing/catalogFixture.ts';
import { fakePayments } from '../testing/fakePayments.ts';
import { invokeRoute } from '../testing/invoke.ts';
import { withdraw } from '../withdrawals/withdraw.ts';
import { shopWithdrawalPorts, shopWithdrawals } from '../withdrawals/withdrawalAdapters.ts';
import { handler as orderDesk } from './handlers/orderDesk.ts';
import { handler as promotionDesk } from './handlers/promotionDesk.ts';
import { handler as staffDesk } from './handlers/staffDesk.ts';

/*
 * What only an owner may do with the shop's money (docs/decisions/063-staff-powers.md), route by
 * route: staff are refused with 403 and the reason, and nothing is written; an owner is not.
 */

const clock = testClock();
let staff: Record<string, string>;
let owner: Record<string, string>;

beforeEach(async () => {
  await clearTables('orders', 'catalog', 'promotions', 'staff', 'audit');
  await writeCatalog();
  clock.set(TEST_START);
  staff = (await activeStaff({ email: 'vesna@tkanica.hr' })).headers;
  owner = (await activeStaff({ email: 'marta@tkanica.hr', role: 'owner' })).headers;
});

const powers = (headers: Record<string, string>) => invokeRoute('GET /api/admin/staffPowers', staffDesk, { headers });
const setPowers = (headers: Record<string, string>, body: unknown) =>
  invokeRoute('PUT /api/admin/staffPowers', staffDesk, { headers, body });

describe('the owners’ staff powers settings', () => {
  it('start at 30 % and 100,00 €, list what only an owner may do, and are changed by an owner alone, audited', async () => {
    expect(await powers(owner)).toMatchObject({
      status: 200,
      body: {
        maxDiscountPercent: 30,
        maxRefund: 10_000,
        ownerOnly: [
          'Only an owner may create a code above 30 %.',
          'Only an owner may create a code without a usage limit.',
          `Only an owner may refund more than ${formatEuro(10_000)}.`,
          'Only an owner may create a gift card.',
        ],
      },
    });
    expect(await powers(staff)).toMatchObject({ status: 403, body: { message: 'Only an owner may do this.' } });
    expect(await setPowers(staff, { maxDiscountPercent: 100, maxRefund: 10_000_000 })).toMatchObject({
      status: 403,
      body: { message: 'Only an owner may do this.' },
    });
    expect(await setPowers(owner, { maxDiscountPercent: 101, maxRefund: -1 })).toMatchObject({
      status: 400,
      body: {
        errors: {
          maxDiscountPercent: 'The percent is a whole number from 0 to 100.',
          maxRefund: 'Enter the amount in euros, from 0,00 € to 100.000,00 €.',
        },
      },
    });
    expect(await staffPowersOf(shopStaff)).toEqual(STAFF_POWER_DEFAULTS);

    const changed = await setPowers(owner, { maxDiscountPercent: 20, maxRefund: 5_000 });
    expect(changed).toMatchObject({
      status: 200,
      body: { maxDiscountPercent: 20, maxRefund: 5_000, updatedBy: 'marta@tkanica.hr', updatedAt: expect.any(String) },
    });
    expect(changed.body.ownerOnly[0]).toBe('Only an owner may create a code above 20 %.');
    expect((await powers(owner)).body).toEqual(changed.body);
    const { data } = await readAudit(shopAuditReader, {}, new Date());
    expect(
      data.map((e) => [
        e.action,
        e.staff.email,
        (e.before as { maxRefund: number }).maxRefund,
        (e.after as { maxRefund: number }).maxRefund,
      ]),
    ).toEqual([['settings.staffPowers', 'marta@tkanica.hr', 10_000, 5_000]]);
  });
});

describe('the codes desk', () => {
  const create = (headers: Record<string, string>, body: Record<string, unknown>) =>
    invokeRoute('POST /api/admin/discountCodes', promotionDesk, { headers, body });

  it('refuses staff a code above the ceiling or without a usage limit, with the reason, and writes nothing', async () => {
    expect(await create(staff, { name: 'HALF', percent: 31, usageLimit: 10 })).toMatchObject({
      status: 403,
      body: { message: 'Only an owner may create a code above 30 %.', errors: { percent: 'Only an owner may create a code above 30 %.' } },
    });
    expect(await create(staff, { name: 'FOREVER', percent: 10 })).toMatchObject({
      status: 403,
      body: {
        message: 'Only an owner may create a code without a usage limit.',
        errors: { usageLimit: 'Only an owner may create a code without a usage limit.' },
      },
    });
    expect(await create(staff, { name: 'FREE', percent: 100 })).toMatchObject({
      status: 403,
      body: { message: 'Only an owner may create a code above 30 %. Only an owner may create a code without a usage limit.' },
    });
    expect(await listDiscountCodes(shopPromotionReader)).toEqual([]);
    expect((await readAudit(shopAuditReader, {}, new Date())).data).toEqual([]);
  });

  it('lets staff create a code up to the ceiling with a limit, and an owner any code', async () => {
    expect(await create(staff, { name: 'THIRTY', percent: 30, usageLimit: 10 })).toMatchObject({ status: 200, body: { percent: 30 } });
    expect(await create(owner, { name: 'FREE', percent: 100 })).toMatchObject({ status: 200, body: { percent: 100 } });
    expect((await listDiscountCodes(shopPromotionReader)).map((c) => c.name)).toEqual(['FREE', 'THIRTY']);
  });

  it('holds staff to the ceiling the owner set', async () => {
    await setPowers(owner, { maxDiscountPercent: 15, maxRefund: 10_000 });
    expect(await create(staff, { name: 'TWENTY', percent: 20, usageLimit: 10 })).toMatchObject({
      status: 403,
      body: { message: 'Only an owner may create a code above 15 %.' },
    });
    expect(await create(staff, { name: 'FIFTEEN', percent: 15, usageLimit: 10 })).toMatchObject({ status: 200 });
  });
});

describe('the gift cards desk', () => {
  it('refuses staff a gift card, and lets an owner create one', async () => {
    const create = (headers: Record<string, string>) =>
      invokeRoute('POST /api/admin/giftCards', promotionDesk, { headers, body: { amount: 2500 } });
    expect(await create(staff)).toMatchObject({ status: 403, body: { message: 'Only an owner may do this.' } });
    expect(await listGiftCards(shopPromotionReader)).toEqual([]);
    expect(await create(owner)).toMatchObject({ status: 200, body: { balance: 2500 } });
  });
});

/** A guest's order of two linen shirts (118,00 €), paid by card, with its invoice issued. */
async function paidOrder() {
  const payments = fakePayments();
  const ports = { payments: payments.gateway, mailer: createFakeMailer(), clock, shopUrl: 'http://localhost:3000' };
  const request = OrderRequest.parse({
    deliveryAddress: ZAGREB_ADDRESS,
    cartProducts: [{ productId: 'linen-shirt-oat', sizes: [{ size: 'M', quantity: 2 }] }],
    userEmail: 'ana@example.hr',
  });
  const sessionId = (await placeOrder(request, ports)).url.split('/').pop() as string;
  payments.payByCard(sessionId);
  await processPaymentEvent(payments.event(sessionId, 'checkout.session.completed'), ports);
  const orderId = payments.sessions.get(sessionId)?.orderId as string;
  await ensureInvoice(orderId, clock.now());
  const order = (await getOrder(orderId))!;
  expect(order.total).toBeGreaterThan(STAFF_POWER_DEFAULTS.maxRefund);
  return order;
}

describe('the orders desk’s refunds', () => {
  const refund = (headers: Record<string, string>, id: string, amount?: number) =>
    invokeRoute('POST /api/admin/orders/{id}/steps', orderDesk, {
      headers,
      params: { id },
      body: amount === undefined ? { step: 'refund' } : { step: 'refund', amount },
    });
  const REFUSED = `Only an owner may refund more than ${formatEuro(10_000)}.`;

  it('refuses staff a refund above the ceiling, given or all that is left, and changes nothing', async () => {
    const order = await paidOrder();
    expect(await refund(staff, order.id, 10_001)).toMatchObject({ status: 403, body: { message: REFUSED, errors: { amount: REFUSED } } });
    expect(await refund(staff, order.id)).toMatchObject({ status: 403, body: { message: REFUSED } });
    expect(await getOrder(order.id)).toMatchObject({ status: 'PAID', version: order.version });
    expect((await readAudit(shopAuditReader, {}, new Date())).data).toEqual([]);
  });

  it('lets staff refund up to the ceiling, and an owner the rest', async () => {
    const order = await paidOrder();
    expect(await refund(staff, order.id, 10_000)).toMatchObject({
      status: 200,
      body: { order: { status: 'PARTLY_REFUNDED', refunded: 10_000 } },
    });
    expect(await refund(owner, order.id)).toMatchObject({ status: 200, body: { order: { status: 'REFUNDED', refunded: order.total } } });
  });

  it('holds staff to the ceiling the owner set', async () => {
    const order = await paidOrder();
    await setPowers(owner, { maxDiscountPercent: 30, maxRefund: 2_000 });
    expect(await refund(staff, order.id, 2_001)).toMatchObject({
      status: 403,
      body: { message: `Only an owner may refund more than ${formatEuro(2_000)}.` },
    });
    expect(await refund(staff, order.id, 2_000)).toMatchObject({ status: 200 });
  });

  it('refuses staff handling a withdrawal whose refund is above the ceiling, and lets an owner handle it', async () => {
    const order = await paidOrder();
    await withdraw(
      { name: 'Ana Horvat', orderNumber: order.number, email: 'ana@example.hr', lines: [1] },
      { client: '10.0.0.3' },
      shopWithdrawalPorts({ clock, mailer: createFakeMailer(), shopUrl: 'http://localhost:3000' }),
    );
    const id = (await invokeRoute('GET /api/admin/today', orderDesk, { headers: staff })).body.withdrawals[0].id as string;
    const handle = (headers: Record<string, string>, body: unknown) =>
      invokeRoute('POST /api/admin/withdrawals/{id}/handle', orderDesk, { headers, params: { id }, body });
    // Without an amount: what the statement withdraws from, the whole line of two shirts.
    expect(await handle(staff, {})).toMatchObject({ status: 403, body: { message: REFUSED } });
    expect((await shopWithdrawals.get(id))?.handledAt).toBeUndefined();
    expect(await getOrder(order.id)).toMatchObject({ status: 'PAID', version: order.version });
    expect(await handle(owner, {})).toMatchObject({ status: 200, body: { handled: true, order: { refunded: order.lines[0]?.amount } } });
  });
});
