import type { CreateOrderResponse, OrderRequest } from '@shop/shared/contract/orders';
import { DEFAULT_LANGUAGE, type Language } from '@shop/shared/language';
import { DEFAULT_VAT_SETTINGS, type VatSettings } from '@shop/shared/vat';
import type { ProductItem } from '../catalog/catalogItems.ts';
import { getProducts } from '../catalog/catalogStore.ts';
import type { Clock } from '../platform/clock.ts';
import { badGateway, badRequest, conflict, type HttpError } from '../platform/errors.ts';
import { orderNumber, randomId } from '../platform/ids.ts';
import { log } from '../platform/log.ts';
import { shopPageUrl } from '../platform/mailLanguage.ts';
import type { PaymentGateway } from '../payments/paymentGateway.ts';
import { usableDiscountCode, usableGiftCard } from '../promotions/promotionAdapters.ts';
import { PROMOTIONS } from '../promotions/messages.ts';
import type { DiscountCodeItem, GiftCardItem } from '../promotions/promotionItems.ts';
import { type PricedOrder, priceOrder } from './priceOrder.ts';
import { TRANSFER_DAYS } from './cancelUnpaidTransfers.ts';
import { ORDERS } from './messages.ts';
import { type OrderRecord, customerKey, emailKey, languageOfOrder, orderKey, UNPAID_STATES } from './orderRecord.ts';
import { statusKey } from './orderLifecycle.ts';
import { countedOrders, createOrderHoldingStock, getOrders, transition } from './orderStore.ts';
import { reconcileWithProvider } from './reconcilePayment.ts';
import { tooManyUnpaidOrders, type UnpaidCounter, unpaidCountersFor } from './unpaidOrders.ts';
import { getVatSettings } from './vatSettings.ts';

/**
 * How long a payment page stays open; then its order lets go of what it holds. Stripe wants at
 * least 30 minutes from the page's making, which comes a moment after the order's: one minute
 * more covers that moment and the clocks' difference.
 */
export const CHECKOUT_SESSION_MINUTES = 31;
const ATTEMPTS = 4;

export interface PlaceOrderPorts {
  payments: PaymentGateway;
  clock: Clock;
  shopUrl: string;
}

/** Who is placing the order: a logged-in customer's email, when there is one. */
export interface OrderPlacer {
  customerEmail?: string;
  /**
   * The shopper's client address, which every order through the API has (clientAddress()). With
   * it the order counts among the unpaid orders of its email and client, and is refused when
   * either has too many open; the shop's own tools (the operator, the bench) place without one.
   */
  client?: string;
  /** The language the shopper orders in (the request's X-Shop-Language): its mails are written in it. */
  language?: Language;
}

/** What the code look-ups of a call without a client address count under, as clientAddress() names it. */
const UNKNOWN_CLIENT = 'unknown';

/**
 * The code and card an order asks for, or a 400 saying which is not valid now. They are looked
 * up through the promotions' one limiter, so guessing through the checkout counts as guessing
 * through the look-up calls does.
 */
async function promotionsFor(
  request: OrderRequest,
  client: string,
  now: Date,
): Promise<{ discount: DiscountCodeItem | null; giftCard: GiftCardItem | null }> {
  const [discount, giftCard] = await Promise.all([
    request.discountCodeName ? usableDiscountCode(request.discountCodeName, client, now) : null,
    request.giftCardCode ? usableGiftCard(request.giftCardCode, client, now) : null,
  ]);
  const { discountRejected, giftCardInvalid } = PROMOTIONS;
  if (discount === undefined) throw badRequest(discountRejected, { discountCodeName: discountRejected });
  if (giftCard === undefined) throw badRequest(giftCardInvalid, { giftCardCode: giftCardInvalid });
  return { discount, giftCard };
}

/**
 * Reads what the order needs from the catalog and prices it; refuses what cannot be sold. The
 * VAT settings change only which VAT an EU price holds, never what is charged, so the pre-order
 * check may price without them. Lines name the products in the shopper's language.
 */
export async function quoteOrder(
  request: OrderRequest,
  now: Date,
  client: string = UNKNOWN_CLIENT,
  vatSettings: VatSettings = DEFAULT_VAT_SETTINGS,
  language: Language = DEFAULT_LANGUAGE,
): Promise<PricedOrder & { discount: DiscountCodeItem | null; giftCard: GiftCardItem | null }> {
  const [products, promotions] = await Promise.all([
    getProducts(request.cartProducts.map((p) => p.productId)),
    promotionsFor(request, client, now),
  ]);
  const byId = new Map<string, ProductItem>(products.map((p) => [p.id, p]));
  const priced = priceOrder(request, byId, promotions.discount, promotions.giftCard, vatSettings, language);
  if (priced.unknown.length > 0) {
    throw badRequest(ORDERS.notSoldHere({ ids: priced.unknown }), { cartProducts: ORDERS.unknownProducts({ ids: priced.unknown }) });
  }
  return { ...priced, ...promotions };
}

/** The 409 for lines neither stock nor pre-order can cover, named under the cart's field too. */
export const notEnoughStock = (lines: PricedOrder['unavailable']): HttpError =>
  conflict(ORDERS.notEnoughStock({ lines }), { cartProducts: ORDERS.shortLines({ lines }) });

function orderRecord(
  request: OrderRequest,
  quote: Awaited<ReturnType<typeof quoteOrder>>,
  now: Date,
  placer: OrderPlacer,
  counters: readonly UnpaidCounter[],
): OrderRecord {
  const id = randomId();
  const createdAt = now.toISOString();
  const byCustomer = placedByCustomer(request, placer);
  return {
    ...orderKey(id),
    id,
    number: orderNumber(now),
    status: 'PLACED',
    statusKey: statusKey('PLACED'),
    version: 1,
    createdAt,
    updatedAt: createdAt,
    email: request.userEmail,
    emailKey: emailKey(request.userEmail),
    ...(byCustomer ? { customerKey: customerKey(request.userEmail), placedByCustomer: true } : {}),
    ...(counters.length > 0 ? { unpaidCounters: counters.map((c) => c.pk) } : {}),
    lines: quote.lines,
    amountBeforeDiscount: quote.amountBeforeDiscount,
    subtotal: quote.totals.subtotal,
    discountCode: quote.discount ? { name: quote.discount.name, percent: quote.discount.percent } : null,
    shipping: quote.totals.shipping,
    giftCard: quote.giftCard ? { code: quote.giftCard.code, applied: quote.totals.giftCardApplied } : null,
    total: quote.totals.total,
    deliveryAddress: request.deliveryAddress,
    billingAddress: request.billingAddress,
    deliveryMethod: request.deliveryMethod,
    deliveryLocation: request.deliveryLocation,
    vatTreatment: quote.vatTreatment,
    ...(request.company ? { company: request.company } : {}),
    language: placer.language ?? DEFAULT_LANGUAGE,
  };
}

/**
 * Only a customer logged in as the order's email gets it in their history (and their name in
 * its mails); an email typed by anyone else does not put an order there.
 */
const placedByCustomer = (request: OrderRequest, placer: OrderPlacer) =>
  placer.customerEmail !== undefined && placer.customerEmail.toLowerCase() === request.userEmail.toLowerCase();

/**
 * POST /api/orders: prices the order from the catalog, holds its stock, code and gift card in
 * one transaction, and opens a payment page for it. Should the payment provider fail, the
 * order lets go of everything it held, so nothing is left half-done. An email or a client with
 * too many unpaid orders open is refused with 429 and a Retry-After, and nothing is written;
 * before that, the orders a full counter holds are compared with the provider, and the order is
 * tried once more should any of them turn out paid or ended.
 */
export async function placeOrder(request: OrderRequest, ports: PlaceOrderPorts, placer: OrderPlacer = {}): Promise<CreateOrderResponse> {
  const vatSettings = await getVatSettings();
  let lookedInto: FullCounters | undefined;
  for (let attempt = 1; ; attempt++) {
    const now = ports.clock.now();
    const quote = await quoteOrder(request, now, placer.client, vatSettings, placer.language);
    if (quote.unavailable.length > 0) throw notEnoughStock(quote.unavailable);
    const counters = placer.client ? unpaidCountersFor(request.userEmail, placedByCustomer(request, placer), placer.client) : [];
    const order = orderRecord(request, quote, now, placer, counters);
    const created = await createOrderHoldingStock(order, counters);
    if (created.status === 'limited') {
      if (!lookedInto) {
        lookedInto = await lookIntoFullCounters(counters, ports);
        if (lookedInto.room) {
          attempt--;
          continue;
        }
      }
      const holds = lookedInto.holdsEnd.get(created.counter.pk);
      throw tooManyUnpaidOrders(
        created.counter,
        holds === undefined ? Number.POSITIVE_INFINITY : (holds - ports.clock.now().getTime()) / 1000,
      );
    }
    if (created.status === 'conflict') {
      // Someone bought or a code was used meanwhile: price again from fresh data.
      if (attempt < ATTEMPTS) {
        await new Promise((r) => setTimeout(r, 10 + Math.random() * 40 * attempt));
        continue;
      }
      throw conflict(ORDERS.changedWhileOrdering);
    }
    return openPayment(order, ports);
  }
}

/** What looking into the full counters found. */
interface FullCounters {
  /** Whether every counter has room now: an order counted there was paid or let go meanwhile. */
  room: boolean;
  /** By counter, when the earliest order still counted there stops holding (ms); none when not known. */
  holdsEnd: Map<string, number>;
}

/**
 * Until when an unpaid order holds its place: its payment page's end, or for a bank transfer the
 * day cancelUnpaidTransfers gives it up.
 */
function holdEndsAt(order: OrderRecord): number {
  const placedAt = Date.parse(order.createdAt);
  return order.status === 'AWAITING_TRANSFER' ? placedAt + TRANSFER_DAYS * 86_400_000 : placedAt + CHECKOUT_SESSION_MINUTES * 60_000;
}

/**
 * An order the provider was paid for counts until the payment's event is heard, which under load
 * may come after the shopper's next order. So, before a refusal, the orders counted in each full
 * counter are compared with the provider and settled as it says (paid, the page ended, a transfer
 * chosen), as the jobs do before giving an order up. An order the provider does not answer for
 * keeps its place.
 */
async function lookIntoFullCounters(counters: readonly UnpaidCounter[], ports: PlaceOrderPorts): Promise<FullCounters> {
  const read = await countedOrders(counters.map((c) => c.pk));
  const full = read.filter((counter, i) => counter.count >= (counters[i] as UnpaidCounter).limit);
  const orders = await getOrders(full.flatMap((counter) => counter.orderIds));
  const looked = await Promise.allSettled(
    orders.map(async (order) => (UNPAID_STATES.includes(order.status) ? (await reconcileWithProvider(order, ports)).order : order)),
  );
  const current = new Map<string, OrderRecord>();
  looked.forEach((result, i) => {
    const order = orders[i] as OrderRecord;
    if (result.status === 'rejected')
      log.warn('unpaid order not compared with the provider', { orderId: order.id, error: String(result.reason) });
    current.set(order.id, result.status === 'fulfilled' ? result.value : order);
  });
  const holdsEnd = new Map<string, number>();
  let room = true;
  for (const counter of full) {
    const holding = counter.orderIds.flatMap((id) => {
      const order = current.get(id);
      return order && UNPAID_STATES.includes(order.status) ? [order] : [];
    });
    // Orders counted before the counter named them hold for all it knows.
    const unnamed = Math.max(0, counter.count - counter.orderIds.length);
    const limit = (counters.find((c) => c.pk === counter.pk) as UnpaidCounter).limit;
    if (holding.length + unnamed >= limit) room = false;
    if (holding.length > 0 && unnamed === 0) holdsEnd.set(counter.pk, Math.min(...holding.map(holdEndsAt)));
  }
  const freed = orders
    .filter((order) => UNPAID_STATES.includes(order.status) && !UNPAID_STATES.includes((current.get(order.id) as OrderRecord).status))
    .map((order) => order.id);
  if (freed.length > 0) log.info('full counters of unpaid orders looked into', { freed, room });
  return { room, holdsEnd };
}

/**
 * Where the payment page sends the shopper back (the pages of the language they ordered in), and
 * until when it stays open: both follow from the order alone, so asking again gives the same page.
 */
export function checkoutTerms(order: Pick<OrderRecord, 'id' | 'createdAt' | 'language'>, shopUrl: string) {
  const language = languageOfOrder(order);
  return {
    urls: {
      success: shopPageUrl(shopUrl, language, `/order-success/${order.id}`),
      cancel: shopPageUrl(shopUrl, language, `/checkout?order=${order.id}`),
    },
    expiresAt: new Date(new Date(order.createdAt).getTime() + CHECKOUT_SESSION_MINUTES * 60_000),
  };
}

async function openPayment(order: OrderRecord, ports: PlaceOrderPorts): Promise<CreateOrderResponse> {
  const now = ports.clock.now();
  const { urls, expiresAt } = checkoutTerms(order, ports.shopUrl);
  if (order.total === 0) {
    await transition(order, { type: 'coveredByGiftCard' }, now);
    return { url: urls.success, orderId: order.id };
  }
  const checkout = await ports.payments.createCheckout(order, urls, expiresAt);
  if (checkout.status !== 'created') {
    log.error('payment page could not be opened', { orderId: order.id, reason: checkout.reason });
    await transition(order, { type: 'paymentPageFailed' }, ports.clock.now());
    throw badGateway(ORDERS.paymentPageNotOpened);
  }
  await transition(order, { type: 'paymentPageOpened', sessionId: checkout.sessionId }, ports.clock.now());
  return { url: checkout.url, orderId: order.id };
}
