import { createHmac } from 'node:crypto';
import { newId } from './ids.ts';
import type { EventObject, EventType, SentEvent, StripeEvent } from './types.ts';

export interface WebhookOptions {
  url: string;
  secret: string;
  /** Wait before each retry; its length is the number of retries after the first attempt. */
  retryDelaysMs: readonly number[];
  /** The simulated clock, for the event's `created`. */
  nowMs: () => number;
}

const API_VERSION = '2025-01-01';
/** Stripe gives up on an endpoint that keeps it waiting; a hung shop must not hang the payment page forever. */
const ATTEMPT_TIMEOUT_MS = 10_000;

/**
 * Stripe's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>">`, which
 * `stripe.webhooks.constructEvent` verifies. `t` is real time even when the simulator's clock
 * is injected, because the receiver checks it against its own clock (5 minutes' tolerance).
 */
export function signatureHeader(payload: string, secret: string, timestampSeconds = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`, 'utf8').digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}

/** Sends signed events to the shop and keeps a log of every attempt, retrying failures with backoff. */
export class WebhookSender {
  private readonly sent: SentEvent[] = [];
  private readonly retryTimers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly options: WebhookOptions) {}

  /**
   * Resolves once the first attempt has an answer (or failed), so a redirect can follow the
   * shop's processing. `sessionId` names the Checkout Session the object belongs to, for the log.
   */
  async send(
    type: EventType,
    object: EventObject,
    sessionId: string | null = object.object === 'checkout.session' ? object.id : null,
  ): Promise<SentEvent> {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: Math.floor(this.options.nowMs() / 1000),
      livemode: false,
      type,
      // A snapshot, so later changes to the object do not rewrite what was sent. Through JSON, as it
      // is sent: the store's objects are views that note their changes (stateFile.ts).
      data: { object: JSON.parse(JSON.stringify(object)) },
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    const record: SentEvent = { id: event.id, type, sessionId, delivered: false, deliveries: [], event };
    this.sent.push(record);
    await this.track(this.attempt(record, JSON.stringify(event)));
    return record;
  }

  /** Sends without waiting: for events nobody is kept waiting on, such as an API call's. */
  notify(type: EventType, object: EventObject, sessionId?: string | null): void {
    void this.send(type, object, sessionId).catch(() => undefined);
  }

  events(): SentEvent[] {
    return [...this.sent];
  }

  /** Stops pending retries and waits for attempts already on the wire. */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.retryTimers) clearTimeout(timer);
    this.retryTimers.clear();
    await Promise.allSettled([...this.inFlight]);
  }

  private async attempt(record: SentEvent, payload: string): Promise<void> {
    const attempt = record.deliveries.length + 1;
    let status: number | null = null;
    let error: string | null = null;
    try {
      const response = await fetch(this.options.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Stripe-Signature': signatureHeader(payload, this.options.secret),
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      status = response.status;
      // Read the answer so the connection is released for the next event.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) error = `HTTP ${status}`;
    } catch (failure) {
      error = describe(failure);
    }
    record.deliveries.push({ attempt, at: Date.now(), status, error });
    if (error === null) {
      record.delivered = true;
      record.event.pending_webhooks = 0;
      return;
    }
    this.scheduleRetry(record, payload);
  }

  private scheduleRetry(record: SentEvent, payload: string): void {
    const delay = this.options.retryDelaysMs[record.deliveries.length - 1];
    if (delay === undefined || this.closed) return;
    const timer = setTimeout(() => {
      this.retryTimers.delete(timer);
      void this.track(this.attempt(record, payload));
    }, delay);
    // Retries alone should not keep a finished process (or test run) alive.
    timer.unref();
    this.retryTimers.add(timer);
  }

  private async track(work: Promise<void>): Promise<void> {
    this.inFlight.add(work);
    try {
      await work;
    } finally {
      this.inFlight.delete(work);
    }
  }
}

function describe(failure: unknown): string {
  if (failure instanceof Error) {
    const cause = (failure as Error & { cause?: unknown }).cause;
    return cause instanceof Error ? `${failure.message}: ${cause.message}` : failure.message;
  }
  return String(failure);
}
