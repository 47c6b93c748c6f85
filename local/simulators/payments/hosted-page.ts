import { formatAmount, type Html, html, page } from './html.ts';
import type { CheckoutSession, LineItem, PaymentIntent } from './types.ts';

export interface PaymentPageView {
  shopName: string;
  session: CheckoutSession;
  lineItems: LineItem[];
  intent: PaymentIntent | null;
  awaitingTransfer: boolean;
  /** Shown above the payment forms, e.g. a declined card. */
  message?: string;
}

/** Stripe's rule for the way back: the literal `{CHECKOUT_SESSION_ID}` becomes the session's id. */
export function successUrlOf(session: CheckoutSession): string {
  return session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

/**
 * The page a shopper is sent to: plain forms, one per way to pay, so it works without
 * JavaScript and e2e tests can click the buttons by their names.
 *
 * Where the session takes cards, Apple Pay and Google Pay come first, as Stripe's express
 * checkout buttons do. Stripe shows each only on a device and browser that has it (Apple Pay in
 * Safari on Apple devices, Google Pay in Chrome and on Android, each with a card in the wallet);
 * the simulator shows both to every browser, so that any test can press either.
 */
export function renderPaymentPage(view: PaymentPageView): string {
  const { session, shopName } = view;
  const title = `Pay ${shopName}`;
  if (view.awaitingTransfer && view.intent) return page(title, transferInstructions(view, view.intent));
  if (view.intent?.status === 'canceled') {
    return page(title, closed(view, 'This payment was cancelled. Please do not transfer any money for it.', session.cancel_url));
  }
  if (session.status === 'complete') {
    return page(title, closed(view, 'This payment is complete.', successUrlOf(session)));
  }
  if (session.status === 'expired') {
    return page(title, closed(view, 'This payment page has expired.', session.cancel_url));
  }
  return page(
    title,
    html`
    ${heading(view)}
    ${orderSummary(view)}
    ${session.customer_email ? html`<p>Paying as <strong>${session.customer_email}</strong></p>` : ''}
    ${view.message ? html`<p class="message error" role="alert">${view.message}</p>` : ''}
    ${session.amount_total === 0 ? freeOrderForm(session) : paymentForms(session)}
    ${session.cancel_url ? html`<p><a href="${session.cancel_url}">Cancel and return to the shop</a></p>` : ''}
  `,
  );
}

function heading(view: PaymentPageView): Html {
  return html`<h1>${view.shopName}</h1>
    <p class="lead">Payment simulator: a test payment, no real money moves.</p>`;
}

function orderSummary({ session, lineItems }: PaymentPageView): Html {
  const money = (amount: number) => formatAmount(amount, session.currency);
  const discount = session.total_details.amount_discount;
  return html`<table>
    <caption class="note">Your order</caption>
    <thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col" class="amount">Amount</th></tr></thead>
    <tbody>
      ${lineItems.map(
        (line) =>
          html`<tr><td>${line.description}</td><td>${line.quantity}</td><td class="amount">${money(line.amount_subtotal)}</td></tr>`,
      )}
    </tbody>
    <tfoot>
      ${discount > 0 ? html`<tr><th scope="row" colspan="2">Discount</th><td class="amount">−${money(discount)}</td></tr>` : ''}
      <tr><th scope="row" colspan="2">Total</th><td class="amount" data-testid="total">${money(session.amount_total)}</td></tr>
    </tfoot>
  </table>`;
}

/** Without a customer_email from the shop, each way to pay asks for one, as Stripe's page does. */
function emailField(session: CheckoutSession, method: string, label: string): Html | '' {
  if (session.customer_email) return '';
  return html`<label for="email-${method}">Email (${label})</label>
    <input id="email-${method}" name="email" type="email" autocomplete="email" required>`;
}

function paymentForms(session: CheckoutSession): Html {
  const offers = (type: string) => (session.payment_method_types as readonly string[]).includes(type);
  const action = (method: string) => `/pay/${session.id}/${method}`;
  return html`
    ${offers('card') ? walletForms(session) : ''}
    ${
      offers('card')
        ? html`<form method="post" action="${action('card')}">
      <fieldset>
        <legend>Card</legend>
        <label for="card-number">Card number</label>
        <input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" value="4242 4242 4242 4242" required aria-describedby="card-hint">
        ${emailField(session, 'card', 'card')}
        <p id="card-hint" class="note">Any valid number pays; 4000 0000 0000 0002 is declined.</p>
        <button type="submit">Pay by card</button>
      </fieldset>
    </form>`
        : ''
    }
    ${
      offers('paypal')
        ? html`<form method="post" action="${action('paypal')}">
      <fieldset>
        <legend>PayPal</legend>
        ${emailField(session, 'paypal', 'PayPal')}
        <button type="submit">Pay with PayPal</button>
      </fieldset>
    </form>`
        : ''
    }
    ${
      offers('customer_balance')
        ? html`<form method="post" action="${action('bank-transfer')}">
      <fieldset>
        <legend>Bank transfer</legend>
        <p class="note">You get the bank details next. The order is paid once the transfer arrives.</p>
        ${emailField(session, 'bank-transfer', 'bank transfer')}
        <button type="submit">Pay by bank transfer</button>
      </fieldset>
    </form>`
        : ''
    }`;
}

/** One button per wallet; the wallet's own sheet, where the shopper picks a card and confirms, is not simulated. */
function walletForms(session: CheckoutSession): Html {
  const wallet = (path: string, name: string) => html`<form method="post" action="/pay/${session.id}/${path}">
      ${emailField(session, path, name)}
      <button type="submit">Pay with ${name}</button>
    </form>`;
  return html`<fieldset class="wallets">
      <legend>Express checkout</legend>
      <p class="note">Stripe shows each wallet only on a device that has it; the simulator shows both.</p>
      ${wallet('apple-pay', 'Apple Pay')}
      ${wallet('google-pay', 'Google Pay')}
    </fieldset>`;
}

function freeOrderForm(session: CheckoutSession): Html {
  return html`<form method="post" action="/pay/${session.id}/free">
    <fieldset>
      <legend>Nothing to pay</legend>
      ${emailField(session, 'free', 'order')}
      <button type="submit">Complete order</button>
    </fieldset>
  </form>`;
}

function transferInstructions(view: PaymentPageView, intent: PaymentIntent): Html {
  const details = intent.next_action?.display_bank_transfer_instructions;
  const address = details?.financial_addresses[0]?.iban;
  const amount = formatAmount(details?.amount_remaining ?? intent.amount, intent.currency);
  return html`
    ${heading(view)}
    <h2>Pay by bank transfer</h2>
    <p class="message success" role="status">Your order is placed. It is paid once your transfer arrives.</p>
    <dl>
      <dt>Amount</dt><dd data-testid="transfer-amount">${amount}</dd>
      <dt>IBAN</dt><dd data-testid="transfer-iban">${(address?.iban ?? '').replace(/(.{4})/g, '$1 ').trim()}</dd>
      <dt>BIC</dt><dd>${address?.bic ?? ''}</dd>
      <dt>Account holder</dt><dd>${address?.account_holder_name ?? ''}</dd>
      <dt>Reference</dt><dd data-testid="transfer-reference">${details?.reference ?? ''}</dd>
    </dl>
    <p class="note">Please include the reference so the payment can be matched to your order.</p>
    <p><a href="${successUrlOf(view.session)}">Return to the shop</a></p>`;
}

function closed(view: PaymentPageView, message: string, returnUrl: string | null): Html {
  return html`
    ${heading(view)}
    <p class="message" role="status">${message}</p>
    ${returnUrl ? html`<p><a href="${returnUrl}">Return to the shop</a></p>` : ''}`;
}
