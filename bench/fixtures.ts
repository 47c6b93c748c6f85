import Stripe from 'stripe';
import type { CatalogInputData } from '../lambdas/catalog/catalogInput.ts';
import { nameTokens } from '../lambdas/catalog/catalogKeys.ts';
import type { Call } from '../lambdas/testing/invoke.ts';

/**
 * Representative requests per route of lambdas/routes.ts, keyed "METHOD /path". A route may
 * have several cases (a listing's first and 50th page, a search). `prepare` builds one request
 * from the seeded catalog and makes whatever state it needs (an order, a paid order, an
 * invoice) through the use cases: that work is not measured. A route of the table without an
 * entry here is listed in the report as "no fixture", and the bench test fails until it has one.
 */

type CatalogProduct = CatalogInputData['products'][number];

export interface FixtureContext {
  catalog: CatalogInputData;
  /** The payment simulator the handlers talk to. */
  paymentsUrl: string;
  /** The webhook signing secret the handlers verify with. */
  webhookSecret: string;
  /** A product and size with a piece in stock that no earlier request of this run took. */
  takeStock(): { productId: string; size: string };
}

export interface PreparedCall {
  call: Call;
  /** What this request is, where the case's name does not say it all (the page read, the word searched). */
  note?: string;
}

export interface RouteCase {
  name: string;
  prepare(ctx: FixtureContext): Promise<PreparedCall> | PreparedCall;
  /** The status the request must get; anything else is a failed fixture. */
  status?: number;
  /** Each request needs state of its own (stock, an order): prepared one by one, before the timed runs. */
  stateful?: boolean;
  /**
   * Its work does not touch the catalog (an account's password hashing, say): its cost is
   * measured at every catalog size, its latency only at the first, which keeps the run short.
   */
  catalogIndependent?: boolean;
}

export type RouteKey = `${string} ${string}`;
export const routeKey = (route: { method: string; path: string }): RouteKey => `${route.method} ${route.path}`;

const PAGE_SIZE = 10;
/** Page 50 (start 49) of a listing, or its last full page when it is shorter. */
export const DEEP_PAGE = 50;

const address = {
  firstName: 'Ana',
  lastName: 'Horvat',
  street: 'Ilica',
  streetNo: '12',
  city: 'Zagreb',
  country: 'HR',
  zipCode: '10000',
  phone: '091 555 0100',
};

const active = (catalog: CatalogInputData) => catalog.products.filter((p: CatalogProduct) => p.active !== false);

/** Active products per category and per collection, as catalogImport lists them. */
function listSizes(catalog: CatalogInputData) {
  const products = active(catalog);
  const ids = new Set(products.map((p) => p.id));
  const categories = catalog.categories.map((c) => ({ id: c.id, count: products.filter((p) => p.categoryIds.includes(c.id)).length }));
  const collections = catalog.collections.map((c) => ({ id: c.id, count: c.productIds.filter((id) => ids.has(id)).length }));
  const largest = <T extends { count: number }>(list: T[]) => list.reduce((a, b) => (b.count > a.count ? b : a));
  return { all: products.length, category: largest(categories), collection: largest(collections) };
}

/**
 * What a shopper filtering a listing would choose: the colour most of its products have and the
 * size most of those have in stock, sorted by price, with the counts beside each value
 * (docs/decisions/030). Fewer than a page of matches would make the filtered page cheaper than
 * it usually is, so the size, then the colour, is left out until a page is filled.
 */
function typicalFilter(catalog: CatalogInputData, inListing: (p: CatalogProduct) => boolean) {
  const products = active(catalog).filter(inListing);
  const commonest = (values: string[]) => {
    const counts = new Map<string, number>();
    for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '';
  };
  const inStock = (p: CatalogProduct) =>
    Object.entries(p.stock['Office Warehouse']?.quantities ?? {}).flatMap(([size, n]) => (n > 0 ? [size] : []));
  const color = commonest(products.map((p) => p.colorName));
  const ofColor = products.filter((p) => p.colorName === color);
  const size = commonest(ofColor.flatMap(inStock));
  const sorted = { sort: 'price-asc', facets: true };
  if (ofColor.filter((p) => inStock(p).includes(size)).length >= PAGE_SIZE)
    return { body: { sizes: [size], colors: [color], ...sorted }, note: `size ${size}, ${color}, price up` };
  if (ofColor.length >= PAGE_SIZE) return { body: { colors: [color], ...sorted }, note: `${color}, price up` };
  return { body: sorted, note: 'price up' };
}

/** The 0-based page that is DEEP_PAGE, or the last full page of a list of `count`. */
function deepPage(count: number): number {
  return Math.max(0, Math.min(DEEP_PAGE - 1, Math.floor(count / PAGE_SIZE) - 1));
}

/** The name word most products share: the search that reads the most of the name index. */
export function commonNameWord(catalog: CatalogInputData): string {
  const counts = new Map<string, number>();
  for (const p of active(catalog)) for (const word of nameTokens(p.name)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? 'linen';
}

const search = (body: Record<string, unknown>, note: string): PreparedCall => ({ call: { body: { size: PAGE_SIZE, ...body } }, note });

const orderBody = (ctx: FixtureContext, lines = 2, email = 'ana@example.hr') => {
  const cart = Array.from({ length: lines }, () => ctx.takeStock());
  return {
    deliveryAddress: address,
    cartProducts: cart.map((line) => ({ productId: line.productId, sizes: [{ size: line.size, quantity: 1 }] })),
    userEmail: email,
  };
};

/** Places an order through the use case with the real payment gateway (the simulator): its session id. */
async function placeOrderAtSimulator(ctx: FixtureContext): Promise<{ orderId: string; sessionId: string }> {
  const { OrderRequest } = await import('@shop/shared/contract/orders');
  const { placeOrder } = await import('../lambdas/orders/placeOrder.ts');
  const { stripeGateway } = await import('../lambdas/payments/paymentGateway.ts');
  const { systemClock } = await import('../lambdas/platform/clock.ts');
  const { url } = await placeOrder(OrderRequest.parse(orderBody(ctx)), {
    payments: stripeGateway(),
    clock: systemClock,
    shopUrl: 'http://localhost:3000',
  });
  const sessionId = new URL(url).pathname.split('/').pop() as string;
  const { getSession } = stripeGateway();
  const found = await getSession(sessionId);
  if (found.status !== 'found' || !found.session.orderId) throw new Error(`the simulator does not know session ${sessionId}`);
  return { orderId: found.session.orderId, sessionId };
}

/** Pays a session by card on the simulator's hosted page, as a shopper would. */
async function payAtSimulator(ctx: FixtureContext, sessionId: string): Promise<void> {
  const response = await fetch(`${ctx.paymentsUrl}/pay/${sessionId}/card`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: '4242 4242 4242 4242', email: 'ana@example.hr' }).toString(),
    redirect: 'manual',
  });
  await response.arrayBuffer();
  if (response.status >= 400) throw new Error(`paying ${sessionId} at the simulator answered ${response.status}`);
}

/** An order waiting for its payment, placed with the use case and no provider: its id. */
async function orderPlacedWithoutProvider(ctx: FixtureContext): Promise<string> {
  const { OrderRequest } = await import('@shop/shared/contract/orders');
  const { placeOrder } = await import('../lambdas/orders/placeOrder.ts');
  const { fakePayments } = await import('../lambdas/testing/fakePayments.ts');
  const { systemClock } = await import('../lambdas/platform/clock.ts');
  const payments = fakePayments();
  const { url } = await placeOrder(OrderRequest.parse(orderBody(ctx)), {
    payments: payments.gateway,
    clock: systemClock,
    shopUrl: 'http://localhost:3000',
  });
  return payments.sessions.get(url.split('/').pop() as string)?.orderId as string;
}

/** An order paid by card, placed and settled with the use cases and no provider. */
async function paidWithoutProvider(ctx: FixtureContext): Promise<{ id: string; number: string; email: string }> {
  const { getOrder, transition } = await import('../lambdas/orders/orderStore.ts');
  const orderId = await orderPlacedWithoutProvider(ctx);
  const order = await getOrder(orderId);
  if (!order) throw new Error(`order ${orderId} was not stored`);
  await transition(order, { type: 'paid', method: 'CARD', amount: order.total }, new Date());
  return order;
}

/** A guest's statement withdrawing from the whole of an order just paid. */
async function withdrawalFromAnOrder(ctx: FixtureContext): Promise<Record<string, string>> {
  const order = await paidWithoutProvider(ctx);
  return { name: 'Ana Horvat', orderNumber: order.number, email: order.email };
}

/** A paid order with its invoice, not yet emailed; made with the use cases and no provider. */
async function invoiceNotYetEmailed(ctx: FixtureContext): Promise<string> {
  const { ensureInvoice } = await import('../lambdas/orders/issueInvoice.ts');
  const order = await paidWithoutProvider(ctx);
  return (await ensureInvoice(order.id, new Date())).id;
}

/** A code name of its own for one bench request. */
async function benchName(prefix: string) {
  const { randomId } = await import('../lambdas/platform/ids.ts');
  return `${prefix}-${randomId(8).toUpperCase()}`;
}

/** A review of the product by a new account, as the desk names it. */
async function benchReview(productId: string) {
  const { randomId } = await import('../lambdas/platform/ids.ts');
  const { shopReviews } = await import('../lambdas/reviews/reviewAdapters.ts');
  const review = await shopReviews.append({
    id: randomId(),
    productId,
    stars: 4,
    description: 'Soft and warm.',
    customerId: `bench-${randomId()}`,
    createdBy: 'Ana H.',
    verifiedPurchase: false,
    createdAt: new Date().toISOString(),
  });
  if (typeof review !== 'object') throw new Error(`The bench's review of ${productId} was not written: ${review}.`);
  return { productId, position: review.sk };
}

/** A contact message as the form keeps it, by its id at the messages desk. */
async function benchMessage() {
  const { sendContactMessage } = await import('../lambdas/content/contactForm.ts');
  const { shopContactPorts, shopInbox } = await import('../lambdas/content/contentAdapters.ts');
  const { listMessages } = await import('../lambdas/content/contactInbox.ts');
  const { randomId } = await import('../lambdas/platform/ids.ts');
  const text = `Do you make the wrap dress in XL? ${randomId()}`;
  await sendContactMessage(
    { email: 'ana@example.hr', firstName: 'Ana', lastName: 'Horvat', text },
    { client: `bench-${randomId()}` },
    shopContactPorts({ now: () => new Date() }),
  );
  return ((await listMessages('open', new Date(), shopInbox)).find((m) => m.text === text) as { id: string }).id;
}

/** A member of the back office, written straight into the staff table with a token (docs/decisions/036). */
async function benchStaff(role: 'owner' | 'staff') {
  const { activeStaff } = await import('../lambdas/staff/staffFixture.ts');
  const { randomId } = await import('../lambdas/platform/ids.ts');
  return activeStaff({ email: `bench-${role}-${randomId()}@tkanica.hr`, role });
}

/** A photo as the browser puts it at the local upload path (docs/decisions/041): a new upload of the same JPEG each time. */
let benchPhoto: Promise<Buffer> | undefined;
async function benchUpload(): Promise<string> {
  const { default: sharp } = await import('sharp');
  const { newUploadId, saveLocalUpload } = await import('../lambdas/images/imageUploads.ts');
  benchPhoto ??= sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c8b89a' } })
    .jpeg({ quality: 85 })
    .toBuffer();
  const uploadId = newUploadId('products', 'bench-photo');
  await saveLocalUpload(process.env.IMAGES_UPLOAD_DIR as string, uploadId, await benchPhoto);
  return uploadId;
}

/** A new post at the blog desk, as a draft (`saved`) or only its fields. */
async function benchDraft(saved: boolean) {
  const { randomId } = await import('../lambdas/platform/ids.ts');
  const body = {
    id: `bench-${randomId()}`,
    isNew: true,
    name: 'Linen through the winter',
    shortDescription: 'How linen keeps warm.',
    markdown: '## Layers\n\n- a knit over linen\n- wool socks\n\nRead [the care guide](/care).',
    mainImage: 'blog/bench.svg',
    images: [],
  };
  if (saved) {
    const { saveDeskPost } = await import('../lambdas/content/blogDesk.ts');
    const { shopBlog } = await import('../lambdas/content/contentAdapters.ts');
    const { BlogPostSave } = await import('@shop/shared/contract/adminBlog');
    await saveDeskPost(BlogPostSave.parse(body), new Date(), shopBlog);
  }
  return body;
}

/** A few products of the seeded catalog, as a wishlist holds them. */
const wishlistIds = (ctx: FixtureContext) =>
  active(ctx.catalog)
    .slice(0, 5)
    .map((p) => p.id);

export const fixtures: Record<RouteKey, RouteCase[]> = {
  'GET /api/homePage/collections': [{ name: 'home', prepare: () => ({ call: {} }) }],
  'GET /api/announcement': [{ name: 'the bar, off', prepare: () => ({ call: {} }) }],

  'POST /api/categories/{id}': [
    {
      name: 'category',
      prepare: ({ catalog }) => {
        const category = listSizes(catalog).category;
        return { call: { params: { id: category.id }, body: { age: null } }, note: category.id };
      },
    },
  ],

  'GET /api/collections/{id}': [
    {
      name: 'collection',
      prepare: ({ catalog }) => ({ call: { params: { id: catalog.home.second } }, note: catalog.home.second }),
    },
  ],

  'POST /api/products/search': [
    {
      name: 'category page 1',
      prepare: ({ catalog }) => {
        const { category } = listSizes(catalog);
        return search({ categoryId: category.id, start: 0 }, `${category.id} (${category.count} products), page 1`);
      },
    },
    {
      name: 'category page 50',
      prepare: ({ catalog }) => {
        const { category } = listSizes(catalog);
        const page = deepPage(category.count);
        return search({ categoryId: category.id, start: page }, `${category.id} (${category.count} products), page ${page + 1}`);
      },
    },
    {
      name: 'collection page 1',
      prepare: ({ catalog }) => {
        const { collection } = listSizes(catalog);
        return search({ collectionId: collection.id, start: 0 }, `${collection.id} (${collection.count} products), page 1`);
      },
    },
    {
      name: 'collection last page',
      prepare: ({ catalog }) => {
        const { collection } = listSizes(catalog);
        const page = deepPage(collection.count);
        return search({ collectionId: collection.id, start: page }, `${collection.id} (${collection.count} products), page ${page + 1}`);
      },
    },
    {
      name: 'category filtered page 1',
      prepare: ({ catalog }) => {
        const { category } = listSizes(catalog);
        const filter = typicalFilter(catalog, (p) => p.categoryIds.includes(category.id));
        return search({ categoryId: category.id, start: 0, ...filter.body }, `${category.id} (${category.count} products), ${filter.note}`);
      },
    },
    {
      name: 'collection filtered page 1',
      prepare: ({ catalog }) => {
        const { collection } = listSizes(catalog);
        const ids = new Set(catalog.collections.find((c) => c.id === collection.id)?.productIds);
        const filter = typicalFilter(catalog, (p) => ids.has(p.id));
        return search(
          { collectionId: collection.id, start: 0, ...filter.body },
          `${collection.id} (${collection.count} products), ${filter.note}`,
        );
      },
    },
    {
      name: 'all products page 1',
      prepare: ({ catalog }) => search({ start: 0 }, `${listSizes(catalog).all} products, page 1`),
    },
    {
      name: 'all products page 50',
      prepare: ({ catalog }) => {
        const all = listSizes(catalog).all;
        const page = deepPage(all);
        return search({ start: page }, `${all} products, page ${page + 1}`);
      },
    },
    {
      name: 'name search',
      prepare: ({ catalog }) => {
        const word = commonNameWord(catalog);
        return search({ name: word, start: 0 }, `"${word}"`);
      },
    },
    {
      name: 'name search filtered',
      prepare: ({ catalog }) => {
        const word = commonNameWord(catalog);
        const filter = typicalFilter(catalog, (p) => nameTokens(p.name).includes(word));
        return search({ name: word, start: 0, ...filter.body }, `"${word}", ${filter.note}`);
      },
    },
  ],

  'GET /api/products/{id}': [
    {
      name: 'product',
      prepare: ({ catalog }) => {
        const products = active(catalog);
        const product = products[Math.floor(products.length / 2)] as CatalogProduct;
        return { call: { params: { id: product.id } }, note: product.id };
      },
    },
  ],

  'POST /api/orders/checkPreOrder': [{ name: 'two products', prepare: (ctx) => ({ call: { body: orderBody(ctx) } }) }],

  'POST /api/orders': [{ name: 'two products, card', stateful: true, prepare: (ctx) => ({ call: { body: orderBody(ctx) } }) }],

  'GET /api/orders/{id}': [
    {
      name: 'order of two products',
      prepare: async (ctx) => ({ call: { method: 'GET', params: { id: await orderPlacedWithoutProvider(ctx) } } }),
    },
  ],

  'POST /api/orders/{id}/cancelCheckout': [
    {
      name: 'back from an open payment page',
      stateful: true,
      prepare: async (ctx) => {
        const { orderId } = await placeOrderAtSimulator(ctx);
        return { call: { method: 'POST', params: { id: orderId } } };
      },
    },
  ],

  'GET /session-status': [
    {
      name: 'open session',
      stateful: true,
      prepare: async (ctx) => {
        const { sessionId } = await placeOrderAtSimulator(ctx);
        return { call: { method: 'GET', query: { session_id: sessionId } } };
      },
    },
  ],

  'POST /api/payments/webhook': [
    {
      name: 'signed event',
      prepare: (ctx) => {
        const payload = JSON.stringify({
          id: `evt_bench_${Math.random().toString(36).slice(2)}`,
          object: 'event',
          type: 'checkout.session.completed',
          data: { object: { id: 'cs_bench', object: 'checkout.session', client_reference_id: 'bench-order' } },
        });
        const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: ctx.webhookSecret });
        return { call: { method: 'POST', body: payload, headers: { 'stripe-signature': signature } } };
      },
    },
  ],

  'GET /api/orders/{id}/createInvoice': [
    {
      name: 'just paid (settles, invoices, emails)',
      stateful: true,
      prepare: async (ctx) => {
        const { orderId, sessionId } = await placeOrderAtSimulator(ctx);
        await payAtSimulator(ctx, sessionId);
        return { call: { method: 'GET', params: { id: orderId } } };
      },
    },
  ],

  'POST /api/invoices/{invoiceId}/sendEmail': [
    {
      name: 'first send (PDF, SES)',
      stateful: true,
      prepare: async (ctx) => ({ call: { params: { invoiceId: await invoiceNotYetEmailed(ctx) }, body: {} } }),
    },
  ],

  'POST /api/blogs/search': [
    {
      name: 'blog page 1',
      prepare: async () => ({ call: { body: { start: 0, size: PAGE_SIZE } }, note: `${await benchBlog()} posts, page 1` }),
    },
    {
      name: 'blog page 50',
      prepare: async () => {
        const total = await benchBlog();
        const page = deepPage(total);
        return { call: { body: { start: page, size: PAGE_SIZE } }, note: `${total} posts, page ${page + 1}` };
      },
    },
  ],

  'GET /api/blogs/{id}': [
    {
      name: 'blog post',
      prepare: async () => {
        await benchBlog();
        return { call: { params: { id: BENCH_BLOG_POST } }, note: BENCH_BLOG_POST };
      },
    },
  ],

  'POST /api/newsletters/invitation': [
    {
      name: 'new subscriber (confirmation email)',
      stateful: true,
      prepare: () => ({ call: { body: { email: `reader.${nextVisitor()}@example.hr` }, sourceIp: visitorAddress() } }),
    },
  ],

  'POST /api/newsletters/confirm': [
    {
      name: 'confirmation link (welcome email)',
      stateful: true,
      prepare: async () => ({ call: { body: { token: (await pendingSubscriber()).confirmToken } } }),
    },
  ],

  'POST /api/newsletters/unsubscribe': [
    {
      name: 'unsubscribe link',
      stateful: true,
      prepare: async () => ({ call: { body: { token: await confirmedSubscriberToken() } } }),
    },
  ],

  'POST /api/contactForm': [
    {
      name: 'message (stored, forwarded by email)',
      stateful: true,
      prepare: () => ({
        call: {
          body: {
            email: `visitor.${nextVisitor()}@example.hr`,
            firstName: 'Ana',
            lastName: 'Horvat',
            text: 'Do you make the Linen Wrap Dress in size XL? Thank you!',
          },
          headers: { saleSpotId: 'web' },
          sourceIp: visitorAddress(),
        },
      }),
    },
  ],

  'POST /api/withdrawals': [
    {
      name: 'a guest withdraws from an order (acknowledgement email)',
      stateful: true,
      prepare: async (ctx) => ({ call: { body: await withdrawalFromAnOrder(ctx), sourceIp: newVisitorAddress() } }),
    },
    {
      name: 'number and email of no order (the same answer)',
      stateful: true,
      prepare: () => ({
        call: {
          body: { name: 'Ana Horvat', orderNumber: 'TK-260101-ZZZZZ', email: `nobody.${nextVisitor()}@example.hr` },
          sourceIp: visitorAddress(),
        },
      }),
    },
  ],

  // ---- checkout: codes and gift cards ----

  'POST /api/discountCodes/validation': [
    {
      name: 'valid code',
      prepare: async () => ({ call: { body: { name: await benchPromotion('discount') }, headers: { saleSpotId: 'web' } } }),
    },
  ],

  'POST /api/giftCards/getByName': [
    { name: 'valid gift card', prepare: async () => ({ call: { body: { code: await benchPromotion('giftCard') } } }) },
  ],

  // ---- accounts ----

  'POST /api/auth/register': [
    {
      name: 'new customer (activation email)',
      catalogIndependent: true,
      stateful: true,
      prepare: () => ({ call: { body: registrationBody(`new.${nextVisitor()}@example.hr`), sourceIp: visitorAddress() } }),
    },
  ],

  'POST /api/auth/activate': [
    {
      name: 'activation link',
      catalogIndependent: true,
      stateful: true,
      prepare: async () => ({ call: { body: await pendingActivation() } }),
    },
  ],

  'POST /api/auth/login': [
    {
      name: 'right password (token)',
      catalogIndependent: true,
      prepare: async () => ({
        call: { body: { email: (await benchCustomer()).email, password: BENCH_PASSWORD }, headers: { saleSpotId: 'web' } },
      }),
    },
  ],

  'GET /api/auth/me': [
    {
      name: 'logged-in customer',
      catalogIndependent: true,
      prepare: async () => ({ call: { method: 'GET', headers: await benchCustomerAuth() } }),
    },
  ],

  'PUT /api/auth/updateMe': [
    {
      name: 'name and address book',
      catalogIndependent: true,
      prepare: async () => ({
        call: {
          method: 'PUT',
          headers: await benchCustomerAuth(),
          body: { firstName: 'Ana', lastName: 'Horvat', addresses: [{ ...address, defaultAddress: true }] },
        },
      }),
    },
  ],

  'GET /api/auth/exportMyData': [
    {
      name: 'the bench customer with its order history (JSON file)',
      catalogIndependent: true,
      prepare: async (ctx) => ({ call: { method: 'GET', headers: await benchCustomerAuth(ctx) }, note: `${BENCH_CUSTOMER_ORDERS} orders` }),
    },
  ],

  'POST /api/auth/deleteMe': [
    {
      name: 'right password (account deleted)',
      catalogIndependent: true,
      stateful: true,
      prepare: async () => ({
        call: { headers: await deletableAccountAuth(), body: { password: BENCH_PASSWORD }, sourceIp: visitorAddress() },
      }),
    },
    {
      name: 'wrong password (nothing changes)',
      catalogIndependent: true,
      stateful: true,
      status: 400,
      prepare: async () => ({
        call: { headers: await deletableAccountAuth(), body: { password: 'not-the-password' }, sourceIp: visitorAddress() },
      }),
    },
  ],

  'POST /api/auth/forgetPassword': [
    {
      name: 'known email (reset email)',
      catalogIndependent: true,
      stateful: true,
      prepare: async () => ({ call: { body: { email: await freshAccount() }, sourceIp: visitorAddress() } }),
    },
  ],

  'POST /api/auth/recoverPassword': [
    {
      name: 'reset link and new password',
      catalogIndependent: true,
      stateful: true,
      prepare: async () => ({ call: { body: { ...(await pendingReset()), password: 'a-brand-new-password' } } }),
    },
  ],

  'POST /api/orders/fetchMyOrders': [
    {
      name: 'order history page 1',
      prepare: async (ctx) => {
        const headers = await benchCustomerAuth(ctx);
        return { call: { headers, body: { size: PAGE_SIZE, start: 0 } }, note: `${BENCH_CUSTOMER_ORDERS} orders` };
      },
    },
  ],

  // ---- storefront: header menus, related products, reviews, notify-me ----

  'POST /api/homePage/fetchByAge': [
    { name: 'every age group', prepare: () => ({ call: { body: { ages: ['ADULT', 'KID', 'CHILD', 'NB'] } } }) },
  ],

  'POST /api/collections/topCollectionToShow': [{ name: 'two per age group', prepare: () => ({ call: { body: { topCollectionNo: 2 } } }) }],

  'GET /api/products/{id}/getRandomRelatedProducts': [
    {
      name: 'product',
      prepare: ({ catalog }) => {
        const product = middleProduct(catalog);
        return { call: { method: 'GET', params: { id: product.id } }, note: `${product.id} (${product.categoryIds[0]})` };
      },
    },
  ],

  'POST /api/reviews/search': [
    {
      name: 'reviews page 1',
      prepare: async ({ catalog }) => {
        const productId = await reviewedProduct(catalog);
        return { call: { body: { productId, size: 5, start: 0 } }, note: `${BENCH_REVIEWS} reviews, page 1` };
      },
    },
    {
      name: 'reviews page 50',
      prepare: async ({ catalog }) => {
        const productId = await reviewedProduct(catalog);
        return { call: { body: { productId, size: 5, start: 49 } }, note: `${BENCH_REVIEWS} reviews, page 50` };
      },
    },
  ],

  'POST /api/products/{id}/addReview': [
    {
      name: 'logged-in review',
      stateful: true,
      status: 201,
      prepare: async ({ catalog }) => ({
        call: {
          params: { id: middleProduct(catalog).id },
          body: { stars: 5, description: 'Soft, warm and well made.' },
          headers: { authorization: `Bearer ${await reviewerToken()}` },
        },
      }),
    },
  ],

  'POST /api/productNotifications': [
    {
      name: 'new subscription',
      stateful: true,
      prepare: ({ catalog }) => {
        const product = middleProduct(catalog);
        return {
          call: {
            body: { email: `waiting.${nextVisitor()}@example.hr`, productId: product.id, size: product.sizes[0] },
            sourceIp: visitorAddress(),
          },
        };
      },
    },
  ],

  // The customer's wishlist (docs/decisions/037-cards-and-wishlist.md).
  'GET /api/wishlist': [
    { name: 'logged-in customer', prepare: async () => ({ call: { method: 'GET', headers: await benchCustomerAuth() } }) },
  ],
  'POST /api/wishlist': [
    {
      name: 'save a product',
      prepare: async (ctx) => ({ call: { method: 'POST', headers: await benchCustomerAuth(), body: { productId: wishlistIds(ctx)[0] } } }),
    },
  ],
  'DELETE /api/wishlist/{id}': [
    {
      name: 'remove a product',
      prepare: async (ctx) => ({
        call: { method: 'DELETE', headers: await benchCustomerAuth(), params: { id: wishlistIds(ctx)[0] as string } },
      }),
    },
  ],
  'POST /api/wishlist/merge': [
    {
      name: "the browser's five products at login",
      prepare: async (ctx) => ({ call: { method: 'POST', headers: await benchCustomerAuth(), body: { productIds: wishlistIds(ctx) } } }),
    },
  ],
  'POST /api/products/byIds': [
    { name: 'a wishlist of five', prepare: (ctx) => ({ call: { method: 'POST', body: { productIds: wishlistIds(ctx) } } }) },
  ],

  // The back office (docs/decisions/036-back-office.md).
  'POST /api/staff/signIn': [
    {
      name: 'password and a fresh code',
      stateful: true,
      catalogIndependent: true,
      prepare: async () => {
        const { staff, code } = await benchStaff('staff');
        const { STAFF_PASSWORD } = await import('../lambdas/staff/staffFixture.ts');
        return { call: { method: 'POST', body: { email: staff.email, password: STAFF_PASSWORD, totpCode: code() } } };
      },
    },
  ],
  'POST /api/staff/invitation': [
    {
      name: 'a link that is not (any more) an invitation',
      status: 400,
      catalogIndependent: true,
      prepare: () => ({ call: { method: 'POST', body: { staffId: 'no-such-staff', code: 'x'.repeat(32) } } }),
    },
  ],
  'POST /api/staff/invitation/accept': [
    {
      name: 'a link that is not (any more) an invitation',
      status: 400,
      catalogIndependent: true,
      prepare: () => ({
        call: {
          method: 'POST',
          body: { staffId: 'no-such-staff', code: 'x'.repeat(32), password: 'a-long-enough-password', totpCode: '123456' },
        },
      }),
    },
  ],
  'GET /api/admin/me': [
    {
      name: 'staff',
      catalogIndependent: true,
      prepare: async () => ({ call: { method: 'GET', headers: (await benchStaff('staff')).headers } }),
    },
  ],
  'POST /api/admin/signOut': [
    {
      name: 'staff',
      stateful: true,
      catalogIndependent: true,
      prepare: async () => ({ call: { method: 'POST', headers: (await benchStaff('staff')).headers } }),
    },
  ],
  'GET /api/admin/staff': [
    {
      name: 'owner',
      catalogIndependent: true,
      prepare: async () => ({ call: { method: 'GET', headers: (await benchStaff('owner')).headers } }),
    },
  ],
  'POST /api/admin/staff': [
    {
      name: 'owner invites (invitation mail)',
      stateful: true,
      catalogIndependent: true,
      prepare: async () => {
        const { randomId } = await import('../lambdas/platform/ids.ts');
        const owner = await benchStaff('owner');
        return {
          call: {
            method: 'POST',
            headers: owner.headers,
            body: { email: `bench-invited-${randomId()}@tkanica.hr`, name: 'Iva', role: 'staff' },
          },
        };
      },
    },
  ],
  'GET /api/admin/staffPowers': [
    {
      name: 'owner reads what staff may give',
      catalogIndependent: true,
      prepare: async () => ({ call: { method: 'GET', headers: (await benchStaff('owner')).headers } }),
    },
  ],
  'PUT /api/admin/staffPowers': [
    {
      name: 'owner sets what staff may give (audited)',
      stateful: true,
      catalogIndependent: true,
      prepare: async () => ({
        call: { method: 'PUT', headers: (await benchStaff('owner')).headers, body: { maxDiscountPercent: 30, maxRefund: 10_000 } },
      }),
    },
  ],
  'POST /api/admin/staff/{id}/disable': [
    {
      name: 'owner disables a staff member (sessions end)',
      stateful: true,
      catalogIndependent: true,
      prepare: async () => {
        const [owner, staff] = await Promise.all([benchStaff('owner'), benchStaff('staff')]);
        return { call: { method: 'POST', params: { id: staff.staff.id }, headers: owner.headers } };
      },
    },
  ],
  'POST /api/admin/staff/{id}/reinvite': [
    {
      name: 'owner invites a staff member anew (invitation mail)',
      stateful: true,
      catalogIndependent: true,
      prepare: async () => {
        const [owner, staff] = await Promise.all([benchStaff('owner'), benchStaff('staff')]);
        return { call: { method: 'POST', params: { id: staff.staff.id }, headers: owner.headers } };
      },
    },
  ],
  'GET /api/admin/audit': [
    {
      name: 'owner, first page',
      catalogIndependent: true,
      prepare: async () => ({ call: { method: 'GET', headers: (await benchStaff('owner')).headers } }),
    },
  ],
  'POST /api/admin/images': [
    {
      name: 'where to put a photo',
      catalogIndependent: true,
      prepare: async () => ({
        call: {
          method: 'POST',
          headers: (await benchStaff('staff')).headers,
          body: { folder: 'products', fileName: 'Linen Shirt front.jpg', contentType: 'image/jpeg', bytes: 480_000 },
        },
      }),
    },
  ],
  'POST /api/admin/images/{uploadId}/process': [
    {
      name: 'a 1600×1200 JPEG made into its sizes',
      catalogIndependent: true,
      stateful: true,
      prepare: async () => ({
        call: { method: 'POST', headers: (await benchStaff('staff')).headers, params: { uploadId: await benchUpload() }, body: {} },
      }),
    },
  ],
  'GET /api/admin/blog': [
    {
      name: 'every post, drafts and published',
      catalogIndependent: true,
      prepare: async () => ({ call: { method: 'GET', headers: (await benchStaff('staff')).headers }, note: `${await benchBlog()} posts` }),
    },
  ],
  'GET /api/admin/blog/{id}': [
    {
      name: 'a published post to edit',
      catalogIndependent: true,
      prepare: async () => {
        await benchBlog();
        return { call: { method: 'GET', headers: (await benchStaff('staff')).headers, params: { id: BENCH_BLOG_POST } } };
      },
    },
  ],
  'POST /api/admin/blog': [
    {
      name: 'a new draft',
      stateful: true,
      catalogIndependent: true,
      prepare: async () => ({ call: { method: 'POST', headers: (await benchStaff('staff')).headers, body: await benchDraft(false) } }),
    },
  ],
  'POST /api/admin/blog/{id}/publish': [
    {
      name: 'a draft published',
      stateful: true,
      catalogIndependent: true,
      prepare: async () => ({
        call: { method: 'POST', headers: (await benchStaff('staff')).headers, params: { id: (await benchDraft(true)).id } },
        note: `${await benchBlog()} posts`,
      }),
    },
  ],
  'POST /api/admin/blog/{id}/unpublish': [
    {
      name: 'a published post taken off',
      stateful: true,
      catalogIndependent: true,
      prepare: async () => {
        const { publishDeskPost } = await import('../lambdas/content/blogDesk.ts');
        const { shopBlog } = await import('../lambdas/content/contentAdapters.ts');
        const { id } = await benchDraft(true);
        await publishDeskPost(id, new Date(), shopBlog);
        return {
          call: { method: 'POST', headers: (await benchStaff('staff')).headers, params: { id } },
          note: `${await benchBlog()} posts`,
        };
      },
    },
  ],
  'GET /api/admin/catalogOrder': [
    {
      name: 'every menu and the home page',
      prepare: async () => ({ call: { method: 'GET', headers: (await benchStaff('staff')).headers } }),
    },
  ],
  'POST /api/admin/catalogOrder/menu': [
    {
      name: 'the adults’ menu saved as it is',
      stateful: true,
      prepare: async () => {
        const { catalogOrder } = await import('../lambdas/catalog/catalogOrder.ts');
        const menu = (await catalogOrder()).menus.find((m) => m.age === 'ADULT');
        const body = {
          age: 'ADULT',
          categoryIds: menu?.categories.map((c) => c.id) ?? [],
          collectionIds: menu?.collections.map((c) => c.id) ?? [],
          featuredIds: menu?.collections.filter((c) => c.featured).map((c) => c.id) ?? [],
        };
        return { call: { method: 'POST', headers: (await benchStaff('staff')).headers, body } };
      },
    },
  ],
  'POST /api/admin/catalogOrder/home': [
    {
      name: 'the home page’s sections saved as they are',
      stateful: true,
      prepare: async () => {
        const { catalogOrder } = await import('../lambdas/catalog/catalogOrder.ts');
        return { call: { method: 'POST', headers: (await benchStaff('staff')).headers, body: (await catalogOrder()).home } };
      },
    },
  ],
  'POST /api/admin/catalogOrder/announcement': [
    {
      name: 'the bar shown in both languages, with a link',
      stateful: true,
      prepare: async () => ({
        call: {
          method: 'POST',
          headers: (await benchStaff('staff')).headers,
          body: { shown: true, en: 'Free delivery in Croatia over 50 €', hr: 'Besplatna dostava u Hrvatskoj iznad 50 €', link: '/faq' },
        },
      }),
    },
  ],
  'GET /api/admin/today': [
    { name: 'staff', prepare: async () => ({ call: { method: 'GET', headers: (await benchStaff('staff')).headers } }) },
  ],
  'GET /api/admin/orders': [
    {
      name: 'paid orders to pack',
      prepare: async () => ({ call: { method: 'GET', headers: (await benchStaff('staff')).headers, query: { status: 'PAID' } } }),
    },
  ],
  'GET /api/admin/orders/{id}': [
    {
      name: 'a paid order',
      prepare: async (ctx) => ({
        call: { method: 'GET', headers: (await benchStaff('staff')).headers, params: { id: (await paidWithoutProvider(ctx)).id } },
      }),
    },
  ],
  'POST /api/admin/orders/{id}/steps': [
    {
      name: 'packed',
      stateful: true,
      prepare: async (ctx) => ({
        call: {
          method: 'POST',
          headers: (await benchStaff('staff')).headers,
          params: { id: (await paidWithoutProvider(ctx)).id },
          body: { step: 'packed' },
        },
      }),
    },
  ],
  'POST /api/admin/orders/{id}/invoice': [
    {
      // Sending one draws its PDF in the renderInvoicePdf function, which the bench's harness does
      // not run: the measured request is the look-up and its refusal (the journeys send one).
      name: 'an order with no invoice yet',
      status: 409,
      prepare: async (ctx) => ({
        call: { method: 'POST', headers: (await benchStaff('staff')).headers, params: { id: await orderPlacedWithoutProvider(ctx) } },
      }),
    },
  ],
  'POST /api/admin/withdrawals/{id}/handle': [
    {
      name: 'a withdrawal from a whole paid order, refunded',
      stateful: true,
      prepare: async (ctx) => {
        const { withdraw } = await import('../lambdas/withdrawals/withdraw.ts');
        const { withdrawalsOfOrder } = await import('../lambdas/withdrawals/withdrawalStore.ts');
        const { shopWithdrawalPorts, shopWithdrawals } = await import('../lambdas/withdrawals/withdrawalAdapters.ts');
        const { createFakeMailer } = await import('../lambdas/platform/mailer.ts');
        const { systemClock } = await import('../lambdas/platform/clock.ts');
        const { ensureInvoice } = await import('../lambdas/orders/issueInvoice.ts');
        const order = await paidWithoutProvider(ctx);
        // Its invoice issued, as the outbox does at once: the refund's credit note names it.
        await ensureInvoice(order.id, new Date());
        await withdraw(
          { name: 'Ana Horvat', orderNumber: order.number, email: order.email },
          // A shopper of their own: statements are throttled per network.
          { client: newVisitorAddress() },
          shopWithdrawalPorts({ clock: systemClock, mailer: createFakeMailer(), shopUrl: 'http://localhost:3000' }),
        );
        const [withdrawal] = await withdrawalsOfOrder(shopWithdrawals, { id: order.id, createdAt: '2000-01-01T00:00:00.000Z' });
        return {
          // An owner: a whole order's refund may be above what staff may refund (decision 063).
          call: { method: 'POST', headers: (await benchStaff('owner')).headers, params: { id: withdrawal?.id as string }, body: {} },
        };
      },
    },
  ],
  'GET /api/admin/products': [
    {
      name: 'search by name',
      prepare: async ({ catalog }) => ({
        call: {
          method: 'GET',
          headers: (await benchStaff('staff')).headers,
          query: { q: middleProduct(catalog).name.split(' ')[0] as string },
        },
      }),
    },
  ],
  'GET /api/admin/products/{id}': [
    {
      name: 'a product with its prices and stock',
      prepare: async ({ catalog }) => ({
        call: { method: 'GET', headers: (await benchStaff('staff')).headers, params: { id: middleProduct(catalog).id } },
      }),
    },
  ],
  'POST /api/admin/products': [
    {
      name: 'a new product in a category',
      stateful: true,
      prepare: async ({ catalog }) => {
        const { randomId } = await import('../lambdas/platform/ids.ts');
        const { id: _id, stock: _stock, ...fields } = middleProduct(catalog);
        return {
          call: {
            method: 'POST',
            headers: (await benchStaff('staff')).headers,
            body: { ...fields, id: `bench-${randomId()}`, collectionIds: [] },
          },
        };
      },
    },
  ],
  'PUT /api/admin/products/{id}': [
    {
      name: 'a new description on the version read',
      stateful: true,
      prepare: async ({ catalog }) => {
        const { getProduct } = await import('../lambdas/catalog/catalogStore.ts');
        const { productFields } = await import('../lambdas/admin/productDesk.ts');
        const stored = (await getProduct(middleProduct(catalog).id)) as NonNullable<Awaited<ReturnType<typeof getProduct>>>;
        const fields = productFields(stored);
        return {
          call: {
            method: 'PUT',
            headers: (await benchStaff('staff')).headers,
            params: { id: stored.id },
            body: { ...fields, description: `${fields.description} ${Date.now()}`.slice(-4000), version: stored.version ?? 0 },
          },
        };
      },
    },
  ],
  'PUT /api/admin/products/{id}/stock': [
    {
      name: 'a size counted again',
      stateful: true,
      prepare: async ({ catalog }) => {
        const product = middleProduct(catalog);
        return {
          call: {
            method: 'PUT',
            headers: (await benchStaff('staff')).headers,
            params: { id: product.id },
            body: { size: product.sizes[0], warehouse: 'Office Warehouse', quantity: 40 + (Date.now() % 20) },
          },
        };
      },
    },
  ],
  // Codes and gift cards, reviews, messages and the newsletter (docs/decisions/042).
  'GET /api/admin/discountCodes': [
    {
      name: 'staff',
      catalogIndependent: true,
      prepare: async () => ({ call: { method: 'GET', headers: (await benchStaff('staff')).headers } }),
    },
  ],
  'POST /api/admin/discountCodes': [
    {
      name: 'a code for every product',
      stateful: true,
      catalogIndependent: true,
      prepare: async () => ({
        // With a usage limit: a code without one is an owner's to make (decision 063).
        call: {
          method: 'POST',
          headers: (await benchStaff('staff')).headers,
          body: { name: await benchName('BENCH'), percent: 10, usageLimit: 100 },
        },
      }),
    },
  ],
  'POST /api/admin/discountCodes/{id}/disable': [
    {
      name: 'a code in use',
      stateful: true,
      catalogIndependent: true,
      prepare: async () => {
        const { createDiscountCode } = await import('../lambdas/promotions/promotionDesk.ts');
        const { shopPromotionDesk } = await import('../lambdas/promotions/promotionAdapters.ts');
        const code = await createDiscountCode(shopPromotionDesk, { name: await benchName('BENCH'), percent: 10, productIds: null });
        return { call: { method: 'POST', headers: (await benchStaff('staff')).headers, params: { id: code.name } } };
      },
    },
  ],
  'GET /api/admin/giftCards': [
    {
      name: 'staff',
      catalogIndependent: true,
      prepare: async () => ({ call: { method: 'GET', headers: (await benchStaff('staff')).headers } }),
    },
  ],
  'POST /api/admin/giftCards': [
    {
      name: 'a card of 25 € (owner)',
      stateful: true,
      catalogIndependent: true,
      prepare: async () => ({ call: { method: 'POST', headers: (await benchStaff('owner')).headers, body: { amount: 2500 } } }),
    },
  ],
  'POST /api/admin/giftCards/{id}/disable': [
    {
      name: 'a card with its balance',
      stateful: true,
      catalogIndependent: true,
      prepare: async () => {
        const { createGiftCard } = await import('../lambdas/promotions/promotionDesk.ts');
        const { shopPromotions } = await import('../lambdas/promotions/promotionAdapters.ts');
        const card = await createGiftCard(shopPromotions, { amount: 2500 }, new Date());
        return { call: { method: 'POST', headers: (await benchStaff('staff')).headers, params: { id: card.code } } };
      },
    },
  ],
  'GET /api/admin/reviews': [
    { name: 'the latest', prepare: async () => ({ call: { method: 'GET', headers: (await benchStaff('staff')).headers } }) },
    {
      name: 'a product’s',
      prepare: async ({ catalog }) => ({
        call: { method: 'GET', headers: (await benchStaff('staff')).headers, query: { productId: middleProduct(catalog).id } },
      }),
    },
  ],
  'POST /api/admin/reviews/hide': [
    {
      name: 'a new review',
      stateful: true,
      prepare: async ({ catalog }) => ({
        call: {
          method: 'POST',
          headers: (await benchStaff('staff')).headers,
          body: { ...(await benchReview(middleProduct(catalog).id)), reason: 'Bench' },
        },
      }),
    },
  ],
  'POST /api/admin/reviews/show': [
    {
      name: 'a hidden review',
      stateful: true,
      prepare: async ({ catalog }) => {
        const { hideReview } = await import('../lambdas/reviews/reviewModeration.ts');
        const { shopReviews } = await import('../lambdas/reviews/reviewAdapters.ts');
        const staff = await benchStaff('staff');
        const review = await benchReview(middleProduct(catalog).id);
        await hideReview(shopReviews, review, staff.staff, 'Bench', new Date());
        return { call: { method: 'POST', headers: staff.headers, body: { ...review, reason: 'Bench' } } };
      },
    },
  ],
  'GET /api/admin/messages': [
    {
      name: 'the open ones',
      catalogIndependent: true,
      prepare: async () => ({ call: { method: 'GET', headers: (await benchStaff('staff')).headers } }),
    },
  ],
  'GET /api/admin/messages/{id}': [
    {
      name: 'a message',
      catalogIndependent: true,
      prepare: async () => ({
        call: { method: 'GET', headers: (await benchStaff('staff')).headers, params: { id: await benchMessage() } },
      }),
    },
  ],
  'POST /api/admin/messages/{id}/handled': [
    {
      name: 'a new message',
      stateful: true,
      catalogIndependent: true,
      prepare: async () => ({
        call: { method: 'POST', headers: (await benchStaff('staff')).headers, params: { id: await benchMessage() } },
      }),
    },
  ],
  'GET /api/admin/newsletter/subscribers': [
    {
      name: 'owner',
      catalogIndependent: true,
      prepare: async () => ({ call: { method: 'GET', headers: (await benchStaff('owner')).headers } }),
    },
  ],
  'GET /api/admin/newsletter/export': [
    {
      name: 'owner, the CSV',
      catalogIndependent: true,
      prepare: async () => ({ call: { method: 'GET', headers: (await benchStaff('owner')).headers } }),
    },
  ],
  // Failed events (docs/decisions/045): the queue stand-in's dead-letter queues, through SQS's calls.
  'GET /api/admin/failedEvents': [
    {
      name: 'owner, one waiting',
      catalogIndependent: true,
      prepare: async () => {
        await benchDeadLetter();
        return { call: { method: 'GET', headers: (await benchStaff('owner')).headers } };
      },
    },
  ],
  'POST /api/admin/failedEvents/{queue}/{messageId}/replay': [deadLetterCase()],
  'POST /api/admin/failedEvents/{queue}/{messageId}/drop': [deadLetterCase()],
};

/** Replaying or dropping a payment event of its own, put into the dead-letter queue before the timed runs. */
function deadLetterCase(): RouteCase {
  return {
    name: 'owner, a payment event',
    stateful: true,
    catalogIndependent: true,
    prepare: async () => ({
      call: {
        method: 'POST',
        headers: (await benchStaff('owner')).headers,
        params: { queue: 'paymentEvents', messageId: await benchDeadLetter() },
      },
    }),
  };
}

/** A payment event put straight into its queue's dead-letter queue on the queue stand-in: its message id. */
async function benchDeadLetter(): Promise<string> {
  const { SendMessageCommand, SQSClient } = await import('@aws-sdk/client-sqs');
  const { QUEUES } = await import('../lambdas/queues.ts');
  const sqs = new SQSClient({
    endpoint: process.env.SQS_ENDPOINT,
    region: 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const sent = await sqs.send(
    new SendMessageCommand({
      QueueUrl: process.env[QUEUES.paymentEvents.deadLetterEnvVar],
      MessageBody: JSON.stringify({
        id: `evt_bench_${Math.random().toString(36).slice(2)}`,
        type: 'checkout.session.completed',
        data: { object: {} },
      }),
    }),
  );
  sqs.destroy();
  return sent.MessageId as string;
}

/**
 * Hands out pieces of stock one at a time, so orders never run out within a run. Sizes come
 * round product by product (every product's first size, then every product's second, ...), so
 * the two lines of one order are two different products.
 */
export function stockAllocator(catalog: CatalogInputData): () => { productId: string; size: string } {
  const slots: { productId: string; size: string; count: number; rank: number }[] = [];
  for (const p of active(catalog)) {
    const office = p.stock['Office Warehouse']?.quantities ?? {};
    Object.entries(office).forEach(([size, count], rank) => {
      if (count > 0) slots.push({ productId: p.id, size, count, rank });
    });
  }
  const left = slots
    .map((slot, index) => ({ slot, index }))
    .sort((a, b) => a.slot.rank - b.slot.rank || a.index - b.index)
    .map((x) => x.slot);
  let next = 0;
  return () => {
    for (let tried = 0; tried < left.length; tried++) {
      const slot = left[next % left.length] as (typeof left)[number];
      next++;
      if (slot.count > 0) {
        slot.count--;
        return { productId: slot.productId, size: slot.size };
      }
    }
    throw new Error('The seeded catalog has no stock left for more orders.');
  };
}

// ---- content (blog, newsletter, contact) ----

/** A blog of 500 posts (page 50 exists), published once per set of tables; publishing is not measured. */
const BENCH_BLOG_SIZE = 500;
export const BENCH_BLOG_POST = 'bench-post-250';

async function benchBlog(): Promise<number> {
  const { shopBlog } = await import('../lambdas/content/contentAdapters.ts');
  const { total } = await shopBlog.page(0, 1);
  if (total >= BENCH_BLOG_SIZE) return total;
  const { demoBlogPosts } = await import('../local/seed/demoBlog.ts');
  const { publishBlogPosts } = await import('../lambdas/content/blogPublish.ts');
  const posts = Array.from({ length: BENCH_BLOG_SIZE }, (_, i) => {
    const demo = demoBlogPosts[i % demoBlogPosts.length] as (typeof demoBlogPosts)[number];
    return { ...demo, id: `bench-post-${i}`, createdAt: new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString() };
  });
  await publishBlogPosts(posts, shopBlog);
  return BENCH_BLOG_SIZE;
}

/** Every rate-limited request comes from a visitor of its own, as many shoppers would: per-client limits never trip. */
let visitors = 0;
const nextVisitor = () => ++visitors;
const visitorAddress = () => `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
/** The address of a visitor of their own, for a request throttled per network. */
const newVisitorAddress = () => {
  nextVisitor();
  return visitorAddress();
};

/** A subscriber who asked and has not confirmed yet, made through the use case; the token of its link. */
async function pendingSubscriber(): Promise<{ email: string; confirmToken: string }> {
  const { inviteSubscriber } = await import('../lambdas/content/newsletter.ts');
  const { shopContentMailPorts, shopNewsletterPorts } = await import('../lambdas/content/contentAdapters.ts');
  const { writeContentMail } = await import('../lambdas/content/contentMailWorker.ts');
  const { createFakeMailer } = await import('../lambdas/platform/mailer.ts');
  const { systemClock } = await import('../lambdas/platform/clock.ts');
  const mailer = createFakeMailer();
  const email = `reader.${nextVisitor()}@example.hr`;
  await inviteSubscriber(email, visitorAddress(), shopNewsletterPorts(systemClock));
  // Its confirmation as the content's outbox worker writes it (the bench runs no worker; other mails wait in the outbox).
  await writeContentMail(
    { effect: { kind: 'newsletterConfirmation', email, language: 'en' }, createdAt: systemClock.now().toISOString() },
    shopContentMailPorts({ clock: systemClock, mailer, shopUrl: 'http://localhost:3000' }),
    async (mail) => {
      await mailer.send(mail);
    },
  );
  const confirmToken = /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(mailer.sent[0]?.text ?? '')?.[1];
  if (!confirmToken) throw new Error('the confirmation email carried no link');
  return { email, confirmToken };
}

/** A confirmed subscriber's unsubscribe token. */
async function confirmedSubscriberToken(): Promise<string> {
  const { confirmSubscription } = await import('../lambdas/content/newsletter.ts');
  const { shopNewsletter, shopNewsletterPorts } = await import('../lambdas/content/contentAdapters.ts');
  const { systemClock } = await import('../lambdas/platform/clock.ts');
  const { email, confirmToken } = await pendingSubscriber();
  await confirmSubscription(confirmToken, shopNewsletterPorts(systemClock));
  const token = (await shopNewsletter.subscriber(email))?.unsubscribeToken;
  if (!token) throw new Error(`subscriber ${email} has no unsubscribe token`);
  return token;
}

// ---- storefront (reviews, notify-me) ----

const middleProduct = (catalog: CatalogInputData) => {
  const products = active(catalog);
  return products[Math.floor(products.length / 2)] as CatalogProduct;
};

/** A product with 250 reviews (page 50 of 5 exists), written once per set of tables; writing is not measured. */
const BENCH_REVIEWS = 250;

async function reviewedProduct(catalog: CatalogInputData): Promise<string> {
  const productId = middleProduct(catalog).id;
  const { shopReviews } = await import('../lambdas/reviews/reviewAdapters.ts');
  if ((await shopReviews.counter(productId, { consistent: true })).count >= BENCH_REVIEWS) return productId;
  const { BatchWriteCommand } = await import('@aws-sdk/lib-dynamodb');
  const { dynamo, chunks } = await import('../lambdas/platform/dynamo.ts');
  const { tableName } = await import('../lambdas/platform/config.ts');
  const { reviewCounterKey, reviewKey } = await import('../lambdas/reviews/reviewKeys.ts');
  const items = [
    ...Array.from({ length: BENCH_REVIEWS }, (_, i) => ({
      ...reviewKey(productId, i),
      id: `bench-review-${i}`,
      productId,
      stars: (i % 5) + 1,
      description: 'Lovely linen, true to size.',
      customerId: 'bench-reviewer',
      createdBy: 'Ana H.',
      createdAt: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString(),
    })),
    { ...reviewCounterKey(productId), count: BENCH_REVIEWS },
  ];
  for (const batch of chunks(items, 25)) {
    let requests: Record<string, unknown>[] | undefined = batch.map((Item) => ({ PutRequest: { Item } }));
    while (requests?.length) {
      const result = await dynamo().send(new BatchWriteCommand({ RequestItems: { [tableName('content')]: requests as never } }));
      requests = result.UnprocessedItems?.[tableName('content')] as Record<string, unknown>[] | undefined;
    }
  }
  return productId;
}

/**
 * A logged-in customer's token, for addReview: a new account each time (an account reviews a
 * product once), written straight into the table, the token issued as login would.
 */
async function reviewerToken(): Promise<string> {
  const { issueToken } = await import('../lambdas/accounts/sessionToken.ts');
  const id = `bench-reviewer-${nextVisitor()}`;
  await writeActiveAccount(`${id}@example.hr`, id);
  return issueToken({ id }, new Date());
}

/**
 * A confirmed account written straight into the table (unless the email has one), without a
 * password that logs in: preparing it is not measured, and hashing a password for each would
 * double the run.
 */
async function writeActiveAccount(email: string, id: string): Promise<void> {
  const { shopAccounts } = await import('../lambdas/accounts/accountAdapters.ts');
  const { customerAccountKey } = await import('../lambdas/accounts/customerRecord.ts');
  await shopAccounts.create({
    ...customerAccountKey(email),
    id,
    email,
    firstName: 'Ana',
    lastName: 'Horvat',
    newsletterSubscription: false,
    userLevel: 'SILVER',
    passwordHash: 'not-a-login-account',
    status: 'ACTIVE',
    createdAt: new Date().toISOString(),
    addresses: [],
  });
}

// ---- accounts ----

const BENCH_PASSWORD = 'linen-and-wool-2026';
const BENCH_CUSTOMER = 'bench.customer@example.hr';
/** More than a page of the order history, placed once per set of tables. */
const BENCH_CUSTOMER_ORDERS = 12;

const registrationBody = (email: string) => ({
  firstName: 'Ana',
  lastName: 'Horvat',
  email,
  birthDate: Date.UTC(1990, 4, 17),
  gender: 'F',
  password: BENCH_PASSWORD,
  confirmPassword: BENCH_PASSWORD,
  newsletterSubscription: false,
  hasChildren: false,
  expectingBaby: false,
  address,
  acceptTerms: true,
});

/** `{ userId, activationCode }` from a link to `/activate/...` or `/recover-password/...` in a mail. */
function linkParts(text: string | undefined, route: 'activate' | 'recover-password') {
  const match = new RegExp(`/${route}/([A-Za-z0-9_-]+)/([A-Za-z0-9_-]+)`).exec(text ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`the email carried no ${route} link`);
  return { userId: match[1], activationCode: match[2] };
}

async function accountPorts() {
  const { createFakeMailer } = await import('../lambdas/platform/mailer.ts');
  const { systemClock } = await import('../lambdas/platform/clock.ts');
  const { shopAccountMailPorts, shopRegistrationPorts } = await import('../lambdas/accounts/accountAdapters.ts');
  const mailer = createFakeMailer();
  return {
    mailer,
    ports: {
      ...shopRegistrationPorts(systemClock),
      ...shopAccountMailPorts({ clock: systemClock, mailer, shopUrl: 'http://localhost:3000' }),
    },
  };
}

/** The text of the mail sent to this address: other fixtures' account mails may go out in the same run of the worker. */
const mailTo = (sent: readonly { to: string; text?: string }[], email: string) => sent.find((mail) => mail.to === email)?.text;

/** Sends the account emails the request put in the outbox, as the running shop does after answering. */
async function sendAccountMails(ports: Awaited<ReturnType<typeof accountPorts>>['ports']) {
  const { performDueAccountMails } = await import('../lambdas/accounts/accountMailWorker.ts');
  await performDueAccountMails(ports);
}

/** Registers through the use case, as a visitor of its own: the account's email and its activation link. */
async function registered(email: string) {
  const { RegistrationRequest } = await import('@shop/shared/contract/accounts');
  const { register } = await import('../lambdas/accounts/register.ts');
  const { mailer, ports } = await accountPorts();
  await register(RegistrationRequest.parse(registrationBody(email)), visitorAddress(), ports);
  await sendAccountMails(ports);
  return linkParts(mailTo(mailer.sent, email), 'activate');
}

const pendingActivation = () => registered(`pending.${nextVisitor()}@example.hr`);

/** A confirmed account of its own (reset emails are limited per address): its email. */
async function freshAccount(): Promise<string> {
  const n = nextVisitor();
  const email = `customer.${n}@example.hr`;
  await writeActiveAccount(email, `bench-customer-${n}`);
  return email;
}

/** A fresh account that asked for a reset: the parts of its link. */
async function pendingReset() {
  const { forgetPassword } = await import('../lambdas/accounts/passwordReset.ts');
  const { mailer, ports } = await accountPorts();
  const email = await freshAccount();
  await forgetPassword({ email }, visitorAddress(), ports);
  await sendAccountMails(ports);
  return linkParts(mailTo(mailer.sent, email), 'recover-password');
}

/** The one confirmed customer that logs in, reads and updates its profile, written if this set of tables lacks it. */
async function benchCustomer(): Promise<{ email: string; id: string }> {
  const { shopAccountPorts, shopAccounts } = await import('../lambdas/accounts/accountAdapters.ts');
  const { activate } = await import('../lambdas/accounts/activate.ts');
  const { systemClock } = await import('../lambdas/platform/clock.ts');
  let account = await shopAccounts.byEmail(BENCH_CUSTOMER);
  if (!account) {
    await activate(await registered(BENCH_CUSTOMER), shopAccountPorts(systemClock));
    account = await shopAccounts.byEmail(BENCH_CUSTOMER);
  }
  if (!account) throw new Error(`the bench customer ${BENCH_CUSTOMER} was not written`);
  return { email: account.email, id: account.id };
}

/** The bench customer's order history, placed if this set of tables lacks it. */
async function benchCustomerOrders(ctx: FixtureContext, email: string): Promise<void> {
  const { myOrders } = await import('../lambdas/orders/myOrders.ts');
  const { shopOrderReader } = await import('../lambdas/orders/orderAdapters.ts');
  const { total } = await myOrders(email, { size: 1, start: 0 }, shopOrderReader);
  if (total >= BENCH_CUSTOMER_ORDERS) return;
  const { OrderRequest } = await import('@shop/shared/contract/orders');
  const { placeOrder } = await import('../lambdas/orders/placeOrder.ts');
  const { fakePayments } = await import('../lambdas/testing/fakePayments.ts');
  const { systemClock } = await import('../lambdas/platform/clock.ts');
  const payments = fakePayments();
  for (let i = total; i < BENCH_CUSTOMER_ORDERS; i++) {
    const request = OrderRequest.parse(orderBody(ctx, 1, email));
    await placeOrder(
      request,
      { payments: payments.gateway, clock: systemClock, shopUrl: 'http://localhost:3000' },
      { customerEmail: email },
    );
  }
}

let benchPasswordHash: Promise<string> | undefined;

/** A fresh account that logs in with BENCH_PASSWORD (hashed once per run), and its bearer token. */
async function deletableAccountAuth(): Promise<{ authorization: string }> {
  const { hashPassword } = await import('../lambdas/accounts/passwordHash.ts');
  const { shopAccounts } = await import('../lambdas/accounts/accountAdapters.ts');
  const { customerAccountKey } = await import('../lambdas/accounts/customerRecord.ts');
  const { issueToken } = await import('../lambdas/accounts/sessionToken.ts');
  benchPasswordHash ??= hashPassword(BENCH_PASSWORD);
  const n = nextVisitor();
  const account = {
    ...customerAccountKey(`leaving.${n}@example.hr`),
    id: `bench-leaving-${n}`,
    email: `leaving.${n}@example.hr`,
    firstName: 'Ana',
    lastName: 'Horvat',
    newsletterSubscription: false,
    userLevel: 'SILVER' as const,
    passwordHash: await benchPasswordHash,
    status: 'ACTIVE' as const,
    createdAt: new Date().toISOString(),
    addresses: [],
  };
  await shopAccounts.create(account);
  return { authorization: `Bearer ${await issueToken(account, new Date())}` };
}

/** The bench customer's bearer token; with `ctx`, its order history is placed first. */
async function benchCustomerAuth(ctx?: FixtureContext): Promise<{ authorization: string }> {
  const customer = await benchCustomer();
  if (ctx) await benchCustomerOrders(ctx, customer.email);
  const { issueToken } = await import('../lambdas/accounts/sessionToken.ts');
  return { authorization: `Bearer ${await issueToken({ id: customer.id }, new Date())}` };
}

// ---- checkout: codes and gift cards ----

/** A discount code or gift card usable now, written if this set of tables lacks it: its name. */
async function benchPromotion(kind: 'discount' | 'giftCard'): Promise<string> {
  const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
  const { dynamo } = await import('../lambdas/platform/dynamo.ts');
  const { tableName } = await import('../lambdas/platform/config.ts');
  const { discountKey, giftCardKey } = await import('../lambdas/promotions/promotionItems.ts');
  const name = kind === 'discount' ? 'BENCH10' : 'BENCH-GIFT-50';
  const Item =
    kind === 'discount'
      ? { ...discountKey(name), name, percent: 10, productIds: null, used: 0 }
      : { ...giftCardKey(name), code: name, balance: 5000, initialAmount: 5000, expiresAt: '2099-01-01T00:00:00.000Z' };
  await dynamo().send(new PutCommand({ TableName: tableName('promotions'), Item }));
  return name;
}
