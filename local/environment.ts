import { INVOKED, type InvokedName, isFifoQueue, QUEUES, type QueueName } from '../lambdas/queues.ts';
import { physicalTableName, TABLES, type TableName } from '../lambdas/tables.ts';

/**
 * The whole shop's environment (every table, queue and secret that lambdas/platform/config.ts
 * can read), built in one place for the local stack and for the test setup, which points every
 * endpoint but DynamoDB at a dead port. A function running on the local stack sees only the
 * part its `uses` grants (lambdas/grants.ts `functionScope`).
 */

/** Clearly-local secrets: the simulator accepts them, and no real provider ever would. */
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_local_slow_fashion_simulator';
/** Signs local customers' session tokens; AWS stages generate their own in Secrets Manager. */
export const LOCAL_JWT_SECRET = 'local-only-session-key-never-used-in-production-0123';
/** Signs local staff's session tokens and seals their second factor's secrets; AWS stages generate their own. */
export const LOCAL_STAFF_KEY = 'local-only-staff-key-never-used-in-production-4567';
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_local_slow_fashion_simulator';
/** What the local server, as the edge, sends every API function (lambdas/platform/edge.ts); AWS stages generate their own. */
export const LOCAL_ORIGIN_SECRET = 'local-only-origin-secret-never-used-in-production';
export const LOCAL_MAIL_FROM = 'shop@slow-fashion.example';
export const LOCAL_REGION = 'eu-central-1';
/** Clearly-local credentials: the local services want some, and real ones must never be used here. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' } as const;
/** The account id the local stand-ins put into ARNs and queue URLs. */
export const LOCAL_ACCOUNT_ID = '000000000000';

/** `paymentEvents` in stage `local` is the queue `local-payment-events`; a FIFO queue's name ends in `.fifo`, as SQS wants. */
export function physicalQueueName(stage: string, queue: QueueName): string {
  return `${stage}-${queue.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}${isFifoQueue(queue) ? FIFO_SUFFIX : ''}`;
}

const FIFO_SUFFIX = '.fifo';
export const isFifoName = (queueName: string) => queueName.endsWith(FIFO_SUFFIX);

/** A queue's dead-letter queue, as the CDK app names it: `<queue>-dlq`, or `<queue>-dlq.fifo` for a FIFO queue's (which must be FIFO too). */
export const deadLetterQueueName = (queueName: string) =>
  isFifoName(queueName) ? `${queueName.slice(0, -FIFO_SUFFIX.length)}-dlq${FIFO_SUFFIX}` : `${queueName}-dlq`;

/** The URL of a queue's dead-letter queue on the same endpoint. */
export const deadLetterQueueUrl = (queueUrl: string) =>
  `${queueUrl.slice(0, queueUrl.lastIndexOf('/') + 1)}${deadLetterQueueName(queueUrl.slice(queueUrl.lastIndexOf('/') + 1))}`;

/** Where a queue lives on the local SQS stand-in (or on the dead endpoint, in tests). */
export function localQueueUrl(endpoint: string, stage: string, queue: QueueName): string {
  return `${endpoint}/${LOCAL_ACCOUNT_ID}/${physicalQueueName(stage, queue)}`;
}

/** The SES configuration set of a stage, named as the CDK app names it (cdk/lib/mail.ts): `shop-local-mail`. */
export const mailConfigurationSetName = (stage: string) => `shop-${stage}-mail`;

/** An invoked function's name in stage `local`: `local-renderInvoicePdf`, as it is `shop-<stage>-renderInvoicePdf` in AWS. */
export const localFunctionName = (stage: string, fn: InvokedName) => `${stage}-${fn}`;

/** Every queue's URL on one SQS endpoint (the local stand-in, or the dead endpoint in tests). */
export function localQueueUrls(endpoint: string, stage: string): Record<QueueName, string> {
  return Object.fromEntries(Object.keys(QUEUES).map((queue) => [queue, localQueueUrl(endpoint, stage, queue as QueueName)])) as Record<
    QueueName,
    string
  >;
}

export interface ShopEnvironmentInput {
  stage: string;
  dynamoEndpoint: string;
  sqsEndpoint: string;
  queueUrls: Record<QueueName, string>;
  sesEndpoint: string;
  stripeApiUrl: string;
  shopUrl: string;
  /** The stand-in for Lambda's Invoke API (local/lambdaInvoke.ts); a dead port when absent. */
  lambdaEndpoint?: string;
  /** The rest default to the clearly-local values above. */
  region?: string;
  mailFrom?: string;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  /** The fiscal secret's JSON (a local test certificate, local/simulators/cis/testCertificate.ts) and where CIS (the simulator) listens. */
  fiscalSecret?: string;
  fiscalCisUrl?: string;
  /** The local CIS simulator's test CA (FISCAL_CIS_CA), trusted beside FINA's chain. */
  fiscalCisCa?: string;
  /** The intermediary's API user as JSON (ERACUN_SECRET) and where it (the simulator) listens (ERACUN_API_URL). */
  eRacunSecret?: string;
  eRacunApiUrl?: string;
}

export function shopEnvironment(input: ShopEnvironmentInput): Record<string, string> {
  const env: Record<string, string> = {
    STAGE: input.stage,
    AWS_REGION: input.region ?? LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    // Never look further for credentials (profiles, instance metadata) than the two above.
    AWS_EC2_METADATA_DISABLED: 'true',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    DYNAMODB_ENDPOINT: input.dynamoEndpoint,
    SQS_ENDPOINT: input.sqsEndpoint,
    SES_ENDPOINT: input.sesEndpoint,
    LAMBDA_ENDPOINT: input.lambdaEndpoint ?? 'http://127.0.0.1:9',
    STRIPE_API_URL: input.stripeApiUrl,
    SHOP_URL: input.shopUrl,
    MAIL_FROM: input.mailFrom ?? LOCAL_MAIL_FROM,
    MAIL_CONFIGURATION_SET: mailConfigurationSetName(input.stage),
    STRIPE_SECRET_KEY: input.stripeSecretKey ?? LOCAL_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: input.stripeWebhookSecret ?? LOCAL_STRIPE_WEBHOOK_SECRET,
    JWT_SECRET: process.env.JWT_SECRET ?? LOCAL_JWT_SECRET,
    ORIGIN_SECRET: LOCAL_ORIGIN_SECRET,
    STAFF_KEY: process.env.STAFF_KEY ?? LOCAL_STAFF_KEY,
    ...(input.fiscalSecret ? { FISCAL_SECRET: input.fiscalSecret } : {}),
    // The simulator takes Fiscalisation 2.0's messages at the receipts' address (CIS: another port).
    ...(input.fiscalCisUrl ? { FISCAL_CIS_URL: input.fiscalCisUrl, FISCAL_ERACUN_CIS_URL: input.fiscalCisUrl } : {}),
    ...(input.fiscalCisCa ? { FISCAL_CIS_CA: input.fiscalCisCa } : {}),
    ...(input.eRacunSecret ? { ERACUN_SECRET: input.eRacunSecret } : {}),
    ...(input.eRacunApiUrl ? { ERACUN_API_URL: input.eRacunApiUrl } : {}),
    // CloudWatch metric lines mean nothing off AWS; logs stay on.
    POWERTOOLS_METRICS_DISABLED: 'true',
  };
  for (const [table, def] of Object.entries(TABLES)) {
    env[def.envVar] = physicalTableName(input.stage, table as TableName);
  }
  for (const [fn, def] of Object.entries(INVOKED)) env[def.envVar] = localFunctionName(input.stage, fn as InvokedName);
  for (const [queue, def] of Object.entries(QUEUES)) {
    const url = input.queueUrls[queue as QueueName];
    if (url) {
      env[def.envVar] = url;
      // The stand-in's dead-letter queue of each queue (local/queue.ts): its name with -dlq.
      env[def.deadLetterEnvVar] = deadLetterQueueUrl(url);
    }
  }
  return env;
}

/**
 * Sets the variables on process.env (dropping ones that would point the SDK at a real
 * account) and returns a function that puts the previous values back.
 */
export function applyEnvironment(env: Record<string, string>): () => void {
  const dropped = ['AWS_SESSION_TOKEN', 'AWS_PROFILE', 'AWS_DEFAULT_PROFILE', 'AWS_ROLE_ARN', 'AWS_WEB_IDENTITY_TOKEN_FILE'];
  const previous = new Map<string, string | undefined>();
  for (const name of [...Object.keys(env), ...dropped]) previous.set(name, process.env[name]);
  for (const name of dropped) delete process.env[name];
  Object.assign(process.env, env);
  return () => {
    for (const [name, value] of previous) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}
