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
import { type FiscalSimulator, startFiscalSimulator } from './fiscal/simulator.ts';
import { startLocalIntermediary } from './eracun/localIntermediary.ts';
import { ensureTestCertificate, makeTestCertificate, testFiscalSecret } from './fiscal/testCertificate.ts';
import { startLocalJobs } from './jobs.ts';
import { startLocalLambda } from './lambdaInvoke.ts';
import { localMailFeedback, startMailServer } from './mail.ts';
import { localImageUploads } from './imageUploads.ts';
import { assertPortFree, freePort } from './ports.ts';
import { startLocalQueue } from './queue.ts';
import { startLocalStreams } from './streams.ts';

/**
 * The whole shop on one machine: DynamoDB Local, the SES server, the SQS stand-in, the payment
 * simulator, the route table on an HTTP server with the built SPA, and the jobs on timers.
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
  /** The CIS simulator (local/fiscal/); any free port when absent. */
  fiscal?: number;
  /** The information intermediary's simulator (local/eracun/); any free port when absent. */
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
}

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

interface PaymentSimulator {
  url: string;
  close(): Promise<void>;
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const stage = options.stage ?? 'local';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const log = options.quiet ? () => {} : (line: string) => console.log(line);
  const dataDir = path.resolve(options.dataDir);
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
    const payments = await startPayments({
      port: options.ports.payments,
      webhookUrl: `${shopUrl}/api/payments/webhook`,
      webhookSecret,
      stateFile: options.inMemory ? undefined : path.join(dataDir, 'payments.json'),
      log,
    });
    if (payments) stops.push({ name: 'payment simulator', stop: payments.close });

    const fiscal = await startFiscal(options.ports.fiscal ?? 0, options.inMemory ? undefined : path.join(dataDir, 'fiscal'));
    stops.push({ name: 'CIS simulator', stop: fiscal.simulator.close });
    log(`[stack] CIS simulator up on ${fiscal.simulator.url} (local test certificate${fiscal.dir ? ` in ${fiscal.dir}` : ', in memory'})`);

    const eracun = await startLocalIntermediary(options.ports.eracun ?? 0, SELLER.oib);
    stops.push({ name: 'eRačun intermediary simulator', stop: eracun.simulator.close });
    log(`[stack] eRačun intermediary simulator up on ${eracun.simulator.url}`);

    const env = shopEnvironment({
      stage,
      dynamoEndpoint: dynamo.endpoint,
      sqsEndpoint: queue.endpoint,
      queueUrls: queue.urls,
      sesEndpoint: mail.url,
      lambdaEndpoint: lambda.endpoint,
      // A dead port when the simulator is missing, so payment calls fail instead of going out.
      stripeApiUrl: payments?.url ?? 'http://127.0.0.1:9',
      shopUrl,
      // The local defaults hold unless the developer's environment says otherwise.
      region: process.env.AWS_REGION,
      mailFrom: process.env.MAIL_FROM,
      stripeSecretKey: process.env.STRIPE_SECRET_KEY,
      stripeWebhookSecret: webhookSecret,
      // The functions read the local test certificate the way AWS functions read the real one: a secret's JSON.
      fiscalSecret: fiscal.secret,
      fiscalCisUrl: fiscal.simulator.endpoint,
      // The simulator's test CA stands for FINA: the shop trusts it for TLS and CIS's signature.
      fiscalCisCa: fiscal.caPem,
      // The simulator's API user, as the real intermediary's would be held in its secret.
      eRacunSecret: eracun.secret,
      eRacunApiUrl: eracun.simulator.url,
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
        payments ? answers(payments.url) : Promise.resolve(false),
        fiscal.simulator.answers(),
      ]);
      const up = (ok: boolean) => (ok ? 'up' : 'down');
      return {
        status: dynamoUp && sesUp && paymentsUp && fiscalUp && pages !== 'drawing' ? 'ok' : 'degraded',
        dynamo: { status: up(dynamoUp), endpoint: dynamo.endpoint },
        ses: { status: up(sesUp), url: mail.url },
        payments: payments ? { status: up(paymentsUp), url: payments.url } : { status: 'missing' },
        fiscal: { status: up(fiscalUp), url: fiscal.simulator.url },
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
        paymentsOperator: payments ? `${payments.url}/_simulator` : undefined,
        fiscal: fiscal.simulator.url,
        eracun: eracun.simulator.url,
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

async function startPayments(options: {
  port: number;
  webhookUrl: string;
  webhookSecret: string;
  stateFile?: string;
  log: (line: string) => void;
}): Promise<PaymentSimulator | undefined> {
  const file = path.join(REPO_ROOT, 'local', 'payments', 'simulator.ts');
  if (!existsSync(file)) {
    options.log('[stack] local/payments/simulator.ts is missing: running without the payment simulator');
    return undefined;
  }
  await assertPortFree(options.port, 'PAYMENTS_PORT');
  const { startPaymentSimulator } = (await import(pathToFileURL(file).href)) as {
    startPaymentSimulator(o: {
      port: number;
      publicUrl?: string;
      webhookUrl: string;
      webhookSecret: string;
      stateFile?: string;
    }): Promise<PaymentSimulator>;
  };
  const port = options.port === 0 ? await freePort() : options.port;
  return startPaymentSimulator({
    port,
    publicUrl: `http://localhost:${port}`,
    webhookUrl: options.webhookUrl,
    webhookSecret: options.webhookSecret,
    stateFile: options.stateFile,
  });
}

/**
 * The CIS simulator and the local test certificate it trusts: made at the first start in the
 * data directory (`.data/fiscal/`), or in memory for a stack that keeps nothing.
 */
async function startFiscal(
  port: number,
  dir: string | undefined,
): Promise<{ simulator: FiscalSimulator; secret: string; caPem: string; dir?: string }> {
  const certificate = dir ? ensureTestCertificate(dir, SELLER.oib) : makeTestCertificate(SELLER.oib);
  if (port !== 0) await assertPortFree(port, 'FISCAL_PORT');
  const simulator = await startFiscalSimulator({
    port,
    caPem: certificate.caPem,
    sellerOib: SELLER.oib,
    signer: { certificatePem: certificate.cisSignerPem, keyPem: certificate.cisSignerKeyPem },
    tls: { certificatePem: certificate.serverCertificatePem, keyPem: certificate.serverKeyPem },
  });
  return { simulator, secret: testFiscalSecret(certificate), caPem: certificate.caPem, dir };
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
