/*
 * The shop's queues and the functions its other functions call and wait for, by name: the
 * variables that carry each one's address. Apart from the route table (routes.ts, which says who
 * sends to and reads each), so that a function reading an address carries none of the tables.
 */

/**
 * A stream consumer's feed: a FIFO queue onto which its table's fan-out puts the stream records
 * the consumer wants, in order per item, as the stream has them (docs/decisions/051-stream-fan-out.md).
 */
const feed = <Name extends string>(name: Name) =>
  ({ envVar: `QUEUE_${name}_FEED_URL`, deadLetterEnvVar: `QUEUE_${name}_FEED_DLQ_URL`, fifo: true }) as const;

export const QUEUES = {
  /** Payment provider events, put there by the webhook and handled by the payment consumer. */
  paymentEvents: { envVar: 'QUEUE_PAYMENT_EVENTS_URL', deadLetterEnvVar: 'QUEUE_PAYMENT_EVENTS_DLQ_URL' },
  /** Refunds and payment pages to close, handed over by the orders' outbox (orders/effectLanes.ts). */
  paymentEffects: { envVar: 'QUEUE_PAYMENT_EFFECTS_URL', deadLetterEnvVar: 'QUEUE_PAYMENT_EFFECTS_DLQ_URL' },
  /** Invoices to issue and receipts to deliver to CIS, handed over by the orders' outbox. */
  invoiceEffects: { envVar: 'QUEUE_INVOICE_EFFECTS_URL', deadLetterEnvVar: 'QUEUE_INVOICE_EFFECTS_DLQ_URL' },
  /** SES's sends, bounces and complaints, published by the mail's configuration set to SNS, which puts them here (docs/decisions/052, 070). */
  mailEvents: { envVar: 'QUEUE_MAIL_EVENTS_URL', deadLetterEnvVar: 'QUEUE_MAIL_EVENTS_DLQ_URL' },
  /** Every page drawn again, planned into parts and drawn part by part (pages/redraw.ts). */
  pageRedraws: { envVar: 'QUEUE_PAGE_REDRAWS_URL', deadLetterEnvVar: 'QUEUE_PAGE_REDRAWS_DLQ_URL' },
  backInStockFeed: feed('BACK_IN_STOCK'),
  priceHistoryFeed: feed('PRICE_HISTORY'),
  listingFacetsFeed: feed('LISTING_FACETS'),
  catalogPagesFeed: feed('CATALOG_PAGES'),
  catalogEdgeCacheFeed: feed('CATALOG_EDGE_CACHE'),
  productRatingsFeed: feed('PRODUCT_RATINGS'),
  contentPagesFeed: feed('CONTENT_PAGES'),
  contentEdgeCacheFeed: feed('CONTENT_EDGE_CACHE'),
  contentMailsFeed: feed('CONTENT_MAILS'),
} as const;
export type QueueName = keyof typeof QUEUES;

/** Whether a queue keeps its messages in order per group (SQS FIFO): the stream feeds. */
export const isFifoQueue = (queue: QueueName): boolean => 'fifo' in QUEUES[queue];

/** Functions the shop's other functions call and wait for (Lambda Invoke): the variable that carries each one's name. */
export const INVOKED = {
  /** Draws an invoice's PDF (docs/decisions/029). */
  renderInvoicePdf: { envVar: 'FUNCTION_RENDER_INVOICE_PDF' },
} as const;
export type InvokedName = keyof typeof INVOKED;
