import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DynamoDBDocumentClient, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { TRANSFER_DAYS } from '../../lambdas/orders/cancelUnpaidTransfers.ts';
import { PAID_FOR_STATES } from '../../lambdas/orders/orderRecord.ts';
import { RECONCILE_AFTER_MINUTES } from '../../lambdas/orders/reconcilePayment.ts';
import { PAGE_GONE_MINUTES } from '../../lambdas/orders/releaseAbandonedOrders.ts';
import { discountKey, giftCardKey } from '../../lambdas/promotions/promotionItems.ts';
import { physicalTableName, type TableName } from '../../lambdas/tables.ts';
import { dynamoClient } from '../../local/dynamo.ts';
import { LOCAL_STRIPE_SECRET_KEY } from '../../local/environment.ts';
import { median } from '../stats.ts';
import {
  type AuditedInvoice,
  type AuditedOrder,
  type AuditInput,
  audit,
  type ChaosAudit,
  type CodeCount,
  type GiftCardCount,
  type ProviderSession,
  type VariantCount,
} from './audit.ts';
import { OutsideWorld } from './outsideWorld.ts';
import {
  crashPoints,
  GIFT_CARD_PART_CENTS,
  GIFT_CARD_WHOLE_CENTS,
  PLAN_KINDS,
  type PlanKind,
  type ShopperPlan,
  seededRandom,
  shopperPlans,
} from './plan.ts';
import { Gate, type Outcome, type ShopperRecord, Shoppers, type Step, send } from './shoppers.ts';
import { freePorts, type StartTimes, StackProcess } from './stackProcess.ts';

/**
 * The crash test (`npm run bench -- --only=chaos`): the shop as `npm start` runs it, shoppers
 * ordering and paying every way the checkout offers, the whole stack killed with SIGKILL at
 * seeded moments and started again on its own data, then the sweeps, then an audit of stock,
 * gift cards, codes, invoices and their receipts at CIS, the money at the payment simulator and
 * the mails in the inbox against what the shoppers did. "No order, stock, money or mail lost or
 * doubled" is the promise it checks.
 */

export interface ChaosOptions {
  seed: number;
  shoppers: number;
  crashes: number;
  concurrency: number;
  quick: boolean;
  /** Keep the run's directory (data, logs) even when the audit finds nothing. */
  keep?: boolean;
  log: (line: string) => void;
}

export interface CrashRecord {
  /** Seconds into the run. */
  atSeconds: number;
  afterShoppers: number;
  /** The shoppers' requests under way at the crash, by step. */
  inFlight: Record<Step, number>;
  /** Mails SES took and receipts CIS answered in the 2 s before the kill: what the shop was sending out. */
  takenJustBefore: { mails: number; receipts: number };
  restart: StartTimes;
  /** The first start after the crash failed and needed another: why. */
  neededHelp?: string;
}

export interface ChaosResult {
  generatedAt: string;
  seed: number;
  quick: boolean;
  shoppers: number;
  concurrency: number;
  plannedCrashes: number;
  crashes: CrashRecord[];
  restarts: { count: number; neededHelp: number; upMsMedian: number; okMsMedian: number; okMsMax: number };
  /** What the shoppers meant to do and how it ended. */
  plans: Record<PlanKind, number>;
  outcomes: Record<Outcome, number>;
  /** Requests made again because the shop was down; order requests it never answered. */
  retried: number;
  unansweredOrders: number;
  orders: { acknowledged: number; stored: number; paid: number; byStatus: Record<string, number> };
  invoices: number;
  mails: number;
  receipts: number;
  deadLetters: { queue: number; stream: number };
  /** Messages still waiting for a retry when the audit read the stores, by queue (page redraws are not waited for). */
  retrying: Record<string, number>;
  /** What the sweeps did, job by job: the counts each job answered (orders settled, released, cancelled; effects done...). */
  sweeps: { job: string; at: string; result: Record<string, number> }[];
  audit: ChaosAudit;
  mailsByKind: Record<string, { lost: number; doubled: number }>;
  durationMs: number;
  /** Where the run's data and logs were kept (when the audit found something, or when asked). */
  keptAt?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const STAGE = 'local';
const table = (name: TableName) => physicalTableName(STAGE, name);

type Item = Record<string, unknown>;

async function scanAll(
  db: DynamoDBDocumentClient,
  name: TableName,
  filter?: { expression: string; values: Item; names?: Record<string, string> },
): Promise<Item[]> {
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const page = await db.send(
      new ScanCommand({
        TableName: table(name),
        ExclusiveStartKey: start,
        ...(filter
          ? {
              FilterExpression: filter.expression,
              ExpressionAttributeValues: filter.values,
              ...(filter.names ? { ExpressionAttributeNames: filter.names } : {}),
            }
          : {}),
      }),
    );
    items.push(...((page.Items ?? []) as Item[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

async function readVariants(db: DynamoDBDocumentClient): Promise<(VariantCount & { active: boolean })[]> {
  const products = await scanAll(db, 'catalog', { expression: 'sk = :p', values: { ':p': 'P' } });
  return products.flatMap((p) => {
    const stock = (p.stock ?? {}) as Record<string, number>;
    const preOrder = (p.preOrderStock ?? {}) as Record<string, number>;
    const sizes = [...new Set([...Object.keys(stock), ...Object.keys(preOrder)])].sort();
    return sizes.map((size) => ({
      productId: String(p.id),
      size,
      stock: stock[size] ?? 0,
      preOrder: preOrder[size] ?? 0,
      active: p.active !== false,
    }));
  });
}

async function readPromotions(db: DynamoDBDocumentClient): Promise<{ codes: CodeCount[]; giftCards: GiftCardCount[] }> {
  const items = await scanAll(db, 'promotions');
  return {
    codes: items.filter((i) => i.sk === 'D').map((i) => ({ name: String(i.name), used: Number(i.used ?? 0) })),
    giftCards: items.filter((i) => i.sk === 'G').map((i) => ({ code: String(i.code), balance: Number(i.balance ?? 0) })),
  };
}

function toOrder(item: Item): AuditedOrder {
  const lines = (item.lines ?? []) as { productId: string; size: string; fromStock?: number; fromPreOrder?: number; quantity: number }[];
  return {
    id: String(item.id),
    number: String(item.number),
    status: String(item.status),
    total: Number(item.total ?? 0),
    ...(item.paymentMethod ? { paymentMethod: String(item.paymentMethod) } : {}),
    lines: lines.map((l) => ({
      productId: l.productId,
      size: l.size,
      fromStock: l.fromStock ?? l.quantity,
      fromPreOrder: l.fromPreOrder ?? 0,
    })),
    giftCard: (item.giftCard as AuditedOrder['giftCard']) ?? null,
    discountCode: (item.discountCode as AuditedOrder['discountCode']) ?? null,
  };
}

function toInvoice(item: Item): AuditedInvoice {
  const document = (item.document ?? {}) as { number?: string; kind?: string; fiscal?: { jir?: string } };
  return {
    id: String(item.id),
    orderId: String(item.orderId),
    year: Number(item.year),
    sequence: Number(item.sequence),
    number: String(document.number ?? ''),
    creditNote: document.kind === 'creditNote',
    ...(document.fiscal?.jir ? { jir: document.fiscal.jir } : {}),
  };
}

const countLines = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).length : 0);

export async function runChaos(options: ChaosOptions): Promise<ChaosResult> {
  const { log } = options;
  const started = performance.now();
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'bench-chaos-'));
  const dataDir = path.join(runDir, 'data');
  const logDir = path.join(runDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const ports = await freePorts();
  const journal = path.join(runDir, 'outside.jsonl');
  const stack = new StackProcess(ports, dataDir, logDir, journal);
  const { urls } = stack;
  const gate = new Gate();
  const outside = new OutsideWorld(journal);
  const db = DynamoDBDocumentClient.from(dynamoClient(urls.dynamo));
  const sweeps: ChaosResult['sweeps'] = [];
  let keep = options.keep === true;
  log(
    `chaos: the stack on port ${ports.shop} and up, data in ${dataDir}; seed ${options.seed}, ${options.shoppers} shoppers, ${options.crashes} crashes`,
  );

  try {
    const first = await stack.start();
    log(`chaos: the stack is up in ${(first.okMs / 1000).toFixed(1)} s`);

    // The run's own discount code and gift cards, written as the operator's `codes create` and `giftcards create` write them.
    const random = seededRandom(options.seed);
    const runId = `s${options.seed}`;
    const discountCode = `CHAOS-${runId}-10`.toUpperCase();
    const stockAtStart = await readVariants(db);
    const plans = shopperPlans(
      options.shoppers,
      stockAtStart.filter((v) => v.active).map((v) => ({ productId: v.productId, size: v.size, stock: v.stock })),
      random,
      { runId, discountCode },
    );
    const crashes = crashPoints(options.crashes, options.shoppers, random);
    await db.send(
      new PutCommand({
        TableName: table('promotions'),
        Item: { ...discountKey(discountCode), name: discountCode, percent: 10, productIds: null, used: 0 },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    const sixMonths = new Date(Date.now() + 180 * 86_400_000).toISOString();
    for (const plan of plans.filter((p) => p.giftCardCode)) {
      const amount = plan.kind === 'giftCardWhole' ? GIFT_CARD_WHOLE_CENTS : GIFT_CARD_PART_CENTS;
      await db.send(
        new PutCommand({
          TableName: table('promotions'),
          Item: {
            ...giftCardKey(plan.giftCardCode as string),
            code: plan.giftCardCode,
            balance: amount,
            initialAmount: amount,
            expiresAt: sixMonths,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    }
    const promotionsAtStart = await readPromotions(db);

    const shoppers = new Shoppers(urls, gate);
    const records: ShopperRecord[] = [];
    let next = 0;
    let aborted = false;
    // The next crash comes once this many shoppers have started. Shoppers go at most a few carts
    // past it, and once the stack is healthy again at least a few more must start before it, so
    // each crash meets them at work however long a restart took while they went on.
    let trigger = crashes[0]?.afterShoppers ?? Number.POSITIVE_INFINITY;
    const lead = options.concurrency * 4;
    const mayStart = () => next < trigger + lead;
    const shopperLoop = async () => {
      try {
        while (next < plans.length) {
          if (!mayStart()) {
            await sleep(50);
            continue;
          }
          const plan = plans[next++] as ShopperPlan;
          records.push(await shoppers.shop(plan));
        }
      } catch (error) {
        aborted = true;
        throw error;
      }
    };
    const crashRecords: CrashRecord[] = [];
    let neededHelp = 0;
    const restartTimes: StartTimes[] = [];
    const crashLoop = async () => {
      for (const [i, point] of crashes.entries()) {
        trigger = Math.min(plans.length, Math.max(point.afterShoppers, next + options.concurrency * 2));
        while (next < trigger && !aborted) await sleep(50);
        if (aborted) return;
        await sleep(point.delayMs);
        gate.close();
        const atSeconds = (performance.now() - started) / 1000;
        const inFlight = { ...shoppers.inFlight };
        const killedAt = Date.now();
        await stack.crash();
        const afterShoppers = next;
        trigger = Math.max(crashes[i + 1]?.afterShoppers ?? Number.POSITIVE_INFINITY, next);
        const takenJustBefore = outside.takenBefore(killedAt, 2_000);
        let helped: string | undefined;
        let restart: StartTimes;
        const up = () => gate.open();
        try {
          restart = await stack.start(up);
        } catch (error) {
          // A start that did not come up by itself is counted; then the help a developer would give:
          // the shop kept closed to shoppers and started again until it is up (nine more times at most).
          helped = (error as Error).message;
          neededHelp++;
          gate.close();
          for (let attempt = 1; ; attempt++) {
            log(`chaos: the restart after crash ${crashRecords.length + 1} failed (${helped}); starting again with the shop closed`);
            await stack.kill();
            try {
              restart = await stack.start();
              break;
            } catch (again) {
              if (attempt >= 9) throw again;
              helped = `${helped}; again: ${(again as Error).message}`;
            }
          }
        }
        up();
        restartTimes.push(restart);
        crashRecords.push({ atSeconds, afterShoppers, inFlight, takenJustBefore, restart, ...(helped ? { neededHelp: helped } : {}) });
        log(
          `chaos: crash ${crashRecords.length}/${crashes.length} after ${afterShoppers} shoppers (in flight: ${
            Object.entries(inFlight)
              .filter(([, n]) => n > 0)
              .map(([s, n]) => `${s} ${n}`)
              .join(', ') || 'nothing of the shoppers'
          }; SES took ${takenJustBefore.mails} mails and CIS ${takenJustBefore.receipts} receipts in the 2 s before); back in ${(restart.upMs / 1000).toFixed(1)} s, healthy in ${(restart.okMs / 1000).toFixed(1)} s`,
        );
      }
    };
    await Promise.all([...Array.from({ length: options.concurrency }, shopperLoop), crashLoop()]);
    log(`chaos: ${records.length} shoppers done, ${crashRecords.length} crashes; letting the sweeps finish`);

    await settle(urls, dataDir, db, sweeps, log);

    // The audit, from the stores and simulators as they are now.
    const orderItems = await scanAll(db, 'orders', { expression: 'sk = :o', values: { ':o': 'O' } });
    const invoiceItems = await scanAll(db, 'orders', { expression: 'sk = :i', values: { ':i': 'I' } });
    const effectItems = await scanAll(db, 'orders', {
      expression: 'sk = :e AND #status <> :done',
      values: { ':e': 'EFFECT', ':done': 'done' },
      names: { '#status': 'status' },
    });
    const promotionsNow = await readPromotions(db);
    const simulator = await simulatorState(urls.payments);
    const orders = orderItems.map(toOrder);
    const input: AuditInput = {
      acknowledged: records.flatMap((r) => r.orders),
      orders,
      invoices: invoiceItems.map(toInvoice),
      receipts: outside.receipts(),
      mails: outside.mails(),
      stockAtStart,
      stockNow: await readVariants(db),
      giftCardsAtStart: promotionsAtStart.giftCards,
      giftCardsNow: promotionsNow.giftCards,
      codesAtStart: promotionsAtStart.codes,
      codesNow: promotionsNow.codes,
      sessions: simulator.sessions,
      refunds: simulator.refunds,
      effectsNotDone: effectItems.map((e) => {
        const effect = (e.effect ?? {}) as { kind?: string; mail?: string };
        return {
          id: String(e.id),
          orderId: String(e.orderId),
          kind: [effect.kind, effect.mail].filter(Boolean).join(' '),
          status: String(e.status),
        };
      }),
    };
    const { mailsByKind, ...found } = audit(input);
    const problems = Object.values(found).reduce((sum, k) => sum + k.lost + (k.doubled ?? 0), 0);
    // What was found, and a start that needed help, is kept to look at: the stack's data and logs.
    if (problems > 0 || neededHelp > 0) keep = true;

    const byStatus: Record<string, number> = {};
    for (const o of orders) byStatus[o.status] = (byStatus[o.status] ?? 0) + 1;
    const count = <K extends string>(keys: readonly K[], values: K[]) =>
      Object.fromEntries(keys.map((k) => [k, values.filter((v) => v === k).length])) as Record<K, number>;
    const result: ChaosResult = {
      generatedAt: new Date().toISOString(),
      seed: options.seed,
      quick: options.quick,
      shoppers: options.shoppers,
      concurrency: options.concurrency,
      plannedCrashes: options.crashes,
      crashes: crashRecords,
      restarts: {
        count: restartTimes.length,
        neededHelp,
        upMsMedian: median(restartTimes.map((t) => t.upMs)),
        okMsMedian: median(restartTimes.map((t) => t.okMs)),
        okMsMax: Math.max(0, ...restartTimes.map((t) => t.okMs)),
      },
      plans: count(
        PLAN_KINDS,
        plans.map((p) => p.kind),
      ),
      outcomes: count(
        ['paid', 'transferWaiting', 'cancelled', 'abandoned', 'refused', 'gaveUp'] as const,
        records.map((r) => r.outcome),
      ),
      retried: shoppers.retried,
      unansweredOrders: records.reduce((sum, r) => sum + r.unanswered, 0),
      orders: {
        acknowledged: input.acknowledged.length,
        stored: orders.length,
        paid: orders.filter((o) => (PAID_FOR_STATES as readonly string[]).includes(o.status)).length,
        byStatus,
      },
      invoices: input.invoices.length,
      mails: input.mails.length,
      receipts: input.receipts.length,
      deadLetters: {
        queue: countLines(path.join(dataDir, 'dead-letters.jsonl')),
        stream: countLines(path.join(dataDir, 'stream-dead-letters.jsonl')),
      },
      retrying: retrying(dataDir),
      sweeps,
      audit: found,
      mailsByKind,
      durationMs: performance.now() - started,
      ...(keep ? { keptAt: runDir } : {}),
    };
    return result;
  } catch (error) {
    keep = true;
    log(`chaos: the run failed; its data and logs are kept in ${runDir}`);
    throw error;
  } finally {
    gate.open();
    await stack.stop().catch((error) => log(`chaos: stopping the stack failed: ${(error as Error).message}`));
    db.destroy();
    if (!keep) rmSync(runDir, { recursive: true, force: true });
  }
}

/** The payment simulator's sessions with their payments, and its refunds, as its operator page lists them. */
async function simulatorState(paymentsUrl: string): Promise<{ sessions: ProviderSession[]; refunds: AuditInput['refunds'] }> {
  const rows = JSON.parse((await send(`${paymentsUrl}/_simulator`, { headers: { accept: 'application/json' } })).body) as {
    session: {
      id: string;
      client_reference_id: string | null;
      metadata?: Record<string, string>;
      amount_total: number;
      payment_intent: string | null;
      status: string;
    };
    paymentStatus: string | null;
    amountRefunded: number;
  }[];
  const refunds = JSON.parse((await send(`${paymentsUrl}/_simulator/refunds`, { headers: { accept: 'application/json' } })).body) as {
    id: string;
    amount: number;
    payment_intent: string | null;
  }[];
  const sessionOfIntent = new Map(
    rows.filter((r) => r.session.payment_intent).map((r) => [r.session.payment_intent as string, r.session.id]),
  );
  return {
    sessions: rows.map((r) => ({
      id: r.session.id,
      orderId: r.session.client_reference_id ?? r.session.metadata?.orderId ?? null,
      paymentStatus: r.paymentStatus,
      amount: r.session.amount_total,
      amountRefunded: r.amountRefunded,
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      amount: r.amount,
      sessionId: r.payment_intent ? (sessionOfIntent.get(r.payment_intent) ?? null) : null,
    })),
  };
}

/** The messages the stack's queue stand-in keeps pending, as it writes them to its data directory. */
function pendingMessages(dataDir: string): { queue: string; availableAt: number; lastError?: string }[] {
  const file = path.join(dataDir, 'queue.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { queue: string; availableAt: number; lastError?: string });
}

/** Messages waiting for a retry (a failed receive's visibility timeout), by queue. */
function retrying(dataDir: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const m of pendingMessages(dataDir)) if (m.lastError !== undefined) counts[m.queue] = (counts[m.queue] ?? 0) + 1;
  return counts;
}

/**
 * Nothing is being handled and nothing is due on the stack's queues: what is pending waits for
 * a retry later (its health counts those too, so the queue's own file tells them apart). Three
 * times in a row a second apart, so that the orders stream's worker (every half second) has
 * passed on what the consumers wrote.
 */
async function queueIdle(shopUrl: string, dataDir: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quiet = 0;
  while (Date.now() < deadline) {
    const health = (await (await fetch(`${shopUrl}/health`)).json()) as { queue?: { pending: number; inFlight: number } };
    const due = pendingMessages(dataDir).filter((m) => m.availableAt <= Date.now() + 2_000).length;
    quiet = health.queue?.inFlight === 0 && due === 0 ? quiet + 1 : 0;
    if (quiet >= 3) return;
    await sleep(1_000);
  }
  throw new Error(
    `the stack's queues were not idle within ${timeoutMs / 1000} s (${JSON.stringify(retrying(dataDir))} waiting for a retry)`,
  );
}

/**
 * Waits for the retries of messages the audit depends on (payment events, the payment and
 * invoice effects...) to come due and be handled: a receive that failed comes back after the
 * queue's visibility timeout, 6 minutes. The page redraws' are left: no promise of the audit rests on a page.
 */
async function retriesDone(shopUrl: string, dataDir: string, log: (line: string) => void): Promise<void> {
  for (let round = 0; round < 5; round++) {
    const waiting = pendingMessages(dataDir).filter((m) => !m.queue.toLowerCase().includes('redraw'));
    if (waiting.length === 0) return;
    const until = Math.max(...waiting.map((m) => m.availableAt));
    log(
      `chaos: ${waiting.length} messages wait for a retry (${[...new Set(waiting.map((m) => m.queue))].join(', ')}); waiting ${Math.round((until - Date.now()) / 1000)} s`,
    );
    await sleep(Math.max(0, until - Date.now()) + 1_000);
    await queueIdle(shopUrl, dataDir);
  }
}

/**
 * What time does for the shop after the last shopper: every payment page still open runs out at
 * the provider (as 31 minutes would see to), and the jobs that give orders up run as their rules
 * would fire later, each with its own clock moved on (POST /_local/jobs/<name>): the
 * reconciliation of waiting orders, the release of abandoned orders, and the cancelling of
 * transfers unpaid for 7 days. The outbox's effects are waited for in real time: a dead worker's
 * claim runs out after 2 minutes and a failed try waits 1, 5, 15 minutes, and the consumers the
 * due job hands payments and invoices to judge that by their own clock, so the due job runs when
 * the last of them is due (up to 20 minutes on); one due later still is left pending, and counted.
 */
async function settle(
  urls: { shop: string; payments: string },
  dataDir: string,
  db: DynamoDBDocumentClient,
  sweeps: ChaosResult['sweeps'],
  log: (line: string) => void,
): Promise<void> {
  await queueIdle(urls.shop, dataDir);
  await retriesDone(urls.shop, dataDir, log);
  const open = JSON.parse((await send(`${urls.payments}/_simulator`, { headers: { accept: 'application/json' } })).body) as {
    session: { id: string; status: string };
  }[];
  let expired = 0;
  for (const { session } of open.filter((r) => r.session.status === 'open')) {
    const answer = await send(`${urls.payments}/v1/checkout/sessions/${session.id}/expire`, {
      method: 'POST',
      headers: { authorization: `Bearer ${LOCAL_STRIPE_SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    if (answer.status === 200) expired++;
  }
  log(`chaos: ${expired} payment pages still open ran out at the provider`);
  await queueIdle(urls.shop, dataDir);
  const started = Date.now();
  const run = async (job: string, aheadMs: number, from = started) => {
    const at = new Date(from + aheadMs).toISOString();
    const answer = await send(`${urls.shop}/_local/jobs/${job}`, {
      method: 'POST',
      body: JSON.stringify({ at }),
      headers: { 'content-type': 'application/json' },
    });
    const answered = (answer.body ? JSON.parse(answer.body) : {}) as Record<string, unknown>;
    const result = Object.fromEntries(
      Object.entries(answered).flatMap(([key, value]) =>
        Array.isArray(value) ? [[key, value.length]] : typeof value === 'number' ? [[key, value]] : [],
      ),
    );
    sweeps.push({ job, at, result });
    if (answer.status !== 200) throw new Error(`job ${job} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    await queueIdle(urls.shop, dataDir);
  };
  const minutes = 60_000;
  await run('reconcilePayments', (RECONCILE_AFTER_MINUTES + 1) * minutes);
  await run('releaseAbandonedOrders', (PAGE_GONE_MINUTES + 1) * minutes);
  await run('cancelUnpaidTransfers', TRANSFER_DAYS * 1440 * minutes + 60 * minutes);
  for (let round = 0; round < 8; round++) {
    const pending = await scanAll(db, 'orders', {
      expression: 'sk = :e AND #status = :pending',
      values: { ':e': 'EFFECT', ':pending': 'pending' },
      names: { '#status': 'status' },
    });
    if (pending.length === 0) break;
    const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) || 0 : 0);
    // When the last is due: its retry's time, or when a dead worker's claim on it runs out.
    const dueAt = Math.max(...pending.map((e) => Math.max(time(e.dueAt), time(e.claimedUntil))));
    const wait = dueAt - Date.now();
    if (wait > 20 * minutes) {
      log(`chaos: ${pending.length} effects still pending, the last due at ${new Date(dueAt).toISOString()}: left for the audit`);
      break;
    }
    log(
      `chaos: ${pending.length} effects pending; running the due effects when the last is due, in ${Math.max(0, Math.round(wait / 1000))} s`,
    );
    await sleep(Math.max(0, wait) + 2_000);
    const now = Date.now();
    await run('performDueEffects', 0, now);
  }
  await retriesDone(urls.shop, dataDir, log);
}
