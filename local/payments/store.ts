import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { resourceMissing } from './errors.ts';
import type { CheckoutSession, Coupon, LineItem, PaymentIntent, PaymentMethod, SimulatorState } from './types.ts';

function emptyState(): SimulatorState {
  return { sessions: {}, lineItems: {}, paymentIntents: {}, paymentMethods: {}, coupons: {} };
}

/**
 * The simulator's objects, in memory and, with a state file, on disk, so a shopper half-way
 * through a payment (or an order awaiting a bank transfer) survives restarting `npm start`.
 */
export class SimulatorStore {
  readonly state: SimulatorState;

  constructor(private readonly stateFile?: string) {
    this.state = stateFile ? loadState(stateFile) : emptyState();
  }

  /** Called after every change; small state, so a synchronous whole-file write keeps it simple and ordered. */
  save(): void {
    if (!this.stateFile) return;
    mkdirSync(dirname(this.stateFile), { recursive: true });
    // Write then rename, so a crash mid-write never leaves a truncated file behind.
    const temporary = `${this.stateFile}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.state, null, 2));
    renameSync(temporary, this.stateFile);
  }

  session(id: string): CheckoutSession {
    const session = this.state.sessions[id];
    if (!session) throw resourceMissing('checkout.session', id, 'session');
    return session;
  }

  lineItems(sessionId: string): LineItem[] {
    return this.state.lineItems[sessionId] ?? [];
  }

  paymentIntent(id: string): PaymentIntent {
    const intent = this.state.paymentIntents[id];
    if (!intent) throw resourceMissing('payment_intent', id, 'intent');
    return intent;
  }

  paymentMethod(id: string): PaymentMethod {
    const method = this.state.paymentMethods[id];
    if (!method) throw resourceMissing('payment_method', id, 'payment_method');
    return method;
  }

  coupon(id: string): Coupon {
    const coupon = this.state.coupons[id];
    if (!coupon) throw resourceMissing('coupon', id);
    return coupon;
  }
}

function loadState(file: string): SimulatorState {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyState();
    throw error;
  }
  return { ...emptyState(), ...(JSON.parse(text) as Partial<SimulatorState>) };
}
