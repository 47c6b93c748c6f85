import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { SELLER } from '@shop/shared/brand';
import type { StageThrottle } from '../cdk/lib/stageThrottle.ts';
import { DEFAULT_WEB_DIST, type HealthReport, startApiServer } from './apiServer.ts';
import { createLocalPageIndex, type LocalPageIndex } from './pageIndex.ts';
import { localSiteDir, localSiteEnvironment, renderEveryPage } from './sitePages.ts';
import { dynamoClient, ensureTables, startDynamo } from './dynamo.ts';
import { applyEnvironment, LOCAL_STRIPE_WEBHOOK_SECRET, shopEnvironment } from './environment.ts';
import { REPO_ROOT } from './handlers.ts';
import { startLocalJobs } from './jobs.ts';
import { startLocalLambda } from './lambdaInvoke.ts';
import { localMailFeedback, startMailServer } from './mail.ts';
import { localImageUploads } from './imageUploads.ts';
import { assertPortFree, freePort } from './ports.ts';
import { startLocalQueue } from './queue.ts';
import { cisPort } from './simulators/cis/port.ts';
import { eRacunPort } from './simulators/eracun/port.ts';
import { paymentsPort } from './simulators/payments/port.ts';
import type { LocalSimulators, RunningPayments } from './simulators/ports.ts';
import { startLocalStreams } from './streams.ts';

/**
 * The whole shop on one machine: DynamoDB Local, the SES server, the SQS stand-in, the outside
 * world's simulators (payments, CIS, the eRačun intermediary: local/simulators/), the route table
 * on an HTTP server with the built SPA, and the jobs on timers.
 * Parts start in dependency order and the handlers' environment is set before any handler
 * module is imported, because handlers read it once, at their cold start. The queue takes
 * messages from the start but delivers them, those left from the last run too, only once every
 * part is up: a start that fails runs no consumer and spends no message's receives.
 */

export interface LocalStackPorts {
  shop: number;
  dynamo: number;
  ses: number;
  payments: number;
  sqs: number;
  /** The CIS simulator (local/simulators/cis/); any free port when absent. */
  fiscal?: number;
  /** The information intermediary's simulator (local/simulators/eracun/); any free port when absent. */
  eracun?: number;
}

export interface LocalStackOptions {
  /** Where DynamoDB's file, the queue's pending and dead-lettered messages and payment state live. */
  dataDir: string;
  /** 0 for any part picks a free port. */
  ports: LocalStackPorts;
  seed: boolean;
  /** Keep DynamoDB and payment state in memory only (tests). */
  inMemory?: boolean;
  webDist?: string;
  stage?: string;
  quiet?: boolean;
  /** Where route, consumer and job handlers live (tests point at fixtures). */
  handlersDir?: string;
  /**
   * The API stage's throttle: the CDK app's (cdk/lib/stageThrottle.ts) unless said; `false` for
   * a load meant to measure the shop past it.
   */
  apiThrottle?: StageThrottle | false;
  /**
   * Retry failed queue messages and stream records within seconds instead of AWS's waits (a
   * message's visibility timeout, Lambda's backoff), for tests that watch one reach the dead
   * letters; the counts stay the CDK app's.
   */
  quickRetries?: boolean;
  /**
   * The outside world's stand-ins, each local/simulators/'s own unless given; `payments: null`
   * runs without the payment simulator (LocalSimulators says what the shop does then).
   */
  simulators?: Partial<LocalSimulators>;
}

/** The simulators `npm start` runs. */
export const LOCAL_SIMULATORS: LocalSimulators = { payments: paymentsPort, cis: cisPort, eracun: eRacunPort };

/** Where the shop's payment provider is when no payment simulator runs: a dead port, so a payment call fails instead of going out. */
const NO_PAYMENT_PROVIDER = 'http://127.0.0.1:9';

/** `quickRetries`' waits between a failed delivery and the next; the last repeats. */
export const QUICK_RETRY_DELAYS_MS = { queue: [250, 1000, 2000, 4000], streams: [250, 1000, 2000] } as const;

export interface LocalStackUrls {
  shop: string;
  health: string;
  mailInbox: string;
  mailStore: string;
  payments: string | undefined;
  paymentsOperator: string | undefined;
  /** The CIS simulator: its receipts at /_simulator/receipts, faults at /_simulator/faults. */
  fiscal: string;
  /** The information intermediary's simulator: the eRačuns received, per buyer OIB, at / . */
  eracun: string;
  dynamo: string;
  sqs: string;
  deadLetters: string;
}

export interface LocalStack {
  urls: LocalStackUrls;
  /** The variables set for the handlers. */
  env: Record<string, string>;
  queue: Awaited<ReturnType<typeof startLocalQueue>>;
  /** The edge's key value store (the bench counts its writes). */
  edgeStore: LocalPageIndex;
  stop(): Promise<void>;
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const stage = options.stage ?? 'local';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const log = options.quiet ? () => {} : (line: string) => console.log(line);
  const dataDir = path.resolve(options.dataDir);
  const simulators: LocalSimulators = {
    payments: options.simulators?.payments === undefined ? LOCAL_SIMULATORS.payments : options.simulators.payments,
    cis: options.simulators?.cis ?? LOCAL_SIMULATORS.cis,
    eracun: options.simulators?.eracun ?? LOCAL_SIMULATORS.eracun,
  };
  const stops: { name: string; stop: () => Promise<void> }[] = [];
  const stopAll = async () => {
    for (const part of stops.reverse()) {
      try {
        await part.stop();
      } catch (error) {
        console.error(`[stack] stopping ${part.name} failed:`, error);
      }
    }
    stops.length = 0;
  };

  try {
    // Taken first: the simulator needs the shop's webhook URL, and a busy port should stop us early.
    const shopPort = options.ports.shop === 0 ? await freePort() : options.ports.shop;
    await assertPortFree(shopPort, 'PORT');
    const shopUrl = `http://localhost:${shopPort}`;

    const dynamo = await startDynamo({
      port: options.ports.dynamo,
      dbPath: options.inMemory ? undefined : path.join(dataDir, 'dynamodb'),
    });
    stops.push({ name: 'DynamoDB Local', stop: dynamo.stop });
    const dynamoDb = dynamoClient(dynamo.endpoint);
    stops.push({ name: 'DynamoDB client', stop: async () => dynamoDb.destroy() });
    await ensureTables(dynamoDb, stage);
    log(`[stack] DynamoDB Local up on ${dynamo.endpoint}, tables ready`);

    const queue = await startLocalQueue({
      port: options.ports.sqs,
      stage,
      dataDir: options.inMemory ? undefined : dataDir,
      handlersDir: options.handlersDir,
      // Nothing is delivered before the handlers' environment is set and the stack is up (queue.open() below).
      holdDeliveries: true,
      retryDelaysMs: options.quickRetries ? QUICK_RETRY_DELAYS_MS.queue : undefined,
      quiet: options.quiet,
    });
    stops.push({ name: 'queue', stop: queue.stop });

    // The configuration set's events reach the queue as SES → SNS → SQS brings them in AWS (cdk/lib/mail.ts).
    const mail = await startMailServer({
      port: options.ports.ses,
      feedback: localMailFeedback(stage, (notification) => queue.send('mailEvents', notification)),
    });
    stops.push({ name: 'SES server', stop: mail.stop });

    const lambda = await startLocalLambda({ port: 0, stage, handlersDir: options.handlersDir });
    stops.push({ name: 'Lambda Invoke stand-in', stop: lambda.stop });

    const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? LOCAL_STRIPE_WEBHOOK_SECRET;
    let payments: RunningPayments | undefined;
    if (simulators.payments) {
      await assertPortFree(options.ports.payments, 'PAYMENTS_PORT');
      payments = await simulators.payments.start({
        port: options.ports.payments,
        webhookUrl: `${shopUrl}/api/payments/webhook`,
        webhookSecret,
        stateFile: options.inMemory ? undefined : path.join(dataDir, 'payments.json'),
      });
      stops.push({ name: simulators.payments.name, stop: payments.stop });
    } else {
      log(`[stack] running without the payment simulator: the shop's payment calls go to ${NO_PAYMENT_PROVIDER} and fail`);
    }

    const fiscalPort = options.ports.fiscal ?? 0;
    if (fiscalPort !== 0) await assertPortFree(fiscalPort, 'FISCAL_PORT');
    const certificateDir = options.inMemory ? undefined : path.join(dataDir, 'fiscal');
    const fiscal = await simulators.cis.start({ port: fiscalPort, sellerOib: SELLER.oib, certificateDir });
    stops.push({ name: simulators.cis.name, stop: fiscal.stop });
    log(
      `[stack] ${simulators.cis.name} up on ${fiscal.url} (local test certificate${certificateDir ? ` in ${certificateDir}` : ', in memory'})`,
    );

    const eracun = await simulators.eracun.start({ port: options.ports.eracun ?? 0, sellerOib: SELLER.oib });
    stops.push({ name: simulators.eracun.name, stop: eracun.stop });
    log(`[stack] ${simulators.eracun.name} up on ${eracun.url}`);

    const env = shopEnvironment({
      stage,
      dynamoEndpoint: dynamo.endpoint,
      sqsEndpoint: queue.endpoint,
      queueUrls: queue.urls,
      sesEndpoint: mail.url,
      lambdaEndpoint: lambda.endpoint,
      stripeApiUrl: payments?.url ?? NO_PAYMENT_PROVIDER,
      shopUrl,
      // The local defaults hold unless the developer's environment says otherwise.
      region: process.env.AWS_REGION,
      mailFrom: process.env.MAIL_FROM,
      stripeSecretKey: process.env.STRIPE_SECRET_KEY,
      stripeWebhookSecret: webhookSecret,
      // The functions read the local test certificate the way AWS functions read the real one: a secret's JSON.
      fiscalSecret: fiscal.fiscalSecret,
      fiscalCisUrl: fiscal.endpoint,
      // The simulator's test CA stands for FINA: the shop trusts it for TLS and CIS's signature.
      fiscalCisCa: fiscal.caPem,
      // The simulator's API user, as the real intermediary's would be held in its secret.
      eRacunSecret: eracun.secret,
      eRacunApiUrl: eracun.url,
    });
    const siteDir = localSiteDir(options.inMemory ? undefined : dataDir);
    Object.assign(env, localSiteEnvironment(siteDir, options.webDist ?? DEFAULT_WEB_DIST, shopUrl));
    // The back office's photos: uploads and the variants made of them (decision 041).
    const imageUploads = localImageUploads(options.inMemory ? undefined : dataDir);
    Object.assign(env, imageUploads.env);
    const restoreEnv = applyEnvironment(env);
    stops.unshift({ name: 'environment', stop: async () => restoreEnv() });

    if (options.seed) {
      await seed(log);
      // Data kept from before the facet index and ratings heals here, before the streams start reading.
      await healCatalogIndex(log);
    }

    // Drawn after the shop server listens (the page functions write their index there): until then the stack is not ready.
    // A failed drawing is reported (and logged), but the shop still answers every page with the SPA.
    let pages: 'drawing' | 'up' | 'failed' = 'drawing';
    const health = async (): Promise<HealthReport> => {
      const [dynamoUp, sesUp, paymentsUp, fiscalUp] = await Promise.all([
        dynamoDb.send(new ListTablesCommand({ Limit: 1 }), { abortSignal: AbortSignal.timeout(1500) }).then(
          () => true,
          () => false,
        ),
        answers(`${mail.url}/health-check`),
        payments ? payments.answers() : Promise.resolve(false),
        fiscal.answers(),
      ]);
      const up = (ok: boolean) => (ok ? 'up' : 'down');
      return {
        status: dynamoUp && sesUp && paymentsUp && fiscalUp && pages !== 'drawing' ? 'ok' : 'degraded',
        dynamo: { status: up(dynamoUp), endpoint: dynamo.endpoint },
        ses: { status: up(sesUp), url: mail.url },
        payments: payments ? { status: up(paymentsUp), url: payments.url } : { status: 'missing' },
        fiscal: { status: up(fiscalUp), url: fiscal.url },
        queue: { status: 'up', ...queue.stats() },
        pages: { status: pages },
      };
    };
    const jobs = startLocalJobs({ stage, handlersDir: options.handlersDir, quiet: options.quiet });
    stops.push({ name: 'jobs', stop: jobs.stop });
    const streams = await startLocalStreams({
      stage,
      dynamoEndpoint: dynamo.endpoint,
      dataDir: options.inMemory ? undefined : dataDir,
      handlersDir: options.handlersDir,
      retryDelaysMs: options.quickRetries ? QUICK_RETRY_DELAYS_MS.streams : undefined,
      quiet: options.quiet,
    });
    stops.push({ name: 'streams', stop: streams.stop });
    // The edge's key value store: drawn pages and kept answers' versions, beside the pages it names (local/pageIndex.ts).
    const pageIndex = createLocalPageIndex({ file: options.inMemory ? undefined : path.join(dataDir, 'page-index.json') });
    const api = await startApiServer({
      runJob: jobs.runNow,
      port: shopPort,
      webDist: options.webDist,
      siteDir,
      pageIndex,
      // Photos the catalog import stored (npm run admin -- catalog import, local/admin/catalogPhotos.ts).
      importedImagesDir: imageUploads.env.IMAGES_DIR,
      imageUploads: imageUploads.uploads,
      handlersDir: options.handlersDir,
      health,
      quiet: options.quiet,
      throttle: options.apiThrottle,
    });
    stops.push({ name: 'shop server', stop: api.stop });
    // Every part is up: the consumers may run now, on what waits from the last run as well.
    queue.open();
    // The page functions write their index at the shop server, as they do at CloudFront in AWS.
    pages = (await renderEveryPage(queue, log)) ? 'up' : 'failed';

    return {
      urls: {
        shop: api.url,
        health: `${api.url}/health`,
        mailInbox: mail.url,
        mailStore: `${mail.url}/store`,
        payments: payments?.url,
        paymentsOperator: payments?.operatorUrl,
        fiscal: fiscal.url,
        eracun: eracun.url,
        dynamo: dynamo.endpoint,
        sqs: queue.urls.paymentEvents ?? queue.endpoint,
        deadLetters: path.join(dataDir, 'dead-letters.jsonl'),
      },
      env,
      queue,
      edgeStore: pageIndex,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1500) });
    return true;
  } catch {
    return false;
  }
}

async function seed(log: (line: string) => void) {
  const file = path.join(REPO_ROOT, 'local', 'seed', 'seed.ts');
  if (!existsSync(file)) {
    log('[stack] local/seed/seed.ts is missing: skipping the demo data');
    return;
  }
  const started = Date.now();
  const { seedDemoData } = (await import(pathToFileURL(file).href)) as {
    seedDemoData(): Promise<{ seeded: boolean }>;
  };
  const { seeded } = await seedDemoData();
  log(`[stack] demo data ${seeded ? 'seeded' : 'already present'} (${Date.now() - started} ms)`);
}

/** A catalog kept from before the facet index and ratings is rebuilt once, before the streams start (local/seed/reindexOnStart.ts). */
async function healCatalogIndex(log: (line: string) => void) {
  const started = Date.now();
  const { reindexIfMissing } = (await import(pathToFileURL(path.join(REPO_ROOT, 'local', 'seed', 'reindexOnStart.ts')).href)) as {
    reindexIfMissing(): Promise<import('../lambdas/catalog/reindexCatalog.ts').ReindexResult | undefined>;
  };
  const result = await reindexIfMissing();
  if (!result) return;
  const { listings, searchEntries, ratings } = result;
  log(
    `[stack] catalog index rebuilt for data from before it (${Date.now() - started} ms): ${listings.written} facet summaries, ` +
      `${searchEntries.written} search entries, ${ratings.written} ratings written`,
  );
}
