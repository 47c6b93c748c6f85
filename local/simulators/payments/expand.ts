import { invalidRequest } from './errors.ts';
import type { SimulatorStore } from './store.ts';
import type { CheckoutSession, LineItem, PaymentIntent } from './types.ts';

/**
 * Stripe's `expand[]`: ids replaced by the objects they name, so the shop can read a
 * session's payment method in one call. Anything else that is asked to expand is an error,
 * as in Stripe, so a typo in the shop shows up here.
 */

const INTENT_EXPANSIONS = ['payment_method', 'latest_charge'];
const SESSION_EXPANSIONS = ['payment_intent', ...INTENT_EXPANSIONS.map((path) => `payment_intent.${path}`), 'line_items'];

export function expandSession(session: CheckoutSession, expand: string[], store: SimulatorStore): Record<string, unknown> {
  checkExpansions(expand, SESSION_EXPANSIONS);
  const view: Record<string, unknown> = { ...session };
  if (session.payment_intent && expand.some((path) => path.startsWith('payment_intent'))) {
    const nested = expand.filter((path) => path.startsWith('payment_intent.')).map((path) => path.slice('payment_intent.'.length));
    view.payment_intent = expandIntent(store.paymentIntent(session.payment_intent), nested, store);
  }
  if (expand.includes('line_items')) view.line_items = lineItemList(session.id, store);
  return view;
}

export function expandIntent(intent: PaymentIntent, expand: string[], store: SimulatorStore): Record<string, unknown> {
  checkExpansions(expand, INTENT_EXPANSIONS);
  const view: Record<string, unknown> = { ...intent };
  if (intent.payment_method && expand.includes('payment_method')) view.payment_method = store.paymentMethod(intent.payment_method);
  if (intent.latest_charge && expand.includes('latest_charge')) view.latest_charge = store.charge(intent.latest_charge);
  return view;
}

export function lineItemList(sessionId: string, store: SimulatorStore): Record<string, unknown> {
  return {
    object: 'list',
    data: store.lineItems(sessionId).map(publicLineItem),
    has_more: false,
    url: `/v1/checkout/sessions/${sessionId}/line_items`,
  };
}

/** The product's name and images are kept with the price for the payment page; Stripe's price only names the product. */
function publicLineItem(line: LineItem): Record<string, unknown> {
  const { product_data: _productData, ...price } = line.price;
  return { ...line, price: { ...price, type: 'one_time', active: false, livemode: false } };
}

function checkExpansions(expand: string[], allowed: string[]): void {
  expand.forEach((path, index) => {
    if (!allowed.includes(path)) throw invalidRequest(`This property cannot be expanded (${path}).`, `expand[${index}]`);
  });
}
