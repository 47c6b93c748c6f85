import { log } from '../platform/log.ts';
import { ordersIn, transition } from './orderStore.ts';
import { CHECKOUT_SESSION_MINUTES, checkoutTerms } from './placeOrder.ts';
import { reconcileWithProvider } from './reconcilePayment.ts';
import type { SettlePorts } from './settleOrder.ts';

/** A placed order with no payment page this long after it was placed has lost the function that was opening one. */
export const PLACED_GRACE_MINUTES = 5;
/** Past this, every page an order could have had has closed: its holds go back whatever the provider says. */
export const PAGE_GONE_MINUTES = CHECKOUT_SESSION_MINUTES + 5;

export interface ReleaseResult {
  released: string[];
  settled: string[];
  /** Orders left for the next run: the provider did not answer. */
  waiting: string[];
}

/**
 * No hold without an owner. A PLACED order whose function died (or whose provider was too slow)
 * before a payment page was recorded is asked about at the provider: opening its page again
 * with the same terms and key gives back the page it may have had, which is then closed — or,
 * if the shopper paid on it, settles the order. A PENDING_PAYMENT order past its page's end
 * whose closing event never came is settled from the provider (reconcilePayment.ts, as every job
 * that gives an order up asks); one it does not answer for waits for the next run. What nobody
 * can answer for is released once every page it could have had is gone.
 */
export async function releaseAbandonedOrders(ports: SettlePorts): Promise<ReleaseResult> {
  const now = ports.clock.now();
  const result: ReleaseResult = { released: [], settled: [], waiting: [] };
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

  for await (const order of ordersIn('PLACED', minutesAgo(PLACED_GRACE_MINUTES))) {
    const { urls, expiresAt } = checkoutTerms(order, ports.shopUrl);
    const page = await ports.payments.createCheckout(order, urls, expiresAt);
    if (page.status === 'created') {
      const closed = await ports.payments.expireSession(page.sessionId);
      if (closed.status === 'already_complete') {
        // The shopper finished on the page: paid, or chose a transfer. Never released blind.
        const asked = await reconcileWithProvider(order, ports, page.sessionId);
        (asked.outcome === 'unanswered' ? result.waiting : result.settled).push(order.id);
        continue;
      }
      if (closed.status === 'unavailable' && new Date(order.createdAt) > minutesAgo(PAGE_GONE_MINUTES)) {
        result.waiting.push(order.id);
        continue;
      }
    } else if (page.status === 'rejected') {
      // Asked with the order's own key, the provider would have given back a page it had made.
    } else if (new Date(order.createdAt) > minutesAgo(PAGE_GONE_MINUTES)) {
      result.waiting.push(order.id);
      continue;
    }
    const moved = await transition(order, { type: 'paymentPageExpired' }, now);
    if (moved.status === 'moved') result.released.push(order.id);
  }

  // The same question as every job that gives an order up (reconcilePayment.ts): one order the
  // provider does not answer for waits for the next run without stopping the others.
  for await (const order of ordersIn('PENDING_PAYMENT', minutesAgo(PAGE_GONE_MINUTES))) {
    const asked = await reconcileWithProvider(order, ports);
    (asked.outcome === 'settled' ? result.settled : result.waiting).push(order.id);
  }
  if (result.released.length || result.settled.length || result.waiting.length) log.info('abandoned orders looked at', { ...result });
  return result;
}
