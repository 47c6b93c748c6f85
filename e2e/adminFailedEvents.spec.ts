import { axeViolations } from './support/axe.ts';
import { BACK_OFFICE_PIECE, signedInOwner } from './support/backOffice.ts';
import { failProviderCalls, guestOrder, mailTo, order, sendToQueue } from './support/shop.ts';
import { expect, test } from './support/test.ts';

/*
 * The back office's failed events (docs/decisions/045): a payment event the shop could not handle
 * on any of its five deliveries (the provider's API failing, by the payment simulator's fault
 * injection) waits on the desk; once the provider answers again the owner replays it and the
 * order is paid; a stale message is dropped, its body kept in the audit log.
 */

const run = Date.now();

test('an owner replays a payment event that failed every delivery, and the order is paid; a stale one is dropped into the audit log', async ({
  browser,
  page: shopper,
  request,
}) => {
  test.setTimeout(120_000);
  const { page: owner, email: ownerEmail } = await signedInOwner(browser, 'Nika');
  const customer = `nika.replay.${run}@example.hr`;

  // A guest orders and pays by card while the provider's API fails on this payment page's session.
  const { url, orderId } = await guestOrder(request, { email: customer, productId: BACK_OFFICE_PIECE.id, size: BACK_OFFICE_PIECE.size });
  const { paymentSessionId, number } = (await order(orderId)) as { paymentSessionId: string; number: string };
  const waiting = owner
    .getByRole('table', { name: 'Failed events waiting' })
    .getByRole('row')
    .filter({ hasText: `order ${orderId}` });
  const clearFaults = await failProviderCalls(`/v1/checkout/sessions/${paymentSessionId}`);
  try {
    await shopper.goto(url);
    await shopper.getByRole('button', { name: 'Pay by card' }).click();
    await expect(shopper).toHaveURL(/\/order-success\/[a-z0-9]+$/);

    // Five deliveries fail; the event waits on the desk.
    await owner.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Failed events' }).click();
    await expect(owner.getByRole('heading', { name: 'Failed events' })).toBeVisible();
    const waiting = owner
      .getByRole('table', { name: 'Failed events waiting' })
      .getByRole('row')
      .filter({ hasText: `order ${orderId}` });
    await expect(async () => {
      await owner.reload();
      await expect(waiting).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(waiting).toContainText('Payment events');
    await expect(waiting).toContainText('checkout.session.completed');
    expect((await order(orderId))?.status).toBe('PENDING_PAYMENT');
    expect(await axeViolations(owner, 'failed events')).toEqual([]);
  } finally {
    await clearFaults();
  }

  // The provider answers again: replayed, the order is paid and the customer hears of it.
  await waiting.getByRole('button', { name: /^Replay checkout\.session\.completed/ }).click();
  await expect(owner.getByText(/^Replayed to Payment events: checkout\.session\.completed · evt_\w+ · order \w+\.$/)).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await expect.poll(async () => (await order(orderId))?.status, { timeout: 15_000 }).toBe('PAID');
  await mailTo(customer, new RegExp(number));

  // A message nobody needs any more: dropped after asking once more, its body kept.
  const stale = JSON.stringify({ id: `evt_stale_${run}`, type: 'checkout.session.expired', data: { object: {} } });
  await sendToQueue('local-payment-events-dlq', stale);
  await owner.reload();
  const staleRow = owner.getByRole('row').filter({ hasText: `evt_stale_${run}` });
  await staleRow.getByRole('button', { name: /^Drop / }).click();
  await staleRow.getByRole('button', { name: 'Drop it for good' }).click();
  await expect(owner.getByText(`Dropped: checkout.session.expired · evt_stale_${run}. Its body is kept in the audit log.`)).toBeVisible();
  await expect(staleRow).toHaveCount(0);

  await owner.getByRole('link', { name: 'Audit log' }).click();
  const rows = owner.getByRole('row').filter({ hasText: ownerEmail });
  await expect(rows.filter({ hasText: 'failedEvents.replay' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'failedEvents.drop' })).toHaveCount(1);
});
