import http from 'node:http';
import { ZAGREB_ADDRESS } from '../../lambdas/testing/addressFixture.ts';
import { LOCAL_STRIPE_SECRET_KEY } from '../../local/environment.ts';
import type { AcknowledgedOrder } from './audit.ts';
import type { PlanKind, ShopperPlan } from './plan.ts';

/**
 * The crash test's shoppers, going through the checkout as the web app does: POST /api/orders,
 * then the payment simulator's hosted page (card, a declined card, bank transfer), the
 * simulator's bank for a transfer that arrives, or POST /api/orders/{id}/cancelCheckout for a
 * shopper who comes back without paying. A request the dead shop never answered is made again
 * once it is back: the payment page and the bank by the same session, and an order whose answer
 * was lost by placing it again (the shopper never heard of the first, which the sweeps let go of).
 */

export interface Answer {
  status: number;
  body: string;
  location?: string;
}

/** An HTTP request from a given loopback address (the shop counts unpaid orders per client address, as CloudFront gives it). */
export function send(
  url: string,
  options: { method?: string; body?: string; headers?: Record<string, string>; localAddress?: string; timeoutMs?: number },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.localAddress,
        timeout: options.timeoutMs ?? 60_000,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ...(response.headers.location ? { location: response.headers.location } : {}),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer')));
    request.on('error', reject);
    request.end(options.body);
  });
}

/** Whether the shop is up: shoppers wait for it after a failed request. */
export class Gate {
  private opened = true;
  private waiters: (() => void)[] = [];
  close(): void {
    this.opened = false;
  }
  open(): void {
    this.opened = true;
    for (const wake of this.waiters.splice(0)) wake();
  }
  wait(): Promise<void> {
    return this.opened ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }
}

export type Outcome = 'paid' | 'transferWaiting' | 'cancelled' | 'abandoned' | 'refused' | 'gaveUp';

export interface ShopperRecord {
  index: number;
  kind: PlanKind;
  outcome: Outcome;
  /** Orders the shop confirmed (200 with its id); the last is the one the shopper went on with. */
  orders: AcknowledgedOrder[];
  /** Order requests the shop never answered (it died meanwhile): an order may or may not exist. */
  unanswered: number;
  /** The shop's refusal, when it refused (sold out, too many unpaid orders...). */
  refusal?: string;
}

/** What was under way when a crash came: requests in flight by step. */
export type Step = 'placing' | 'paying' | 'transfer' | 'bank' | 'cancelling';

class Retry extends Error {}

const ATTEMPTS = 8;
const CARD_PAYS = '4242 4242 4242 4242';
const CARD_DECLINED = '4000 0000 0000 0002';
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_BODY = { 'content-type': 'application/json', accept: 'application/json' };

export class Shoppers {
  readonly inFlight: Record<Step, number> = { placing: 0, paying: 0, transfer: 0, bank: 0, cancelling: 0 };
  /** Requests that failed because the shop was down or dying, made again later. */
  retried = 0;

  constructor(
    private readonly urls: { shop: string; payments: string },
    private readonly gate: Gate,
  ) {}

  /** One step, made again after the shop comes back when it gets no answer or a 5xx. */
  private async step(step: Step, run: () => Promise<Answer>): Promise<Answer> {
    for (let attempt = 1; ; attempt++) {
      await this.gate.wait();
      this.inFlight[step]++;
      let answer: Answer | undefined;
      try {
        answer = await run();
      } catch {
        // The shop died under the request, or was not there.
      } finally {
        this.inFlight[step]--;
      }
      if (answer && answer.status < 500) return answer;
      if (attempt >= ATTEMPTS) throw new Retry(`${step}: no answer after ${ATTEMPTS} tries (last ${answer?.status ?? 'none'})`);
      this.retried++;
      await new Promise((r) => setTimeout(r, 500 * attempt));
    }
  }

  /** What the page itself shows the shopper: whether its payment went through. */
  private async sessionPaid(sessionId: string): Promise<boolean> {
    const answer = await this.step('paying', () =>
      send(`${this.urls.payments}/v1/checkout/sessions/${sessionId}`, { headers: { authorization: `Bearer ${LOCAL_STRIPE_SECRET_KEY}` } }),
    );
    return (JSON.parse(answer.body) as { payment_status?: string }).payment_status === 'paid';
  }

  async shop(plan: ShopperPlan): Promise<ShopperRecord> {
    const record: ShopperRecord = { index: plan.index, kind: plan.kind, outcome: 'gaveUp', orders: [], unanswered: 0 };
    try {
      const placed = await this.place(plan, record);
      if (!placed) return record;
      await this.pay(plan, placed, record);
    } catch (error) {
      if (!(error instanceof Retry)) throw error;
      record.outcome = 'gaveUp';
      record.refusal = error.message;
    }
    return record;
  }

  /** Places the order; a lost answer places it again, as a shopper pressing "Go to payment" again would. */
  private async place(plan: ShopperPlan, record: ShopperRecord): Promise<{ orderId: string; url: string } | undefined> {
    const body = JSON.stringify({
      deliveryAddress: { ...ZAGREB_ADDRESS, lastName: `Kupac ${plan.index}` },
      cartProducts: plan.lines.map((l) => ({ productId: l.productId, sizes: [{ size: l.size, quantity: l.quantity }] })),
      userEmail: plan.email,
      ...(plan.discountCode ? { discountCodeName: plan.discountCode } : {}),
      ...(plan.giftCardCode ? { giftCardCode: plan.giftCardCode } : {}),
    });
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      await this.gate.wait();
      this.inFlight.placing++;
      let answer: Answer | undefined;
      try {
        answer = await send(`${this.urls.shop}/api/orders`, {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json' },
          localAddress: plan.clientAddress,
        });
      } catch {
        // No answer: the order may exist; the sweeps let go of it.
      } finally {
        this.inFlight.placing--;
      }
      if (answer?.status === 200) {
        const { orderId, url } = JSON.parse(answer.body) as { orderId: string; url: string };
        record.orders.push({ orderId, shopperPaid: false });
        return { orderId, url };
      }
      if (answer && answer.status < 500) {
        record.outcome = 'refused';
        record.refusal = `${answer.status} ${answer.body.slice(0, 160)}`;
        return undefined;
      }
      record.unanswered++;
      this.retried++;
      await new Promise((r) => setTimeout(r, 500 * attempt));
    }
    throw new Retry(`placing: no answer after ${ATTEMPTS} tries`);
  }

  private async pay(plan: ShopperPlan, placed: { orderId: string; url: string }, record: ShopperRecord): Promise<void> {
    const order = record.orders[record.orders.length - 1] as AcknowledgedOrder;
    const page = new URL(placed.url);
    if (!page.pathname.startsWith('/pay/')) {
      // Nothing left to pay (a gift card paid it all): the shop sent the shopper to the success page.
      order.shopperPaid = true;
      record.outcome = 'paid';
      return;
    }
    const sessionId = page.pathname.split('/').pop() as string;
    const payPage = `${this.urls.payments}/pay/${sessionId}`;
    const payBy = (method: string, fields: Record<string, string>) =>
      this.step('paying', () =>
        send(`${payPage}/${method}`, { method: 'POST', body: form({ email: plan.email, ...fields }), headers: FORM }),
      );
    switch (plan.kind) {
      case 'cancelled': {
        const answer = await this.step('cancelling', () =>
          send(`${this.urls.shop}/api/orders/${placed.orderId}/cancelCheckout`, {
            method: 'POST',
            body: '{}',
            headers: { 'content-type': 'application/json' },
            localAddress: plan.clientAddress,
          }),
        );
        record.outcome = answer.status === 200 ? 'cancelled' : 'refused';
        if (answer.status !== 200) record.refusal = `cancel: ${answer.status} ${answer.body.slice(0, 160)}`;
        return;
      }
      case 'abandoned':
        record.outcome = 'abandoned';
        return;
      case 'transferPaid':
      case 'transferUnpaid': {
        await payBy('bank-transfer', {});
        if (plan.kind === 'transferUnpaid') {
          record.outcome = 'transferWaiting';
          return;
        }
        // A bank sends a transfer once. When the simulator died before answering, the money may
        // have arrived all the same: only a session still unpaid is sent it again.
        let sent = false;
        const bank = await this.step('bank', async () => {
          if (sent) {
            const session = await send(`${this.urls.payments}/v1/checkout/sessions/${sessionId}`, {
              headers: { authorization: `Bearer ${LOCAL_STRIPE_SECRET_KEY}` },
            });
            if (session.status >= 500) return session;
            if ((JSON.parse(session.body) as { payment_status?: string }).payment_status === 'paid') return { status: 200, body: '{}' };
          }
          sent = true;
          return send(`${this.urls.payments}/_simulator/sessions/${sessionId}/transfer-received`, {
            method: 'POST',
            body: '{}',
            headers: JSON_BODY,
          });
        });
        if (bank.status !== 200) throw new Retry(`the bank's transfer was refused: ${bank.status} ${bank.body.slice(0, 160)}`);
        order.shopperPaid = true;
        record.outcome = 'paid';
        return;
      }
      default: {
        if (plan.kind === 'declinedThenCard') await payBy('card', { card_number: CARD_DECLINED });
        const answer = await payBy('card', { card_number: CARD_PAYS });
        // Paid: the page sends the shopper back to the shop. A page finished before (the answer was lost) sends them to
        // itself, which says whether it was paid or had closed.
        if (answer.status === 303 && !answer.location?.includes('/pay/')) {
          order.shopperPaid = true;
          record.outcome = 'paid';
          return;
        }
        if (answer.status === 303) {
          const paid = await this.sessionPaid(sessionId);
          record.outcome = paid ? 'paid' : 'refused';
          if (paid) order.shopperPaid = true;
          else record.refusal = 'the payment page had closed';
          return;
        }
        throw new Retry(`the card payment was not taken: ${answer.status} ${answer.body.slice(0, 160)}`);
      }
    }
  }
}
