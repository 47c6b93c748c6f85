import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { CatalogInputData } from '../../lambdas/catalog/catalogInput.ts';
import { ZAGREB_ADDRESS } from '../../lambdas/testing/addressFixture.ts';
import { stockAllocator } from '../fixtures.ts';
import { median, percentile, timed } from '../stats.ts';

/**
 * Checkout under load, through HTTP against a running local stack (`npm start`'s single
 * process: the API's functions, the streams and queues, the payment simulator, beside DynamoDB
 * Local's Java), at several concurrencies, for three kinds of crowd:
 *   - `spread`: every order one piece of a different product and size of the demo catalog;
 *   - `hot`: every order the same product and size, as in a sale (its stock set to the run's
 *     orders first, so every order can be taken and only the crowd is measured);
 *   - `paid`: end to end, each shopper placing an order of the spread kind and paying it by card
 *     on the payment simulator's page; the run ends when the shop has heard every payment (the
 *     simulator's webhook, the queue, the order moved to PAID).
 * Shoppers come from many loopback addresses, a block of its own per run, so no client passes the
 * shop's limit of unpaid orders (decision 018); the local server counts the address its socket
 * sees, as CloudFront does. The runs go in the plan's order on one stack, as a tester raising the
 * concurrency would, each once what the last one caused (stream fan-outs, invoices, mails) is done.
 */

export type CheckoutScenario = 'spread' | 'hot' | 'paid';

export interface CheckoutStep {
  scenario: CheckoutScenario;
  concurrency: number;
  orders: number;
  /** Run again once every other run is done, to see whether the shop slowed as it was used. */
  again?: boolean;
}

/**
 * The bench's runs. A paid order leaves about a second of invoice, fiscal receipt and mail work
 * on the one process, which the next run must wait out, so the end-to-end crowd is smaller and
 * runs at the two concurrencies the question is about. Last, the spread crowd at 20 again: what
 * the shop now holds (every order, session and payment before it) must not make an order dearer.
 */
export function checkoutPlan(quick: boolean): CheckoutStep[] {
  const orders = quick ? 40 : 150;
  const paid = quick ? 20 : 80;
  return [
    ...[10, 20, 50].map((concurrency) => ({ scenario: 'spread' as const, concurrency, orders })),
    ...[10, 20, 50].map((concurrency) => ({ scenario: 'hot' as const, concurrency, orders })),
    ...(quick ? [20] : [20, 50]).map((concurrency) => ({ scenario: 'paid' as const, concurrency, orders: paid })),
    { scenario: 'spread', concurrency: 20, orders, again: true },
  ];
}

export interface CheckoutRun extends CheckoutStep {
  /** From the first request to the last answer (`paid`: to the last payment heard by the shop). */
  seconds: number;
  /** Orders taken (`paid`: paid and heard) per second. */
  perSecond: number;
  /** Each shopper's wall time, ms: the order's answer (`paid`: the order's and the payment page's). */
  p50: number;
  p95: number;
  failures: number;
  /** The order's answers by status (`paid`: a payment the page did not take counts as `pay <status>`). */
  statuses: Record<string, number>;
  /** Order transactions DynamoDB cancelled during the run (each a retry in placeOrder, or the 409 after the last). */
  transactionsCancelled: number;
  /** Calls to DynamoDB the SDK had to send more than once (throttled or failed). */
  sdkRetries: number;
  /** CPU time per order taken, ms, of this process (the API, its functions, the queues and streams, the simulators, the load) and of DynamoDB Local. */
  nodeCpuMs?: number;
  dynamoCpuMs?: number;
  /** The event loop's delay over the run, p99, ms: how long a ready callback waited for the one thread. */
  loopDelayP99Ms?: number;
}

export interface CheckoutLoadOptions {
  shopUrl: string;
  paymentsUrl: string;
  catalog: CatalogInputData;
  plan: readonly CheckoutStep[];
  /** Waits until what the last run caused (stream fan-outs, queue messages) is done. */
  settle: () => Promise<void>;
  log?: (line: string) => void;
}

/** Loopback addresses per run: below the unpaid orders one client may hold for runs up to 600 orders. */
const SHOPPER_ADDRESSES = 60;
const OFFICE = 'Office Warehouse';

/**
 * Waits until the stack's queues have nothing due and nothing running, for as long as what the
 * load left takes (the queue's own wait gives up after a minute).
 */
export async function settleQueues(queue: { idle(): Promise<void> }, log?: (line: string) => void, minutes = 10): Promise<void> {
  const started = performance.now();
  await new Promise((r) => setTimeout(r, 1500));
  for (let waited = 1; ; waited++) {
    try {
      await queue.idle();
      break;
    } catch (error) {
      if (waited >= minutes) throw error;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  if (seconds > 5) log?.(`checkout: what the last run left took ${seconds.toFixed(0)} s to do`);
}

interface Answer {
  status: number;
  body: string;
  location?: string;
}

/**
 * Sends a request from a given loopback address, on a connection of its own (each shopper is a
 * client of their own; a kept-alive connection the server closes as it is reused would fail a
 * request for the load's sake); the answer once its body is read, status 0 when none came.
 */
function send(
  url: string,
  options: { method: string; localAddress?: string; headers: Record<string, string>; body: string },
): Promise<Answer> {
  return new Promise((resolve) => {
    const request = http.request(
      url,
      { method: options.method, localAddress: options.localAddress, headers: options.headers, agent: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, location: response.headers.location }));
        response.on('error', (error) => resolve({ status: 0, body: String(error) }));
      },
    );
    request.on('error', (error) => resolve({ status: 0, body: String(error) }));
    request.end(options.body);
  });
}

const orderBody = (line: { productId: string; size: string }, email: string) =>
  JSON.stringify({
    deliveryAddress: ZAGREB_ADDRESS,
    cartProducts: [{ productId: line.productId, sizes: [{ size: line.size, quantity: 1 }] }],
    userEmail: email,
  });

/** The product and size a sale's crowd buys: the demo catalog's first active product's first size in stock. */
function hotItem(catalog: CatalogInputData): { productId: string; size: string } {
  for (const p of catalog.products) {
    if (p.active === false) continue;
    const size = Object.entries(p.stock[OFFICE]?.quantities ?? {}).find(([, n]) => n > 0)?.[0];
    if (size) return { productId: p.id, size };
  }
  throw new Error('the catalog has no product in stock');
}

/** CPU seconds a process has spent (user and system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** DynamoDB Local's Java, a child of this process. */
function dynamoLocalPid(): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1]);
      if (parent === process.pid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('DynamoDBLocal')) return Number(entry);
    } catch {}
  }
  return undefined;
}

/** Starts watching this process's and DynamoDB Local's CPU and the event loop's delay; what it returns stops and reads them. */
function watchCpu(java: number | undefined): () => { nodeCpuSeconds: number; dynamoCpuSeconds?: number; loopDelayP99Ms: number } {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const node = process.cpuUsage();
  const javaBefore = java ? cpuSeconds(java) : 0;
  return () => {
    delay.disable();
    const used = process.cpuUsage(node);
    return {
      nodeCpuSeconds: (used.user + used.system) / 1e6,
      ...(java ? { dynamoCpuSeconds: cpuSeconds(java) - javaBefore } : {}),
      loopDelayP99Ms: delay.percentile(99) / 1e6,
    };
  };
}

/**
 * Counts, on the shop's own DynamoDB client (every function of the local stack shares it), the
 * order transactions DynamoDB cancels and the calls the SDK sent more than once.
 */
async function countOnTheShopsClient(): Promise<{ read(): { cancelled: number; sdkRetries: number }; stop(): void }> {
  const { dynamo } = await import('../../lambdas/platform/dynamo.ts');
  const client = dynamo();
  const name = 'benchCheckoutCounter';
  let cancelled = 0;
  let sdkRetries = 0;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      try {
        const output = await next(args);
        sdkRetries += Math.max(0, ((output.output as { $metadata?: { attempts?: number } }).$metadata?.attempts ?? 1) - 1);
        return output;
      } catch (error) {
        const e = error as Error & { $metadata?: { attempts?: number } };
        sdkRetries += Math.max(0, (e.$metadata?.attempts ?? 1) - 1);
        if (context.commandName === 'TransactWriteItemsCommand' && e.name === 'TransactionCanceledException') cancelled++;
        throw error;
      }
    },
    { step: 'initialize', name },
  );
  return { read: () => ({ cancelled, sdkRetries }), stop: () => client.middlewareStack.remove(name) };
}

/** Sets the hot item's stock to `pieces`, as staff would before a sale. */
async function stockUp(item: { productId: string; size: string }, pieces: number): Promise<void> {
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  const { dynamo } = await import('../../lambdas/platform/dynamo.ts');
  const { tableName } = await import('../../lambdas/platform/config.ts');
  const { productKey } = await import('../../lambdas/catalog/catalogKeys.ts');
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName('catalog'),
      Key: productKey(item.productId),
      UpdateExpression: 'SET stock.#size = :pieces',
      ExpressionAttributeNames: { '#size': item.size },
      ExpressionAttributeValues: { ':pieces': pieces },
    }),
  );
}

/** Waits until every order is out of the unpaid states (its payment heard); the time it was last seen unpaid. */
async function untilPaid(orderIds: readonly string[], timeoutMs: number): Promise<number> {
  const { getOrders } = await import('../../lambdas/orders/orderStore.ts');
  const { UNPAID_STATES } = await import('../../lambdas/orders/orderRecord.ts');
  const deadline = performance.now() + timeoutMs;
  let waiting = [...orderIds];
  while (waiting.length > 0) {
    const orders = await getOrders(waiting);
    waiting = orders.filter((o) => UNPAID_STATES.includes(o.status)).map((o) => o.id);
    if (waiting.length === 0) break;
    if (performance.now() > deadline) throw new Error(`${waiting.length} paid orders were not heard of within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return performance.now();
}

/** One run: `orders` shoppers, `concurrency` at a time, of one kind of crowd. */
async function oneRun(
  options: CheckoutLoadOptions,
  step: CheckoutStep,
  runIndex: number,
  take: () => { productId: string; size: string },
  java: number | undefined,
): Promise<CheckoutRun> {
  const { shopUrl, paymentsUrl } = options;
  const { scenario, concurrency, orders } = step;
  const hot = scenario === 'hot' ? hotItem(options.catalog) : undefined;
  if (hot) await stockUp(hot, orders);
  const lines = Array.from({ length: orders }, () => hot ?? take());
  const counter = await countOnTheShopsClient();
  const statuses: Record<string, number> = {};
  const count = (status: string) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
  };
  const paid: string[] = [];
  let failures = 0;
  const stopWatching = watchCpu(java);
  const started = performance.now();
  let durations: number[];
  try {
    durations = await timed(orders, concurrency, async (i) => {
      // A block of addresses per run (127.<run>.0.x), so the runs' unpaid orders never add up at one client.
      const localAddress = `127.${1 + runIndex}.0.${2 + (i % SHOPPER_ADDRESSES)}`;
      const email = `load-${runIndex}-${i}@example.hr`;
      const placed = await send(`${shopUrl}/api/orders`, {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json' },
        body: orderBody(lines[i] as { productId: string; size: string }, email),
      });
      count(placed.status === 0 ? 'no answer' : String(placed.status));
      if (placed.status !== 200) {
        failures++;
        return;
      }
      if (scenario !== 'paid') return;
      const { url, orderId } = JSON.parse(placed.body) as { url: string; orderId: string };
      const sessionId = new URL(url).pathname.split('/').pop() as string;
      const answer = await send(`${paymentsUrl}/pay/${sessionId}/card`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ card_number: '4242 4242 4242 4242', email }).toString(),
      });
      // Paid: the page sends the shopper back to the shop.
      if (answer.status === 303 && !answer.location?.includes('/pay/')) paid.push(orderId);
      else {
        count(`pay ${answer.status}`);
        failures++;
      }
    });
  } finally {
    counter.stop();
  }
  const ended = scenario === 'paid' ? await untilPaid(paid, 180_000) : performance.now();
  const watched = stopWatching();
  const seconds = (ended - started) / 1000;
  const taken = orders - failures;
  const { cancelled, sdkRetries } = counter.read();
  const perOrder = (cpu: number | undefined) => (cpu === undefined || taken === 0 ? undefined : (cpu * 1000) / taken);
  const dynamoCpuMs = perOrder(watched.dynamoCpuSeconds);
  return {
    scenario,
    concurrency,
    orders,
    ...(step.again ? { again: true } : {}),
    seconds,
    perSecond: taken / seconds,
    p50: median(durations),
    p95: percentile(durations, 95),
    failures,
    statuses,
    transactionsCancelled: cancelled,
    sdkRetries,
    nodeCpuMs: perOrder(watched.nodeCpuSeconds),
    ...(dynamoCpuMs === undefined ? {} : { dynamoCpuMs }),
    loopDelayP99Ms: watched.loopDelayP99Ms,
  };
}

/** Every step of the plan, one after the other on the same stack, each once the last one's work is done. */
export async function checkoutLoads(options: CheckoutLoadOptions): Promise<CheckoutRun[]> {
  const allocate = stockAllocator(options.catalog);
  const hot = hotItem(options.catalog);
  // The hot item's stock is the sale's: the other runs leave it alone.
  const take = () => {
    for (;;) {
      const line = allocate();
      if (line.productId !== hot.productId || line.size !== hot.size) return line;
    }
  };
  const java = dynamoLocalPid();
  const runs: CheckoutRun[] = [];
  for (const [runIndex, step] of options.plan.entries()) {
    await options.settle();
    const run = await oneRun(options, step, runIndex, take, java);
    options.log?.(
      `checkout ${run.scenario}${run.again ? ' again' : ''} c${run.concurrency}: ${run.perSecond.toFixed(1)} orders/s, p50 ${run.p50.toFixed(0)} ms, p95 ${run.p95.toFixed(0)} ms, ` +
        `${run.failures} failed, ${run.transactionsCancelled} transactions cancelled, ${run.sdkRetries} SDK retries; CPU per order ` +
        `${run.nodeCpuMs?.toFixed(0)} ms node, ${run.dynamoCpuMs?.toFixed(0) ?? '?'} ms DynamoDB Local; loop delay p99 ${run.loopDelayP99Ms?.toFixed(0)} ms`,
    );
    runs.push(run);
  }
  return runs;
}
