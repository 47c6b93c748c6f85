import * as z from 'zod/mini';
import { INVOKED, type InvokedName, QUEUES, type QueueName } from '../queues.ts';
import { TABLES, type TableName } from '../tables.ts';
import { currentFunction, functionEnv, PerFunction } from './functionScope.ts';

/**
 * Everything a function reads from its environment, in one schema. Each adapter asks for the
 * part it needs when it is created (at cold start), so a missing variable fails at once with
 * its name, and a function is not made to carry settings it never uses.
 */
const Env = z.object({
  STAGE: z.optional(z.string()),
  AWS_REGION: z.optional(z.string()),
  /** Local stack only: where DynamoDB Local, the SQS stand-in and the SES server listen. */
  DYNAMODB_ENDPOINT: z.optional(z.url()),
  SQS_ENDPOINT: z.optional(z.url()),
  SES_ENDPOINT: z.optional(z.url()),
  /** Local stack only: where the stand-in for Lambda's Invoke API listens (local/lambdaInvoke.ts). */
  LAMBDA_ENDPOINT: z.optional(z.url()),
  /** The shop's public origin, for links in emails and the payment page's way back. */
  SHOP_URL: z.optional(z.url()),
  MAIL_FROM: z.optional(z.email()),
  /** The SES configuration set every send names, whose events bring bounces and complaints back (cdk/lib/mail.ts). */
  MAIL_CONFIGURATION_SET: z.optional(z.string()),
  /** Local stack only: the payment simulator, e.g. http://localhost:4242. */
  STRIPE_API_URL: z.optional(z.url()),
});
type Env = z.infer<typeof Env>;

const parsed = new PerFunction<Env>();
function env(): Env {
  return parsed.get(() => Env.parse(functionEnv()));
}

export class MissingConfigError extends Error {
  constructor(name: string) {
    // On the local stack and in tests, the message also says which grant the function lacks.
    super(`Missing configuration: environment variable ${name} is not set${currentFunction()?.lacks(name) ?? ''}.`);
    this.name = 'MissingConfigError';
  }
}

function required<K extends keyof Env>(name: K): NonNullable<Env[K]> {
  const value = env()[name];
  if (value === undefined || value === '') throw new MissingConfigError(name);
  return value as NonNullable<Env[K]>;
}

export function tableName(table: TableName): string {
  const name = functionEnv()[TABLES[table].envVar];
  if (!name) throw new MissingConfigError(TABLES[table].envVar);
  return name;
}

export function queueUrl(queue: QueueName): string {
  const url = functionEnv()[QUEUES[queue].envVar];
  if (!url) throw new MissingConfigError(QUEUES[queue].envVar);
  return url;
}

/** The URL of a queue's dead-letter queue, where its messages go after every delivery failed. */
export function deadLetterQueueUrl(queue: QueueName): string {
  const url = functionEnv()[QUEUES[queue].deadLetterEnvVar];
  if (!url) throw new MissingConfigError(QUEUES[queue].deadLetterEnvVar);
  return url;
}

/** The name of one of the shop's invoked functions (lambdas/routes.ts `invoked`), as Lambda knows it. */
export function invokedFunctionName(fn: InvokedName): string {
  const name = functionEnv()[INVOKED[fn].envVar];
  if (!name) throw new MissingConfigError(INVOKED[fn].envVar);
  return name;
}

export const config = {
  region: () => env().AWS_REGION ?? 'eu-central-1',
  dynamodbEndpoint: () => env().DYNAMODB_ENDPOINT,
  sqsEndpoint: () => env().SQS_ENDPOINT,
  sesEndpoint: () => env().SES_ENDPOINT,
  lambdaEndpoint: () => env().LAMBDA_ENDPOINT,
  shopUrl: () => required('SHOP_URL').replace(/\/$/, ''),
  mailFrom: () => required('MAIL_FROM'),
  mailConfigurationSet: () => required('MAIL_CONFIGURATION_SET'),
  stripeApiUrl: () => env().STRIPE_API_URL,
};

/** Tests change the environment between cases; this makes the next read see it. */
export function resetConfigForTests(): void {
  parsed.clear();
}
