import * as z from 'zod/mini';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../platform/config.ts';
import { dynamo, isConditionFailure } from '../platform/dynamo.ts';
import { log } from '../platform/log.ts';
import { type CashBalancePorts, handleCashBalanceTransaction, handleReturnRefund } from './cashBalanceReturns.ts';
import { eventKey } from './orderRecord.ts';
import { getOrder } from './orderStore.ts';
import { type SettlePorts, settleOrderFromProvider } from './settleOrder.ts';

/**
 * The part of a provider event the shop reads, as the payment events' consumer parses each body
 * (the webhook queued the event as the provider signed it; the rest of it is kept, unread).
 */
export const PaymentEvent = z.looseObject({
  id: z.string().check(z.minLength(1)),
  type: z.string(),
  data: z.looseObject({
    object: z.looseObject({
      id: z.optional(z.string()),
      object: z.optional(z.string()),
      client_reference_id: z.optional(z.nullable(z.string())),
      metadata: z.optional(z.nullable(z.record(z.string(), z.string()))),
      /** A cash balance transaction's type and customer. */
      type: z.optional(z.string()),
      customer: z.optional(z.nullable(z.union([z.string(), z.looseObject({ id: z.string() })]))),
    }),
  }),
});
export type PaymentEvent = z.infer<typeof PaymentEvent>;

/** The provider's events the shop acts on: its webhook endpoint at the provider must send these. */
export const HANDLED_PAYMENT_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  // Money in a customer's cash balance, and the returns of it (lambdas/orders/cashBalanceReturns.ts).
  'customer_cash_balance_transaction.created',
  'refund.updated',
] as const;

const HANDLED = new Set<string>(HANDLED_PAYMENT_EVENTS);

/** How long a processed event's id is remembered; the provider retries for three days. */
const LEDGER_DAYS = 30;

/**
 * Handles one payment event from the queue. The ledger of processed event ids makes a second
 * delivery a no-op; settling by the session's current state makes any order of events safe,
 * and an event that claims more than the provider knows (a failure while the page is still
 * open) changes nothing.
 */
export async function processPaymentEvent(event: PaymentEvent, ports: CashBalancePorts): Promise<'processed' | 'duplicate' | 'ignored'> {
  if (!HANDLED.has(event.type)) return 'ignored';
  const table = tableName('orders');
  const { Item: seen } = await dynamo().send(new GetCommand({ TableName: table, Key: eventKey(event.id), ConsistentRead: true }));
  if (seen) return 'duplicate';

  if (event.type === 'customer_cash_balance_transaction.created') {
    const outcome = await handleCashBalanceTransaction(event.data.object, ports);
    log.info('payment event processed', { eventId: event.id, type: event.type, outcome });
  } else if (event.type === 'refund.updated') {
    const outcome = await handleReturnRefund(event.data.object, ports);
    log.info('payment event processed', { eventId: event.id, type: event.type, outcome });
  } else {
    await settleFromSessionEvent(event, ports);
  }
  await remember(event, ports);
  return 'processed';
}

async function settleFromSessionEvent(event: PaymentEvent, ports: SettlePorts): Promise<void> {
  const session = event.data.object;
  const orderId = session.client_reference_id ?? session.metadata?.orderId;
  const order = orderId ? await getOrder(orderId) : undefined;
  if (!order) {
    log.warn('payment event for an unknown order', { eventId: event.id, type: event.type, orderId });
  } else {
    // The event only says where to look: the provider's session is the truth. An order whose
    // session id was never recorded (its function died after opening the page) learns it here.
    const settled = await settleOrderFromProvider(order, ports, order.paymentSessionId ?? session.id);
    log.info('payment event processed', { eventId: event.id, type: event.type, orderId: order.id, status: settled.status });
  }
}

/** Notes the event as processed, so that the provider's repeat of it changes nothing. */
async function remember(event: PaymentEvent, ports: SettlePorts): Promise<void> {
  const table = tableName('orders');
  const now = ports.clock.now();
  try {
    await dynamo().send(
      new PutCommand({
        TableName: table,
        Item: {
          ...eventKey(event.id),
          type: event.type,
          processedAt: now.toISOString(),
          expiresAt: Math.floor(now.getTime() / 1000) + LEDGER_DAYS * 86_400,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
