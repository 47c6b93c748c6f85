import { resourceMissing } from './errors.ts';
import { newId } from './ids.ts';
import { StateFile } from './stateFile.ts';
import type {
  Charge,
  CheckoutSession,
  Coupon,
  Customer,
  LineItem,
  PaymentIntent,
  PaymentMethod,
  PaymentMethodDetails,
  Refund,
  SimulatorState,
} from './types.ts';

function emptyState(): SimulatorState {
  return {
    sessions: {},
    lineItems: {},
    paymentIntents: {},
    paymentMethods: {},
    coupons: {},
    charges: {},
    refunds: {},
    customers: {},
    cashBalance: {},
  };
}

/**
 * The simulator's objects, in memory and, with a state file, on disk, so a shopper half-way
 * through a payment (or an order awaiting a bank transfer) survives restarting `npm start`.
 */
export class SimulatorStore {
  readonly state: SimulatorState;
  private readonly file: StateFile | undefined;

  constructor(stateFile?: string) {
    this.file = stateFile ? new StateFile(stateFile, emptyState, upgradeState) : undefined;
    this.state = this.file?.view ?? emptyState();
  }

  /**
   * Called after every change, before the answer goes out: what changed is on disk then. It
   * appends the objects changed since the last save (stateFile.ts), so its cost does not grow
   * with the sessions the simulator has ever held.
   */
  save(): void {
    this.file?.save();
  }

  /** The sessions still open, found without going through the view of every session held. */
  openSessions(): CheckoutSession[] {
    const all = (this.file?.raw ?? this.state).sessions;
    return Object.keys(all).flatMap((id) => (all[id]?.status === 'open' ? [this.session(id)] : []));
  }

  /** Writes the whole state file afresh (on closing), so it holds every object by itself. */
  close(): void {
    this.file?.compact();
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

  charge(id: string): Charge {
    const charge = this.state.charges[id];
    if (!charge) throw resourceMissing('charge', id, 'charge');
    return charge;
  }

  refund(id: string): Refund {
    const refund = this.state.refunds[id];
    if (!refund) throw resourceMissing('refund', id, 'refund');
    return refund;
  }

  customer(id: string): Customer {
    const customer = this.state.customers[id];
    if (!customer) throw resourceMissing('customer', id, 'customer');
    return customer;
  }

  /** A new Customer, as Checkout makes one for a session with `customer_creation: always`. */
  createCustomer(email: string | null, nowSeconds: number): Customer {
    const customer: Customer = { id: newId('cus', 14), object: 'customer', email, created: nowSeconds, livemode: false };
    this.state.customers[customer.id] = customer;
    return customer;
  }
}

/**
 * A state file written before refunds and cancellations: bank transfers waited as `processing`
 * and a payment had no charge; before Customers, a session had none and the cash balance was
 * kept by email. Brings it to today's shape so nothing pending is lost.
 */
function upgradeState(state: SimulatorState): SimulatorState {
  for (const session of Object.values(state.sessions)) session.customer ??= null;
  for (const refund of Object.values(state.refunds)) {
    refund.customer ??= null;
    refund.instructions_email ??= null;
    refund.next_action ??= null;
  }
  const running = new Map<string, number>();
  for (const transaction of Object.values(state.cashBalance).sort((a, b) => a.created - b.created)) {
    const session = transaction.checkout_session ? state.sessions[transaction.checkout_session] : undefined;
    if (!transaction.customer) {
      const id = session?.customer ?? `cus_${transaction.id.slice(-14)}`;
      state.customers[id] ??= { id, object: 'customer', email: transaction.customer_email, created: transaction.created, livemode: false };
      if (session) session.customer = id;
      transaction.customer = id;
    }
    const balance = (running.get(transaction.customer) ?? 0) + transaction.net_amount;
    running.set(transaction.customer, balance);
    transaction.ending_balance ??= balance;
  }
  // Before wallets, a card had no `wallet` and a charge no `payment_method_details`.
  for (const method of Object.values(state.paymentMethods)) if (method.card) method.card.wallet ??= null;
  for (const charge of Object.values(state.charges)) {
    const method = charge.payment_method ? state.paymentMethods[charge.payment_method] : undefined;
    charge.payment_method_details ??= method ? paymentMethodDetails(method) : null;
  }
  for (const intent of Object.values(state.paymentIntents)) {
    intent.latest_charge ??= null;
    intent.canceled_at ??= null;
    intent.cancellation_reason ??= null;
    if ((intent.status as string) === 'processing') intent.status = 'requires_action';
    if (intent.status === 'succeeded' && !intent.latest_charge) {
      const method = intent.payment_method ? state.paymentMethods[intent.payment_method] : undefined;
      const charge = chargeFor(intent, intent.created, method);
      state.charges[charge.id] = charge;
      intent.latest_charge = charge.id;
    }
  }
  return state;
}

/** The charge a successful payment leaves behind: the whole amount, captured at once, by `method`. */
export function chargeFor(intent: PaymentIntent, nowSeconds: number, method?: PaymentMethod): Charge {
  return {
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount_received,
    amount_captured: intent.amount_received,
    amount_refunded: 0,
    captured: true,
    paid: true,
    refunded: false,
    status: 'succeeded',
    currency: intent.currency,
    payment_intent: intent.id,
    payment_method: intent.payment_method,
    payment_method_details: method ? paymentMethodDetails(method) : null,
    created: nowSeconds,
    livemode: false,
  };
}

/** What a charge keeps of the payment method that paid it: the type and that type's hash, a card's wallet and all. */
function paymentMethodDetails(method: PaymentMethod): PaymentMethodDetails {
  if (method.type === 'card') {
    const card = method.card ?? { brand: 'unknown', last4: '', exp_month: 0, exp_year: 0, country: '', wallet: null };
    // A copy: the charge keeps what the card was when it paid.
    return { type: 'card', card: { ...card, wallet: card.wallet ? { ...card.wallet } : null } };
  }
  if (method.type === 'paypal') return { type: 'paypal', paypal: { payer_email: method.paypal?.payer_email ?? null } };
  return { type: 'customer_balance', customer_balance: {} };
}
