import { productKey } from './catalog/catalogKeys.ts';
import { blogPostKey } from './content/contentKeys.ts';
import { EFFECT_PREFIX } from './platform/outboxKeys.ts';
import type { InvokedName, QueueName } from './queues.ts';
import type { TableName } from './tables.ts';

/**
 * The one route table: the CDK app builds API Gateway from it, the local server mounts it,
 * and a test checks every call of the spec is here. `handler` is a module path below
 * lambdas/ (without `.ts`) that exports `handler`. `uses` names what the function may touch,
 * so the CDK app grants exactly that.
 */
export interface Uses {
  /** `append` is PutItem alone, for a table whose items are never changed (`appendOnly` in tables.ts: the audit log). */
  tables?: Partial<Record<TableName, 'read' | 'readWrite' | 'append'>>;
  /** Queues it sends to. */
  sendsTo?: readonly QueueName[];
  /** Whether it sends email through SES. */
  mail?: boolean;
  /** Whether it calls the payment provider (needs its secret key). */
  payments?: boolean;
  /** Whether it verifies the payment provider's webhook signatures. */
  webhookSecret?: boolean;
  /** Whether it signs or checks customers' session tokens. */
  sessionKey?: boolean;
  /** Whether it hashes passwords (scrypt wants memory, and the CPU that comes with it). */
  passwordHashing?: boolean;
  /**
   * Whether it checks that a request came through the edge (lambdas/platform/edge.ts): every
   * route does, and `behindTheEdge` below says so for each.
   */
  originSecret?: boolean;
  /** Whether it fiscalises invoices: the fiscal certificate (the ZKI) and CIS's address (lambdas/fiscal/). */
  fiscal?: boolean;
  /** Whether it sends eRačuns through the information intermediary: its API user and address (lambdas/invoices/mojERacun.ts). */
  eInvoices?: boolean;
  /** Whether it writes the site's files (prerendered pages, sitemap.xml; lambdas/pages/siteFiles.ts): the site's bucket, or the local folder. */
  siteFiles?: boolean;
  /**
   * Whether it writes the edge's key value store (lambdas/platform/pageIndex.ts): the index of drawn
   * pages, and the versions of the answers the edge keeps (lambdas/platform/edgeVersions.ts);
   * CloudFront's store, or the local server's.
   */
  pageIndex?: boolean;
  /** Whether it signs or checks staff's session tokens, or their second factor's secrets (lambdas/staff/; docs/decisions/036). */
  staffKey?: boolean;
  /** Whether it takes photo uploads and stores their variants (lambdas/images/imageUploads.ts): the images bucket's uploads and images, or the local folders. */
  images?: boolean;
  /** Whether it reads and removes the messages of the queues' dead-letter queues (lambdas/deadLetters/): the back office's failed events. */
  deadLetters?: boolean;
  /** Functions of `invoked` below that it calls and waits for (lambdas/platform/invoke.ts). */
  invokes?: readonly InvokedName[];
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDef {
  method: HttpMethod;
  path: string;
  handler: string;
  uses: Uses;
  /**
   * Whether the edge keeps its answers a short while (docs/decisions/028): a catalog GET that is
   * the same for every shopper, whose handler says so (`httpRoute({ cachedAtTheEdge })`) and whose
   * data's stream gives it a new version (docs/decisions/053). CloudFront and the local server cache these paths and no others.
   */
  cachedAtTheEdge?: boolean;
  /**
   * A back-office route (`/api/admin/*`): the least role of the staff member whose token it takes
   * (`owner` can do all that `staff` can). Its handler says the same (lambdas/staff/staffRoute.ts),
   * and lambdas/admin/adminDoors.test.ts holds every such route to it.
   */
  staffRole?: 'owner' | 'staff';
}

/** Every route answers only what came through the edge (CloudFront, or the local server), and checks it did. */
const behindTheEdge = (...defs: (readonly RouteDef[])[]): readonly RouteDef[] =>
  defs.flat().map((def) => ({ ...def, uses: { ...def.uses, originSecret: true } }));

// Pure: a function's bundle that never reads the table leaves it out, with what it imports.
const shopRoutes: readonly RouteDef[] = /* @__PURE__ */ behindTheEdge([
  {
    method: 'POST',
    path: '/api/auth/register',
    handler: 'accounts/handlers/register',
    // Its mail goes out after the answer, through the customers table's outbox.
    uses: { tables: { customers: 'readWrite' }, passwordHashing: true },
  },
  { method: 'POST', path: '/api/auth/activate', handler: 'accounts/handlers/activate', uses: { tables: { customers: 'readWrite' } } },
  {
    method: 'POST',
    path: '/api/auth/login',
    handler: 'accounts/handlers/login',
    uses: { tables: { customers: 'readWrite' }, sessionKey: true, passwordHashing: true },
  },
  { method: 'GET', path: '/api/auth/me', handler: 'accounts/handlers/me', uses: { tables: { customers: 'read' }, sessionKey: true } },
  {
    method: 'PUT',
    path: '/api/auth/updateMe',
    handler: 'accounts/handlers/updateMe',
    uses: { tables: { customers: 'readWrite' }, sessionKey: true },
  },
  {
    // Everything the shop keeps about the customer, as a file (docs/decisions/024-personal-data.md).
    method: 'GET',
    path: '/api/auth/exportMyData',
    handler: 'personalData/handlers/exportMyData',
    uses: { tables: { customers: 'readWrite', orders: 'read', content: 'read' }, sessionKey: true },
  },
  {
    // Deletes the account with its password; what is kept, anonymised or deleted: docs/decisions/024.
    method: 'POST',
    path: '/api/auth/deleteMe',
    handler: 'personalData/handlers/deleteMe',
    uses: { tables: { customers: 'readWrite', orders: 'readWrite', content: 'readWrite' }, sessionKey: true, passwordHashing: true },
  },
  // The customer's wishlist, kept on the account (docs/decisions/037-cards-and-wishlist.md).
  {
    method: 'GET',
    path: '/api/wishlist',
    handler: 'accounts/handlers/getWishlist',
    uses: { tables: { customers: 'read' }, sessionKey: true },
  },
  {
    method: 'POST',
    path: '/api/wishlist',
    handler: 'accounts/handlers/saveToWishlist',
    uses: { tables: { customers: 'readWrite', catalog: 'read' }, sessionKey: true },
  },
  {
    method: 'DELETE',
    path: '/api/wishlist/{id}',
    handler: 'accounts/handlers/removeFromWishlist',
    uses: { tables: { customers: 'readWrite' }, sessionKey: true },
  },
  {
    method: 'POST',
    path: '/api/wishlist/merge',
    handler: 'accounts/handlers/mergeWishlist',
    uses: { tables: { customers: 'readWrite', catalog: 'read' }, sessionKey: true },
  },
  {
    method: 'POST',
    path: '/api/auth/forgetPassword',
    handler: 'accounts/handlers/forgetPassword',
    uses: { tables: { customers: 'readWrite' } },
  },
  {
    method: 'POST',
    path: '/api/auth/recoverPassword',
    handler: 'accounts/handlers/recoverPassword',
    uses: { tables: { customers: 'readWrite' }, passwordHashing: true },
  },
  {
    method: 'POST',
    path: '/api/orders/fetchMyOrders',
    handler: 'orders/handlers/fetchMyOrders',
    uses: { tables: { customers: 'read', orders: 'read' }, sessionKey: true },
  },
  {
    method: 'GET',
    path: '/api/homePage/collections',
    handler: 'catalog/handlers/homeCollections',
    uses: { tables: { catalog: 'read' } },
    cachedAtTheEdge: true,
  },
  // The bar at the top of every page, for pages the SPA draws itself (docs/decisions/084).
  {
    method: 'GET',
    path: '/api/announcement',
    handler: 'catalog/handlers/announcement',
    uses: { tables: { catalog: 'read' } },
    cachedAtTheEdge: true,
  },
  { method: 'POST', path: '/api/categories/{id}', handler: 'catalog/handlers/getCategory', uses: { tables: { catalog: 'read' } } },
  {
    method: 'GET',
    path: '/api/collections/{id}',
    handler: 'catalog/handlers/getCollection',
    uses: { tables: { catalog: 'read' } },
    cachedAtTheEdge: true,
  },
  { method: 'POST', path: '/api/products/search', handler: 'catalog/handlers/searchProducts', uses: { tables: { catalog: 'read' } } },
  // A wishlist's products as they are now, in one call.
  { method: 'POST', path: '/api/products/byIds', handler: 'catalog/handlers/productsByIds', uses: { tables: { catalog: 'read' } } },
  {
    method: 'GET',
    path: '/api/products/{id}',
    handler: 'catalog/handlers/getProduct',
    uses: { tables: { catalog: 'read' } },
    cachedAtTheEdge: true,
  },
  { method: 'POST', path: '/api/homePage/fetchByAge', handler: 'catalog/handlers/fetchByAge', uses: { tables: { catalog: 'read' } } },
  {
    method: 'POST',
    path: '/api/collections/topCollectionToShow',
    handler: 'catalog/handlers/topCollections',
    uses: { tables: { catalog: 'read' } },
  },
  {
    method: 'GET',
    path: '/api/products/{id}/getRandomRelatedProducts',
    handler: 'catalog/handlers/relatedProducts',
    uses: { tables: { catalog: 'read' } },
  },
  { method: 'POST', path: '/api/reviews/search', handler: 'reviews/handlers/searchReviews', uses: { tables: { content: 'read' } } },
  {
    method: 'POST',
    path: '/api/products/{id}/addReview',
    handler: 'reviews/handlers/addReview',
    uses: { tables: { catalog: 'read', content: 'readWrite', customers: 'read', orders: 'read' }, sessionKey: true },
  },
  {
    method: 'POST',
    path: '/api/productNotifications',
    handler: 'notifications/handlers/productNotifications',
    uses: { tables: { catalog: 'read', content: 'readWrite' } },
  },
  {
    method: 'POST',
    path: '/api/discountCodes/validation',
    handler: 'promotions/handlers/validateDiscountCode',
    uses: { tables: { promotions: 'readWrite' } },
  },
  {
    method: 'POST',
    path: '/api/giftCards/getByName',
    handler: 'promotions/handlers/giftCardByCode',
    uses: { tables: { promotions: 'readWrite' } },
  },
  {
    method: 'POST',
    path: '/api/orders/checkPreOrder',
    handler: 'orders/handlers/checkPreOrder',
    // The discount code and gift card price the order; a code that does not work counts as a miss.
    uses: { tables: { catalog: 'read', promotions: 'readWrite' } },
  },
  {
    method: 'POST',
    path: '/api/orders',
    handler: 'orders/handlers/createOrder',
    uses: {
      tables: { catalog: 'readWrite', orders: 'readWrite', promotions: 'readWrite', audit: 'append', customers: 'read' },
      payments: true,
      sessionKey: true,
    },
  },
  {
    method: 'POST',
    path: '/api/orders/{id}/cancelCheckout',
    handler: 'orders/handlers/cancelCheckout',
    uses: { tables: { catalog: 'readWrite', orders: 'readWrite', promotions: 'readWrite', audit: 'append' }, payments: true },
  },
  { method: 'GET', path: '/api/orders/{id}', handler: 'orders/handlers/getOrder', uses: { tables: { orders: 'read' } } },
  { method: 'GET', path: '/session-status', handler: 'payments/handlers/sessionStatus', uses: { payments: true } },
  {
    method: 'POST',
    path: '/api/payments/webhook',
    handler: 'payments/handlers/paymentWebhook',
    uses: { sendsTo: ['paymentEvents'], webhookSecret: true },
  },
  {
    method: 'GET',
    path: '/api/orders/{id}/createInvoice',
    handler: 'orders/handlers/createInvoice',
    uses: { tables: { orders: 'readWrite', catalog: 'readWrite', promotions: 'readWrite', audit: 'append' }, payments: true, fiscal: true },
  },
  {
    method: 'POST',
    path: '/api/invoices/{invoiceId}/sendEmail',
    handler: 'orders/handlers/sendInvoiceEmail',
    uses: { tables: { orders: 'readWrite' }, mail: true, invokes: ['renderInvoicePdf'] },
  },
  { method: 'POST', path: '/api/blogs/search', handler: 'content/handlers/searchBlogs', uses: { tables: { content: 'read' } } },
  {
    method: 'GET',
    path: '/api/blogs/{id}',
    handler: 'content/handlers/getBlog',
    uses: { tables: { content: 'read' } },
    cachedAtTheEdge: true,
  },
  {
    method: 'POST',
    path: '/api/newsletters/invitation',
    handler: 'content/handlers/newsletterInvitation',
    // Its mail goes through the content's outbox (contentMails).
    uses: { tables: { content: 'readWrite' } },
  },
  {
    method: 'POST',
    path: '/api/newsletters/confirm',
    handler: 'content/handlers/confirmNewsletter',
    // Its mail goes through the content's outbox (contentMails).
    uses: { tables: { content: 'readWrite' } },
  },
  {
    method: 'POST',
    path: '/api/newsletters/unsubscribe',
    handler: 'content/handlers/unsubscribeNewsletter',
    uses: { tables: { content: 'readWrite' } },
  },
  {
    method: 'POST',
    path: '/api/contactForm',
    handler: 'content/handlers/contactForm',
    // Its mail goes through the content's outbox (contentMails).
    uses: { tables: { content: 'readWrite' } },
  },
  {
    // The online withdrawal function; the statement and its rate-limit counters live in the orders table.
    method: 'POST',
    path: '/api/withdrawals',
    handler: 'withdrawals/handlers/withdraw',
    uses: { tables: { orders: 'readWrite' }, mail: true },
  },
]);

/** The routes of one desk of the back office: one function (its handler module) for them all, each with its least role. */
function desk(handler: string, uses: Uses, roles: Record<`${HttpMethod} /api/admin/${string}`, 'owner' | 'staff'>): RouteDef[] {
  return Object.entries(roles).map(([key, staffRole]) => {
    const [method, path] = key.split(' ') as [HttpMethod, string];
    return { method, path, handler, uses, staffRole };
  });
}

/** The back office's door, open without a token: signing in and invitations. */
const staffDoor = (keys: `POST /api/staff/${string}`[]): RouteDef[] =>
  keys.map((key) => ({
    method: 'POST',
    path: key.slice('POST '.length),
    handler: 'staff/handlers/staffDoor',
    uses: { tables: { staff: 'readWrite' }, staffKey: true, passwordHashing: true },
  }));

/** The back office's routes (docs/decisions/036-back-office.md). */
function backOfficeRoutes(): RouteDef[] {
  return [
    ...staffDoor(['POST /api/staff/signIn', 'POST /api/staff/invitation', 'POST /api/staff/invitation/accept']),
    ...desk(
      'admin/handlers/staffDesk',
      { tables: { staff: 'readWrite', audit: 'append' }, staffKey: true, mail: true },
      {
        'GET /api/admin/me': 'staff',
        'POST /api/admin/signOut': 'staff',
        'GET /api/admin/staff': 'owner',
        'POST /api/admin/staff': 'owner',
        'POST /api/admin/staff/{id}/disable': 'owner',
        'POST /api/admin/staff/{id}/reinvite': 'owner',
        // What staff may do with money without an owner (docs/decisions/063-staff-powers.md).
        'GET /api/admin/staffPowers': 'owner',
        'PUT /api/admin/staffPowers': 'owner',
      },
    ),
    ...desk('admin/handlers/auditLog', { tables: { staff: 'read', audit: 'read' }, staffKey: true }, { 'GET /api/admin/audit': 'owner' }),
    // Photos from the browser through the catalog import's pipeline (docs/decisions/041-image-uploads.md).
    ...desk(
      'admin/handlers/imageDesk',
      { tables: { staff: 'read', audit: 'append' }, staffKey: true, images: true },
      { 'POST /api/admin/images': 'staff', 'POST /api/admin/images/{uploadId}/process': 'staff' },
    ),
    ...desk(
      'admin/handlers/orderDesk',
      {
        tables: { staff: 'read', audit: 'append', orders: 'readWrite', catalog: 'readWrite', promotions: 'readWrite' },
        staffKey: true,
        // An invoice sent again: its mail, and its PDF drawn by the function that draws them.
        mail: true,
        invokes: ['renderInvoicePdf'],
      },
      {
        'GET /api/admin/today': 'staff',
        'GET /api/admin/orders': 'staff',
        'GET /api/admin/orders/{id}': 'staff',
        'POST /api/admin/orders/{id}/steps': 'staff',
        'POST /api/admin/orders/{id}/invoice': 'staff',
        'POST /api/admin/withdrawals/{id}/handle': 'staff',
      },
    ),
    ...desk(
      'admin/handlers/productDesk',
      { tables: { staff: 'read', audit: 'append', catalog: 'readWrite' }, staffKey: true },
      {
        'GET /api/admin/products': 'staff',
        'GET /api/admin/products/{id}': 'staff',
        'POST /api/admin/products': 'staff',
        'PUT /api/admin/products/{id}': 'staff',
        'PUT /api/admin/products/{id}/stock': 'staff',
      },
    ),
    ...desk(
      'admin/handlers/blogDesk',
      { tables: { staff: 'read', audit: 'append', content: 'readWrite' }, staffKey: true },
      {
        'GET /api/admin/blog': 'staff',
        'GET /api/admin/blog/{id}': 'staff',
        'POST /api/admin/blog': 'staff',
        'POST /api/admin/blog/{id}/publish': 'staff',
        'POST /api/admin/blog/{id}/unpublish': 'staff',
      },
    ),
    ...desk(
      'admin/handlers/catalogOrderDesk',
      { tables: { staff: 'read', audit: 'append', catalog: 'readWrite' }, staffKey: true },
      {
        'GET /api/admin/catalogOrder': 'staff',
        'POST /api/admin/catalogOrder/menu': 'staff',
        'POST /api/admin/catalogOrder/home': 'staff',
        'POST /api/admin/catalogOrder/announcement': 'staff',
      },
    ),
    // Codes and gift cards (docs/decisions/042): the same use cases as npm run admin -- codes / giftcards.
    ...desk(
      'admin/handlers/promotionDesk',
      { tables: { staff: 'read', audit: 'append', promotions: 'readWrite', catalog: 'read' }, staffKey: true },
      {
        'GET /api/admin/discountCodes': 'staff',
        'POST /api/admin/discountCodes': 'staff',
        'POST /api/admin/discountCodes/{id}/disable': 'staff',
        'GET /api/admin/giftCards': 'staff',
        // A gift card is money the shop owes: only an owner issues one.
        'POST /api/admin/giftCards': 'owner',
        'POST /api/admin/giftCards/{id}/disable': 'staff',
      },
    ),
    // Reviews hidden and shown with the reason kept on the review (docs/decisions/042).
    ...desk(
      'admin/handlers/reviewDesk',
      { tables: { staff: 'read', audit: 'append', content: 'readWrite' }, staffKey: true },
      { 'GET /api/admin/reviews': 'staff', 'POST /api/admin/reviews/hide': 'staff', 'POST /api/admin/reviews/show': 'staff' },
    ),
    // The contact form's inbox (docs/decisions/042).
    ...desk(
      'admin/handlers/messageDesk',
      { tables: { staff: 'read', audit: 'append', content: 'readWrite' }, staffKey: true },
      { 'GET /api/admin/messages': 'staff', 'GET /api/admin/messages/{id}': 'staff', 'POST /api/admin/messages/{id}/handled': 'staff' },
    ),
    // The newsletter's confirmed subscribers, owners only: personal data (docs/decisions/042).
    ...desk(
      'admin/handlers/newsletterDesk',
      { tables: { staff: 'read', audit: 'append', content: 'read' }, staffKey: true },
      { 'GET /api/admin/newsletter/subscribers': 'owner', 'GET /api/admin/newsletter/export': 'owner' },
    ),
    // Failed events: the queues' dead letters, replayed or dropped; owners only, their bodies carry customers' details (docs/decisions/045).
    ...desk(
      'admin/handlers/failedEventDesk',
      {
        tables: { staff: 'read', audit: 'append' },
        staffKey: true,
        deadLetters: true,
        sendsTo: ['paymentEvents', 'paymentEffects', 'invoiceEffects'],
      },
      {
        'GET /api/admin/failedEvents': 'owner',
        'POST /api/admin/failedEvents/{queue}/{messageId}/replay': 'owner',
        'POST /api/admin/failedEvents/{queue}/{messageId}/drop': 'owner',
      },
    ),
  ];
}

/** The shop's routes and the back office's (docs/decisions/036-back-office.md), which its own stack deploys. */
export const routes: readonly RouteDef[] = /* @__PURE__ */ behindTheEdge(shopRoutes, /* @__PURE__ */ backOfficeRoutes());

export interface ConsumerDef {
  name: string;
  queue: QueueName;
  handler: string;
  uses: Uses;
  /**
   * A consumer of a table's changes, fed through its queue by the table's fan-out (streams below)
   * with the records `only` lets through: a stream has room for two readers (docs/decisions/051).
   */
  fedBy?: { table: TableName; only?: StreamFilter };
}

/** Which records of a stream reach a reader or a feed (an event filter in AWS, the same test locally); all when absent. */
export interface StreamFilter {
  events: readonly StreamEventName[];
  pkPrefix?: string;
}

export const consumers: readonly ConsumerDef[] = [
  {
    name: 'paymentEvents',
    queue: 'paymentEvents',
    handler: 'orders/consumers/paymentEvents',
    uses: { tables: { orders: 'readWrite', catalog: 'readWrite', promotions: 'readWrite', audit: 'append' }, payments: true },
  },
  {
    // The orders' outbox's calls to the payment provider (docs/decisions/029).
    name: 'paymentEffects',
    queue: 'paymentEffects',
    handler: 'orders/consumers/paymentEffects',
    uses: { tables: { orders: 'readWrite', catalog: 'readWrite', promotions: 'readWrite', audit: 'append' }, payments: true },
  },
  {
    // The orders' outbox's invoices: issued with the fiscal certificate, delivered to CIS; eRačuns sent through the intermediary.
    name: 'invoiceEffects',
    queue: 'invoiceEffects',
    handler: 'orders/consumers/invoiceEffects',
    uses: { tables: { orders: 'readWrite' }, fiscal: true, eInvoices: true },
  },
  {
    // Hard bounces and complaints onto the suppression list, which every send checks (docs/decisions/052); sends kept for retries (070).
    name: 'mailEvents',
    queue: 'mailEvents',
    handler: 'mail/consumers/mailEvents',
    uses: { tables: { customers: 'readWrite' } },
  },
  {
    // Every page drawn again after a deploy, or as the local stack starts: planned into parts, each part drawn on its own (docs/decisions/031).
    name: 'pageRedraws',
    queue: 'pageRedraws',
    handler: 'pages/consumers/pageRedraws',
    uses: { tables: { catalog: 'read', content: 'read' }, siteFiles: true, pageIndex: true, sendsTo: ['pageRedraws'] },
  },
  // The catalog's and the content's changes, each consumer fed by its table's fan-out (decision 051).
  {
    name: 'backInStock',
    queue: 'backInStockFeed',
    handler: 'notifications/streams/backInStock',
    uses: { tables: { content: 'readWrite' }, mail: true },
    // Only products carry stock; a removed product brings nothing back.
    fedBy: { table: 'catalog', only: { events: ['INSERT', 'MODIFY'], pkPrefix: productKey('').pk } },
  },
  {
    // Every change of a product's price, whoever made it, into its history and its prior price (docs/decisions/020).
    name: 'priceHistory',
    queue: 'priceHistoryFeed',
    handler: 'catalog/streams/priceHistory',
    uses: { tables: { catalog: 'readWrite' } },
    fedBy: { table: 'catalog', only: { events: ['INSERT', 'MODIFY'], pkPrefix: productKey('').pk } },
  },
  {
    // The facet index that filtered listings and searches read, kept in step with products and listings (docs/decisions/030).
    name: 'listingFacets',
    queue: 'listingFacetsFeed',
    handler: 'catalog/streams/listingFacets',
    uses: { tables: { catalog: 'readWrite' } },
    fedBy: { table: 'catalog' },
  },
  {
    // The prerendered pages a catalog change shows differently are drawn again, and sitemap.xml (docs/decisions/025).
    name: 'catalogPages',
    queue: 'catalogPagesFeed',
    handler: 'pages/streams/renderPages',
    // pageRedraws: a change of the announcement bar asks for every page (decision 084).
    uses: { tables: { catalog: 'read', content: 'read' }, siteFiles: true, pageIndex: true, sendsTo: ['pageRedraws'] },
    fedBy: { table: 'catalog' },
  },
  {
    // The catalog answers the edge keeps get new versions when a change makes them wrong (docs/decisions/053).
    name: 'catalogEdgeCache',
    queue: 'catalogEdgeCacheFeed',
    handler: 'catalog/streams/catalogEdgeCache',
    uses: { pageIndex: true },
    fedBy: { table: 'catalog' },
  },
  {
    // A product's reviews counted and summed onto the product, which cards and its page read (docs/decisions/037).
    name: 'productRatings',
    queue: 'productRatingsFeed',
    handler: 'reviews/streams/productRatings',
    uses: { tables: { catalog: 'readWrite' } },
    fedBy: { table: 'content', only: { events: ['INSERT', 'MODIFY'], pkPrefix: 'R#' } },
  },
  {
    // A blog post's prerendered page, drawn again when the post changes.
    name: 'contentPages',
    queue: 'contentPagesFeed',
    handler: 'pages/streams/renderPages',
    // pageRedraws: a change of the announcement bar asks for every page (decision 084).
    uses: { tables: { catalog: 'read', content: 'read' }, siteFiles: true, pageIndex: true, sendsTo: ['pageRedraws'] },
    fedBy: { table: 'content', only: { events: ['INSERT', 'MODIFY', 'REMOVE'], pkPrefix: 'B#' } },
  },
  {
    // A blog post's answer at the edge gets a new version when the post changes.
    name: 'contentEdgeCache',
    queue: 'contentEdgeCacheFeed',
    handler: 'content/streams/blogEdgeCache',
    uses: { pageIndex: true },
    fedBy: { table: 'content', only: { events: ['INSERT', 'MODIFY', 'REMOVE'], pkPrefix: blogPostKey('').pk } },
  },
  {
    // The newsletter's confirmations and welcomes and the contact form's forwards, put in the content's outbox (decision 095).
    name: 'contentMails',
    queue: 'contentMailsFeed',
    handler: 'content/streams/contentMails',
    uses: { tables: { content: 'readWrite' }, mail: true },
    fedBy: { table: 'content', only: { events: ['INSERT'], pkPrefix: EFFECT_PREFIX } },
  },
];

/** The queues a table's fan-out feeds: those of the consumers its changes are for. */
export const feedsOf = (table: TableName): QueueName[] => consumers.filter((c) => c.fedBy?.table === table).map((c) => c.queue);

export interface JobDef {
  name: string;
  /** How often it runs, in minutes (an EventBridge rate in AWS, a timer locally). */
  everyMinutes: number;
  handler: string;
  uses: Uses;
}

export const jobs: readonly JobDef[] = [
  {
    // Asks the provider about each order first: one paid meanwhile is settled, never cancelled (docs/decisions/067).
    name: 'cancelUnpaidTransfers',
    everyMinutes: 60,
    handler: 'orders/jobs/cancelUnpaidTransfers',
    uses: { tables: { orders: 'readWrite', catalog: 'readWrite', promotions: 'readWrite', audit: 'append' }, payments: true },
  },
  {
    // Orders waiting for their money compared with the provider once a day, settled where they differ (docs/decisions/067).
    name: 'reconcilePayments',
    everyMinutes: 1440,
    handler: 'orders/jobs/reconcilePayments',
    uses: { tables: { orders: 'readWrite', catalog: 'readWrite', promotions: 'readWrite', audit: 'append' }, payments: true },
  },
  {
    // Orders holding stock with no payment page behind them, and pages whose end never came.
    name: 'releaseAbandonedOrders',
    everyMinutes: 5,
    handler: 'orders/jobs/releaseAbandonedOrders',
    uses: { tables: { orders: 'readWrite', catalog: 'readWrite', promotions: 'readWrite', audit: 'append' }, payments: true },
  },
  {
    // Retries of effects that failed, and effects whose worker died; payments and invoices go to their queues.
    name: 'performDueEffects',
    everyMinutes: 1,
    handler: 'orders/jobs/performDueEffects',
    uses: { tables: { orders: 'readWrite' }, mail: true, invokes: ['renderInvoicePdf'], sendsTo: ['paymentEffects', 'invoiceEffects'] },
  },
  {
    // Withdrawals the mail service could not acknowledge when they came in.
    name: 'acknowledgeWithdrawals',
    everyMinutes: 5,
    handler: 'withdrawals/jobs/acknowledgeWithdrawals',
    uses: { tables: { orders: 'readWrite' }, mail: true },
  },
  {
    // Account deletions to finish, contact messages past their period, expired one-time codes (docs/decisions/024).
    name: 'retention',
    everyMinutes: 60,
    handler: 'personalData/jobs/retention',
    uses: { tables: { customers: 'readWrite', content: 'readWrite', orders: 'readWrite' } },
  },
  {
    // Account emails to try again, and those whose worker died.
    name: 'performDueAccountMails',
    everyMinutes: 1,
    handler: 'accounts/jobs/performDueAccountMails',
    uses: { tables: { customers: 'readWrite' }, mail: true },
  },
  {
    // Content mails (the newsletter's, the contact form's forwards) to try again, and those whose worker died.
    name: 'performDueContentMails',
    everyMinutes: 1,
    handler: 'content/jobs/performDueContentMails',
    uses: { tables: { content: 'readWrite' }, mail: true },
  },
];

export interface InvokedDef {
  name: InvokedName;
  handler: string;
  uses: Uses;
}

export const invoked: readonly InvokedDef[] = [
  {
    // Draws the invoice PDF from the invoice's document and answers it: pdfkit, fontkit and the
    // fonts live here alone, with no table, secret or service to reach (docs/decisions/029).
    name: 'renderInvoicePdf',
    handler: 'invoices/functions/renderInvoicePdf',
    uses: {},
  },
];

export type StreamEventName = 'INSERT' | 'MODIFY' | 'REMOVE';

/**
 * A reader of a table's stream. A stream has room for two (AWS: more readers per shard are
 * throttled and fall behind), so a table with more consumers has one fan-out that feeds each of
 * them through its queue (consumers' `fedBy` above; docs/decisions/051-stream-fan-out.md).
 */
export interface StreamDef {
  name: string;
  /** The table whose stream (new and old images) feeds the handler. */
  table: TableName;
  handler: string;
  uses: Uses;
  /** Which records reach the handler (an event filter in AWS, the same test locally); all when absent. */
  only?: StreamFilter;
}

/** A stream has room for this many readers. */
export const MAX_STREAM_READERS = 2;

export const streams: readonly StreamDef[] = [
  {
    name: 'orderEffects',
    table: 'orders',
    handler: 'orders/streams/orderEffects',
    // It sends the mail; payments and invoices go to their queues (orders/effectLanes.ts).
    uses: { tables: { orders: 'readWrite' }, mail: true, invokes: ['renderInvoicePdf'], sendsTo: ['paymentEffects', 'invoiceEffects'] },
    // Only a new effect in the outbox wakes the worker; the rest of the table's changes do not.
    only: { events: ['INSERT'], pkPrefix: EFFECT_PREFIX },
  },
  {
    name: 'accountMails',
    table: 'customers',
    handler: 'accounts/streams/accountMails',
    uses: { tables: { customers: 'readWrite' }, mail: true },
    // Only an account email put in the outbox wakes the worker.
    only: { events: ['INSERT'], pkPrefix: EFFECT_PREFIX },
  },
  {
    // Back in stock, price history, listing facets, pages and the edge's cache, each through its feed.
    name: 'catalogFanOut',
    table: 'catalog',
    handler: 'catalog/streams/catalogFanOut',
    uses: { sendsTo: feedsOf('catalog') },
  },
  {
    // Product ratings, blog pages and the edge's cache of blog posts, each through its feed.
    name: 'contentFanOut',
    table: 'content',
    handler: 'content/streams/contentFanOut',
    uses: { sendsTo: feedsOf('content') },
  },
];
