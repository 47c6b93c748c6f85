/**
 * What the shop costs in AWS, from what the bench measures: the capacity units and provider
 * calls per request of part 3 (bench/report.json `api`, the smaller catalog), the first-load
 * bytes of part 1 (`web`), and the memory the CDK app gives a function. Prices are data with
 * their date; round trips the bench cannot see (a DynamoDB call, Stripe, SES from inside AWS)
 * are assumptions written down beside them. docs/capacity.md explains the model and its limits.
 */

/** eu-central-1 (Frankfurt), on-demand, list prices without the free tier, in USD. */
export const PRICES = {
  checked:
    "2025-06 (AWS price pages; DynamoDB on-demand after its November 2024 price cut); the edge, logs and FIFO lines 2026-11 as the AWS price pages state them, the key value store's from its launch (2023-11)",
  region: 'eu-central-1',
  lambda: { perGbSecond: 0.0000166667, perMillionRequests: 0.2 },
  dynamodb: { perMillionWriteUnits: 0.7625, perMillionReadUnits: 0.1525 },
  apiGatewayHttp: { perMillionRequests: 1.2 },
  cloudfront: { perGbToEurope: 0.085, perTenThousandHttpsRequests: 0.012 },
  ses: { perThousandMails: 0.1, perGbAttachments: 0.12 },
  sqs: { perMillionRequests: 0.4, perMillionFifoRequests: 0.5 },
  /** SES's events published to the mail events topic; its deliveries to an SQS queue are free. */
  sns: { perMillionPublishes: 0.5 },
  /** Invalidation paths past the first 1,000 a month; reads of the key value store by a CloudFront Function, and its API (UpdateKeys). */
  cloudfrontEdge: { perInvalidationPath: 0.005, perMillionStoreReads: 0.03, perMillionStoreApiCalls: 1.0 },
  /** CloudWatch Logs ingestion per GB (eu-central-1). */
  logs: { perGbIngested: 0.63 },
  /** GetRecords by a Lambda event source mapping are not billed (DynamoDB Streams pricing); a Lambda invocation is. */
  dynamodbStreams: { perMillionLambdaReads: 0 },
} as const;

/**
 * What an order sets off behind the requests, by the shop's own design (assumptions, not
 * measurements; docs/capacity.md): the catalog stream's records its stock write makes (one per
 * product; a batch each at a shop's pace), each put by the fan-out on the five catalog feeds and
 * handled by their consumers (decision 051); the orders' outbox effects (confirmation, invoice,
 * fiscalisation, invoice mail), each a stream invocation of the outbox's worker or a queue's
 * consumer; the log lines every invocation writes.
 */
export const BEHIND_AN_ORDER = {
  catalogRecords: 1,
  catalogFeeds: 5,
  outboxInvocations: 4,
  /** Bytes of JSON log lines per invocation: the platform's start and end lines and the shop's one or two. */
  logBytesPerInvocation: 1_200,
  /** What such an invocation takes, ms (a record or an effect: a read or two, a write). */
  invocationMs: 40,
} as const;

/** Lambda memory as cdk/lib/constructs/shop-function.ts sets it (1769 MB only for password hashing). */
export const LAMBDA_MEMORY_MB = 1024;

/** Time a function waits on what the bench runs in-process, per call, ms: assumptions, not measurements. */
export const ROUND_TRIP_MS = { dynamodb: 6, payments: 350, ses: 80, sqs: 15 } as const;

/** One order from checkout to invoice: the requests it makes, each a route and case of part 3. */
export const ORDER_REQUESTS: readonly string[] = [
  'POST /api/orders/checkPreOrder|two products',
  'POST /api/orders|two products, card',
  'POST /api/payments/webhook|signed event',
  'GET /session-status|open session',
  'GET /api/orders/{id}|order of two products',
  'GET /api/orders/{id}/createInvoice|just paid (settles, invoices, emails)',
  'POST /api/invoices/{invoiceId}/sendEmail|first send (PDF, SES)',
];
/** Mails an order sends: the confirmation and the invoice. */
export const MAILS_PER_ORDER = 2;
/** The invoice PDF attached to one of them, bytes (about what the bench's invoices weigh). */
export const INVOICE_PDF_BYTES = 60_000;

/** A catalog page view, by page: the API requests it makes when no edge cache answers them. */
export const PAGE_VIEW_MIX: readonly { page: string; share: number; requests: readonly string[] }[] = [
  {
    page: '/products/{id}',
    share: 0.5,
    requests: [
      'GET /api/products/{id}|product',
      'GET /api/products/{id}/getRandomRelatedProducts|product',
      'POST /api/reviews/search|reviews page 1',
    ],
  },
  { page: '/category/{id}', share: 0.3, requests: ['POST /api/categories/{id}|category', 'POST /api/products/search|category page 1'] },
  {
    page: '/',
    share: 0.2,
    requests: [
      'GET /api/homePage/collections|home',
      'POST /api/homePage/fetchByAge|every age group',
      'POST /api/collections/topCollectionToShow|two per age group',
    ],
  },
];
/** Images a page view fetches, bytes (the demo catalog's are vector; a photo catalog's AVIF at phone width). */
export const IMAGE_BYTES_PER_VIEW = 150_000;
/** Share of page views whose JS and CSS the browser already has (a second page of a visit). */
export const CACHED_ASSETS_SHARE = 0.6;

export interface RequestFigure {
  rcu: number;
  wcu: number;
  calls: number;
  providerCalls: Record<string, number>;
  /** In-process median, ms. */
  p50Ms: number;
}

export interface CostLine {
  item: string;
  quantity: number;
  unit: string;
  usd: number;
}

export interface CostEstimate {
  what: string;
  lines: CostLine[];
  totalUsd: number;
  missing: string[];
}

function durationMs(r: RequestFigure): number {
  let ms = r.p50Ms + r.calls * ROUND_TRIP_MS.dynamodb;
  for (const [provider, n] of Object.entries(r.providerCalls)) ms += n * (ROUND_TRIP_MS[provider as keyof typeof ROUND_TRIP_MS] ?? 0);
  return Math.max(1, Math.ceil(ms));
}

/** Lambda, DynamoDB and API Gateway for `count` of each request. */
function requestLines(figures: Map<string, RequestFigure>, requests: { id: string; count: number }[], missing: string[]) {
  let gbSeconds = 0;
  let invocations = 0;
  let rcu = 0;
  let wcu = 0;
  let sqs = 0;
  for (const { id, count } of requests) {
    const f = figures.get(id);
    if (!f) {
      missing.push(id);
      continue;
    }
    invocations += count;
    gbSeconds += count * (durationMs(f) / 1000) * (LAMBDA_MEMORY_MB / 1024);
    rcu += count * f.rcu;
    wcu += count * f.wcu;
    sqs += count * (f.providerCalls.sqs ?? 0) * 3; // send, receive, delete
  }
  const p = PRICES;
  return [
    { item: 'Lambda compute', quantity: gbSeconds, unit: 'GB-s', usd: gbSeconds * p.lambda.perGbSecond },
    { item: 'Lambda requests', quantity: invocations, unit: 'invocations', usd: (invocations / 1e6) * p.lambda.perMillionRequests },
    {
      item: 'API Gateway HTTP API',
      quantity: invocations,
      unit: 'requests',
      usd: (invocations / 1e6) * p.apiGatewayHttp.perMillionRequests,
    },
    { item: 'DynamoDB reads', quantity: rcu, unit: 'read request units', usd: (rcu / 1e6) * p.dynamodb.perMillionReadUnits },
    { item: 'DynamoDB writes', quantity: wcu, unit: 'write request units', usd: (wcu / 1e6) * p.dynamodb.perMillionWriteUnits },
    { item: 'SQS', quantity: sqs, unit: 'requests', usd: (sqs / 1e6) * p.sqs.perMillionRequests },
  ];
}

const total = (lines: CostLine[]) => lines.reduce((sum, l) => sum + l.usd, 0);

/** The edge's writes per 1,000 orders, as bench part 6 measured them (undefined when it did not run). */
export interface EdgeWritesPerThousand {
  invalidationPaths: number;
  storeCalls: number;
}

export function costOfOrders(figures: Map<string, RequestFigure>, orders = 1000, edge?: EdgeWritesPerThousand): CostEstimate {
  const missing: string[] = [];
  const lines = requestLines(
    figures,
    ORDER_REQUESTS.map((id) => ({ id, count: orders })),
    missing,
  );
  const mails = orders * MAILS_PER_ORDER;
  const attachmentGb = (orders * INVOICE_PDF_BYTES) / 1e9;
  lines.push({ item: 'SES mails', quantity: mails, unit: 'mails', usd: (mails / 1000) * PRICES.ses.perThousandMails });
  lines.push({ item: 'SES attachments', quantity: attachmentGb, unit: 'GB', usd: attachmentGb * PRICES.ses.perGbAttachments });
  lines.push(...behindOrders(orders, figures, edge, missing));
  return { what: `${orders.toLocaleString('en')} orders`, lines, totalUsd: total(lines), missing };
}

/** The streams, feeds, outbox and logs behind the orders, and the edge's writes. */
function behindOrders(
  orders: number,
  figures: Map<string, RequestFigure>,
  edge: EdgeWritesPerThousand | undefined,
  missing: string[],
): CostLine[] {
  const b = BEHIND_AN_ORDER;
  const p = PRICES;
  const fanOuts = orders * b.catalogRecords;
  const fed = fanOuts * b.catalogFeeds;
  const invocations = fanOuts + fed + orders * b.outboxInvocations;
  const gbSeconds = invocations * (b.invocationMs / 1000) * (LAMBDA_MEMORY_MB / 1024);
  // Each feed message is sent (batched by the fan-out: one request here), received and deleted.
  const fifoRequests = fed * 3;
  const requestInvocations = ORDER_REQUESTS.filter((id) => figures.has(id)).length * orders;
  const logGb = ((invocations + requestInvocations) * b.logBytesPerInvocation) / 1e9;
  // Each mail's Send event (docs/decisions/070): one SNS publish, the queue's send, receive and delete, an invocation, one write.
  const sends = orders * MAILS_PER_ORDER;
  const lines: CostLine[] = [
    {
      item: 'SES send events (SNS → SQS → mailEvents, a write each)',
      quantity: sends,
      unit: 'events',
      usd:
        (sends / 1e6) *
          (p.sns.perMillionPublishes + 3 * p.sqs.perMillionRequests + p.lambda.perMillionRequests + p.dynamodb.perMillionWriteUnits) +
        sends * (b.invocationMs / 1000) * (LAMBDA_MEMORY_MB / 1024) * p.lambda.perGbSecond,
    },
    {
      item: 'Stream, feed and outbox invocations',
      quantity: invocations,
      unit: 'invocations',
      usd: (invocations / 1e6) * p.lambda.perMillionRequests + gbSeconds * p.lambda.perGbSecond,
    },
    {
      item: 'SQS FIFO (the catalog feeds)',
      quantity: fifoRequests,
      unit: 'requests',
      usd: (fifoRequests / 1e6) * p.sqs.perMillionFifoRequests,
    },
    { item: 'DynamoDB stream reads (by Lambda)', quantity: fanOuts + orders * b.outboxInvocations, unit: 'records', usd: 0 },
    { item: 'CloudWatch Logs', quantity: logGb, unit: 'GB', usd: logGb * p.logs.perGbIngested },
  ];
  if (edge) {
    const paths = (edge.invalidationPaths * orders) / 1000;
    const calls = (edge.storeCalls * orders) / 1000;
    lines.push(
      { item: 'CloudFront invalidations', quantity: paths, unit: 'paths', usd: paths * p.cloudfrontEdge.perInvalidationPath },
      {
        item: 'CloudFront key value store writes',
        quantity: calls,
        unit: 'UpdateKeys',
        usd: (calls / 1e6) * p.cloudfrontEdge.perMillionStoreApiCalls,
      },
    );
  } else {
    missing.push('the edge writes (bench part 6)');
  }
  return lines;
}

export function costOfPageViews(
  figures: Map<string, RequestFigure>,
  web: { htmlGzip: number; firstLoadGzip: number; assetFiles: number },
  views = 100_000,
): CostEstimate {
  const missing: string[] = [];
  const requests = PAGE_VIEW_MIX.flatMap((page) => page.requests.map((id) => ({ id, count: Math.round(views * page.share) })));
  const lines = requestLines(figures, requests, missing);
  const bytesPerView = web.htmlGzip + (1 - CACHED_ASSETS_SHARE) * web.firstLoadGzip + IMAGE_BYTES_PER_VIEW;
  const apiRequestsPerView = requests.reduce((sum, r) => sum + r.count, 0) / views;
  const edgeRequests = views * (1 + (1 - CACHED_ASSETS_SHARE) * web.assetFiles + apiRequestsPerView + 4);
  const gb = (views * bytesPerView) / 1e9;
  lines.push({
    item: 'CloudFront requests',
    quantity: edgeRequests,
    unit: 'HTTPS requests',
    usd: (edgeRequests / 1e4) * PRICES.cloudfront.perTenThousandHttpsRequests,
  });
  lines.push({ item: 'CloudFront transfer', quantity: gb, unit: 'GB', usd: gb * PRICES.cloudfront.perGbToEurope });
  // The kept routes' viewer function reads a version per kept API request (decision 053); the site's function reads the page index once a view.
  const storeReads =
    views * (1 + PAGE_VIEW_MIX.reduce((sum, page) => sum + page.share * page.requests.filter((id) => id.startsWith('GET')).length, 0));
  lines.push({
    item: 'CloudFront key value store reads',
    quantity: storeReads,
    unit: 'reads',
    usd: (storeReads / 1e6) * PRICES.cloudfrontEdge.perMillionStoreReads,
  });
  return { what: `${views.toLocaleString('en')} catalog page views`, lines, totalUsd: total(lines), missing };
}

/** The figures of part 3's smaller catalog, by "route|case". */
export function requestFigures(api: {
  sizes: {
    costs: { route: string; case: string; rcu: number; wcu: number; calls: number; providerCalls: Record<string, number> }[];
    latency: { c1: Record<string, { p50: number }> };
  }[];
}): Map<string, RequestFigure> {
  const figures = new Map<string, RequestFigure>();
  const size = api.sizes[0];
  for (const c of size?.costs ?? []) {
    const id = `${c.route}|${c.case}`;
    figures.set(id, { rcu: c.rcu, wcu: c.wcu, calls: c.calls, providerCalls: c.providerCalls, p50Ms: size?.latency.c1[id]?.p50 ?? 0 });
  }
  return figures;
}
