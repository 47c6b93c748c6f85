import { customerOf, recordTransaction, stripeAmount } from './cash-balance.ts';
import { redeemCoupon } from './coupons.ts';
import { invalidRequest } from './errors.ts';
import { newId } from './ids.ts';
import { chargeFor, type SimulatorStore } from './store.ts';
import type {
  BankTransferInstructions,
  CashBalanceTransaction,
  CheckoutSession,
  PaymentIntent,
  PaymentMethod,
  PaymentMethodType,
  WalletType,
} from './types.ts';
import type { WebhookSender } from './webhooks.ts';

/** Stripe's test card that is always declined. */
export const DECLINED_CARD = '4000000000000002';
export const DECLINE_MESSAGE = 'Your card was declined.';
/** A well-formed Croatian IBAN (the registry's example), since the shop's bank is in Zagreb. */
const SIMULATED_IBAN = 'HR1210010051863000160';
const SIMULATED_BIC = 'SIMUHR22XXX';
/**
 * The card a wallet hands over: Stripe's test Visa, as in a sandbox, where Stripe puts a test
 * card in place of the real one the wallet holds. The device pays with a number of its own.
 */
const WALLET_CARD = '4242424242424242';
const WALLET_DEVICE_LAST4 = '0007';

export type PaymentOutcome =
  | { status: 'complete'; session: CheckoutSession }
  | { status: 'declined'; message: string }
  | { status: 'not_open'; session: CheckoutSession };

/**
 * Where a transfer's money went: it paid the session (what was more than the payment stays in
 * the cash balance, `held` in cents), or nothing was waiting for it.
 */
export type TransferOutcome =
  | { status: 'paid'; session: CheckoutSession; held: number }
  | { status: 'held_in_cash_balance'; session: CheckoutSession; transaction: CashBalanceTransaction };

/**
 * What a shopper and the operator can do to a Checkout Session, and the webhook each step
 * sends. Completion waits for the first delivery attempt, so when the shopper lands back on
 * the shop the order has usually been marked already, as with Stripe's usual timing.
 */
export class CheckoutFlow {
  constructor(
    private readonly store: SimulatorStore,
    private readonly webhooks: WebhookSender,
    private readonly nowMs: () => number,
    private readonly publicUrl: string,
    private readonly accountHolder: string,
  ) {}

  nowSeconds(): number {
    return Math.floor(this.nowMs() / 1000);
  }

  async payByCard(sessionId: string, cardNumber: string, email?: string): Promise<PaymentOutcome> {
    const session = this.store.session(sessionId);
    if (session.status !== 'open') return { status: 'not_open', session };
    const digits = cardNumber.replace(/[\s-]/g, '');
    const intent = this.intentFor(session);
    intent.payment_method = this.createMethod('card', email ?? session.customer_email, digits).id;
    if (digits === DECLINED_CARD) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: DECLINE_MESSAGE };
      this.store.save();
      return { status: 'declined', message: DECLINE_MESSAGE };
    }
    return this.complete(session, intent, 'succeeded', email);
  }

  /**
   * Apple Pay or Google Pay: at Stripe a card payment like any other (the same PaymentIntent,
   * `payment_method_types` and webhooks), whose card names the wallet. The wallet has checked
   * the card already, so the simulator does not decline it.
   */
  async payWithWallet(sessionId: string, wallet: WalletType, email?: string): Promise<PaymentOutcome> {
    const session = this.store.session(sessionId);
    if (session.status !== 'open') return { status: 'not_open', session };
    const intent = this.intentFor(session);
    intent.payment_method = this.createMethod('card', email ?? session.customer_email, WALLET_CARD, wallet).id;
    return this.complete(session, intent, 'succeeded', email);
  }

  async payWithPayPal(sessionId: string, email?: string): Promise<PaymentOutcome> {
    const session = this.store.session(sessionId);
    if (session.status !== 'open') return { status: 'not_open', session };
    const intent = this.intentFor(session);
    intent.payment_method = this.createMethod('paypal', email ?? session.customer_email).id;
    return this.complete(session, intent, 'succeeded', email);
  }

  /** Stripe completes a customer_balance session at once, unpaid, and the money arrives later. */
  async payByBankTransfer(sessionId: string, email?: string): Promise<PaymentOutcome> {
    const session = this.store.session(sessionId);
    if (session.status !== 'open') return { status: 'not_open', session };
    const intent = this.intentFor(session);
    intent.payment_method = this.createMethod('customer_balance', email ?? session.customer_email).id;
    intent.next_action = this.transferInstructions(session);
    // A bank transfer needs a Customer: the cash balance the money arrives in is the Customer's.
    customerOf(this.store, session, this.nowSeconds());
    return this.complete(session, intent, 'requires_action', email);
  }

  /** A coupon can bring the total to zero; Stripe then completes without taking a payment. */
  async completeWithoutPayment(sessionId: string, email?: string): Promise<PaymentOutcome> {
    const session = this.store.session(sessionId);
    if (session.status !== 'open' || session.amount_total !== 0) return { status: 'not_open', session };
    this.finish(session, email);
    session.payment_status = 'no_payment_required';
    this.store.save();
    await this.webhooks.send('checkout.session.completed', session);
    return { status: 'complete', session };
  }

  /**
   * The bank's side of a transfer with the session's reference, of the amount awaited or, with
   * `amount` (cents), more. As at Stripe the money first funds the customer's cash balance
   * (`funded`); a payment still waiting takes what it needs, however late (`applied_to_payment`),
   * and what is more stays in the balance. With none waiting (cancelled, expired, or paid
   * already) all of it stays there until it is returned to the sender.
   */
  async transferReceived(sessionId: string, amount?: number): Promise<TransferOutcome> {
    const session = this.store.session(sessionId);
    const intent = session.payment_intent ? this.store.state.paymentIntents[session.payment_intent] : undefined;
    const awaiting = this.isAwaitingTransfer(session) && intent;
    if (!awaiting && !this.takesLateTransfer(session)) {
      throw invalidRequest('This Checkout Session is not awaiting a bank transfer.', 'session');
    }
    const received = amount ?? (awaiting ? intent.amount : session.amount_total);
    if (!Number.isInteger(received) || received < 1 || (awaiting && received < intent.amount)) {
      throw invalidRequest(
        `The simulator plays whole transfers only: at least ${stripeAmount(awaiting ? intent.amount : 1, session.currency)}.`,
        'amount',
      );
    }
    const now = this.nowSeconds();
    const customer = customerOf(this.store, session, now);
    const reference = intent?.next_action?.display_bank_transfer_instructions.reference ?? null;
    const funded = recordTransaction(
      this.store,
      {
        type: 'funded',
        net_amount: received,
        currency: session.currency,
        customer,
        funded: { bank_transfer: { type: 'eu_bank_transfer', reference } },
        checkout_session: session.id,
        payment_intent: intent?.id ?? null,
      },
      now,
    );
    if (awaiting) {
      const applied = recordTransaction(
        this.store,
        {
          type: 'applied_to_payment',
          net_amount: -intent.amount,
          currency: session.currency,
          customer,
          applied_to_payment: { payment_intent: intent.id },
          checkout_session: session.id,
          payment_intent: intent.id,
        },
        now,
      );
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.next_action = null;
      this.addCharge(intent);
      session.payment_status = 'paid';
      this.store.save();
      this.webhooks.notify('customer_cash_balance_transaction.created', funded, session.id);
      this.webhooks.notify('customer_cash_balance_transaction.created', applied, session.id);
      await this.webhooks.send('checkout.session.async_payment_succeeded', session);
      return { status: 'paid', session, held: received - intent.amount };
    }
    this.store.save();
    await this.webhooks.send('customer_cash_balance_transaction.created', funded, session.id);
    return { status: 'held_in_cash_balance', session, transaction: funded };
  }

  /** A transfer for a session with no payment waiting: its bank-transfer payment was cancelled or paid, or the session expired. */
  takesLateTransfer(session: CheckoutSession): boolean {
    if (session.status === 'expired') return true;
    const intent = session.payment_intent ? this.store.state.paymentIntents[session.payment_intent] : undefined;
    const method = intent?.payment_method ? this.store.state.paymentMethods[intent.payment_method] : undefined;
    return method?.type === 'customer_balance' && (intent?.status === 'canceled' || intent?.status === 'succeeded');
  }

  async transferFailed(sessionId: string): Promise<CheckoutSession> {
    const { session, intent } = this.awaitingTransfer(sessionId);
    intent.status = 'requires_payment_method';
    intent.next_action = null;
    this.store.save();
    await this.webhooks.send('checkout.session.async_payment_failed', session);
    return session;
  }

  isAwaitingTransfer(session: CheckoutSession): boolean {
    const intent = session.payment_intent ? this.store.state.paymentIntents[session.payment_intent] : undefined;
    return (
      session.status === 'complete' &&
      session.payment_status === 'unpaid' &&
      intent?.status === 'requires_action' &&
      intent.next_action?.type === 'display_bank_transfer_instructions'
    );
  }

  /** `POST /v1/checkout/sessions/:id/expire`: answers at once; the webhook follows. */
  expire(sessionId: string): CheckoutSession {
    const session = this.store.session(sessionId);
    if (session.status !== 'open') {
      throw invalidRequest(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
        'session',
      );
    }
    this.markExpired(session);
    return session;
  }

  /** Expires every open session whose `expires_at` has passed; run on each request and on a timer. */
  expireDue(): void {
    const now = this.nowSeconds();
    for (const session of this.store.openSessions()) {
      if (session.expires_at <= now) this.markExpired(session);
    }
  }

  private markExpired(session: CheckoutSession): void {
    session.status = 'expired';
    session.url = null;
    this.store.save();
    // The webhook is logged by the sender; nobody waits on it here.
    this.webhooks.notify('checkout.session.expired', session);
  }

  private async complete(
    session: CheckoutSession,
    intent: PaymentIntent,
    intentStatus: 'succeeded' | 'requires_action',
    email?: string,
  ): Promise<PaymentOutcome> {
    intent.status = intentStatus;
    intent.last_payment_error = null;
    if (intentStatus === 'succeeded') {
      intent.amount_received = intent.amount;
      this.addCharge(intent);
    }
    this.finish(session, email);
    session.payment_status = intentStatus === 'succeeded' ? 'paid' : 'unpaid';
    this.store.save();
    await this.webhooks.send('checkout.session.completed', session);
    return { status: 'complete', session };
  }

  private addCharge(intent: PaymentIntent): void {
    const method = intent.payment_method ? this.store.state.paymentMethods[intent.payment_method] : undefined;
    const charge = chargeFor(intent, this.nowSeconds(), method);
    this.store.state.charges[charge.id] = charge;
    intent.latest_charge = charge.id;
  }

  private finish(session: CheckoutSession, email?: string): void {
    session.status = 'complete';
    session.url = null;
    session.customer_details = { email: session.customer_email ?? email ?? null };
    for (const discount of session.discounts) redeemCoupon(this.store, discount.coupon);
  }

  /** One PaymentIntent per session, created at the first attempt and reused after a decline, as Stripe does. */
  private intentFor(session: CheckoutSession): PaymentIntent {
    const existing = session.payment_intent ? this.store.state.paymentIntents[session.payment_intent] : undefined;
    if (existing) return existing;
    const intent: PaymentIntent = {
      id: newId('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      amount_received: 0,
      currency: session.currency,
      status: 'requires_payment_method',
      payment_method: null,
      payment_method_types: session.payment_method_types,
      last_payment_error: null,
      next_action: null,
      latest_charge: null,
      canceled_at: null,
      cancellation_reason: null,
      receipt_email: session.customer_email,
      created: this.nowSeconds(),
      livemode: false,
    };
    this.store.state.paymentIntents[intent.id] = intent;
    session.payment_intent = intent.id;
    return intent;
  }

  private createMethod(type: PaymentMethodType, email: string | null, cardDigits = '', wallet?: WalletType): PaymentMethod {
    const method: PaymentMethod = {
      id: newId('pm'),
      object: 'payment_method',
      type,
      billing_details: { email },
      created: this.nowSeconds(),
      livemode: false,
    };
    if (type === 'card')
      method.card = {
        brand: cardBrand(cardDigits),
        last4: cardDigits.slice(-4),
        exp_month: 12,
        exp_year: 2034,
        country: 'HR',
        wallet: wallet ? { type: wallet, [wallet]: {}, dynamic_last4: WALLET_DEVICE_LAST4 } : null,
      };
    if (type === 'paypal') method.paypal = { payer_email: email };
    if (type === 'customer_balance') method.customer_balance = {};
    this.store.state.paymentMethods[method.id] = method;
    return method;
  }

  private transferInstructions(session: CheckoutSession): BankTransferInstructions {
    return {
      type: 'display_bank_transfer_instructions',
      display_bank_transfer_instructions: {
        type: 'eu_bank_transfer',
        amount_remaining: session.amount_total,
        currency: session.currency,
        reference: newId('x', 12).slice(2).toUpperCase(),
        financial_addresses: [
          { type: 'iban', iban: { iban: SIMULATED_IBAN, bic: SIMULATED_BIC, account_holder_name: this.accountHolder, country: 'HR' } },
        ],
        hosted_instructions_url: `${this.publicUrl}/pay/${session.id}`,
      },
    };
  }

  private awaitingTransfer(sessionId: string): { session: CheckoutSession; intent: PaymentIntent } {
    const session = this.store.session(sessionId);
    if (!this.isAwaitingTransfer(session)) {
      throw invalidRequest('This Checkout Session is not awaiting a bank transfer.', 'session');
    }
    return { session, intent: this.store.paymentIntent(session.payment_intent as string) };
  }
}

function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]|^2[2-7]/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

/** The Luhn check a payment form makes before sending a number anywhere. */
export function isCardNumber(cardNumber: string): boolean {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}
