import { inject, vi } from 'vitest';
import { applyEnvironment, localQueueUrls, shopEnvironment } from '../local/environment.ts';
import { dynamoOfPool, testStage } from './stage.ts';

/**
 * Every test file starts with the environment a shop function would have, with fake
 * credentials and only DynamoDB reachable (the run's DynamoDB Local). SQS, SES, the payment
 * provider and CIS point at a dead port, so a call that escapes its mock fails loudly at once instead
 * of reaching out.
 */
export const DEAD_ENDPOINT = 'http://127.0.0.1:9';

// A file that shares its worker's modules with the files before it starts with Node's own
// globals and environment, whatever those files stubbed.
vi.unstubAllGlobals();
vi.unstubAllEnvs();

const stage = testStage();

/** The worker's own DynamoDB Local (test/globalSetup.ts): one instance answers one client at a time well. */
function dynamoEndpointOfWorker(): string {
  const endpoints = JSON.parse(inject('dynamoEndpoints')) as string[];
  return endpoints[dynamoOfPool(Number(process.env.VITEST_POOL_ID ?? '1'), endpoints.length)] as string;
}
applyEnvironment(
  shopEnvironment({
    stage,
    dynamoEndpoint: dynamoEndpointOfWorker(),
    sqsEndpoint: DEAD_ENDPOINT,
    queueUrls: localQueueUrls(DEAD_ENDPOINT, stage),
    sesEndpoint: DEAD_ENDPOINT,
    stripeApiUrl: DEAD_ENDPOINT,
    shopUrl: 'http://localhost:3000',
    fiscalSecret: inject('fiscalSecret'),
    fiscalCisUrl: DEAD_ENDPOINT,
    fiscalCisCa: inject('fiscalCaPem'),
  }),
);

// No request path may Scan (DESIGN: DynamoDB). The guard sits on the shop's own client, so any
// handler or use case that scans fails its test; tests that look at a whole table for
// inspection go through test/tables.ts `scanTable`, a client of their own.
// Added once per client: files that share a worker's modules (isolate: false) share the client.
const { dynamo } = await import('../lambdas/platform/dynamo.ts');
const stack = dynamo().middlewareStack;
if (!stack.identify().some((entry) => entry.startsWith('noScanOnRequestPaths')))
  stack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'ScanCommand') {
        throw new Error('Scan on the shop’s DynamoDB client: request paths read by key (GetItem, BatchGetItem, Query), never by Scan.');
      }
      return next(args);
    },
    { step: 'initialize', name: 'noScanOnRequestPaths' },
  );
