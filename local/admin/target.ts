import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { SQSClient } from '@aws-sdk/client-sqs';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { shopName } from '../../cdk/lib/config.ts';
import { awsClientOptions } from '../../lambdas/platform/aws.ts';
import { systemClock } from '../../lambdas/platform/clock.ts';
import { config } from '../../lambdas/platform/config.ts';
import { createSesMailer, type Mailer } from '../../lambdas/platform/mailer.ts';
import { type DeadLetterQueue, deadLetterQueueNamed } from '../../lambdas/deadLetters/deadLetterQueue.ts';
import { QUEUES } from '../../lambdas/queues.ts';
import { physicalTableName, TABLES, type TableName } from '../../lambdas/tables.ts';
import { dynamoClient } from '../dynamo.ts';
import { applyEnvironment, deadLetterQueueName, localQueueUrls, physicalQueueName, shopEnvironment } from '../environment.ts';
import { REPO_ROOT } from '../handlers.ts';
import { type AdminContext, type Need, OperatorError, type OptionSpec, type OptionValues, type Problems, stringOption } from './command.ts';
import { folderImageStore, localImagesDir } from './imageStore.ts';
import { s3ImageStore } from './s3ImageStore.ts';
import type { AdminIo } from './io.ts';
import { restoredTableNames } from './tableSwitch.ts';

/**
 * Where the commands act. By default the local shop of `npm start` (its DynamoDB Local, SES
 * server and queue, on the ports local/start.ts uses); with `--stage` a deployed stage, whose
 * names follow the CDK app's rule (`shop-<stage>-...`), reached with an AWS profile.
 */

export const GLOBAL_OPTIONS: Record<string, OptionSpec> = {
  stage: {
    type: 'string',
    value: 'STAGE',
    description: 'act on a deployed stage (dev, prod, ...) instead of the local shop; needs --profile',
  },
  profile: { type: 'string', value: 'NAME', description: 'the AWS profile (~/.aws/config) to act with; only with --stage' },
  region: { type: 'string', value: 'REGION', description: "the stage's region (default eu-central-1); only with --stage" },
  'shop-url': {
    type: 'string',
    value: 'URL',
    description:
      "the stage's shop URL for links in mail, needed with --stage by commands that send mail: it is CloudFront's, not known offline (output ShopUrl of stack shop-<stage>)",
  },
  'mail-from': {
    type: 'string',
    value: 'EMAIL',
    description:
      'the sender with --stage (default shop@<mailDomain of cdk.json>, as the CDK app sets it); deploys with -c mailDomain=... need it',
  },
  'images-bucket': {
    type: 'string',
    value: 'NAME',
    description:
      "the stage's images bucket, needed with --stage by a catalog import with photos (output ImagesBucket of stack shop-<stage>)",
  },
  help: { type: 'boolean', short: 'h', description: 'show help' },
};

export interface TargetOptions {
  stage?: string;
  profile?: string;
  region?: string;
  shopUrl?: string;
  mailFrom?: string;
  imagesBucket?: string;
}

const STAGE = /^[a-z][a-z0-9-]{0,10}[a-z0-9]$/;
const LOCAL_STAGE = 'local';

export function parseTargetOptions(values: OptionValues, problems: Problems, rules: { profileOptional?: boolean } = {}): TargetOptions {
  const options: TargetOptions = {
    stage: stringOption(values, 'stage'),
    profile: stringOption(values, 'profile'),
    region: stringOption(values, 'region'),
    shopUrl: stringOption(values, 'shop-url'),
    mailFrom: stringOption(values, 'mail-from'),
    imagesBucket: stringOption(values, 'images-bucket'),
  };
  const aws = options.stage !== undefined && options.stage !== LOCAL_STAGE;
  if (aws) {
    if (!STAGE.test(options.stage as string)) problems.add(`--stage must be a stage name like dev or prod, not "${options.stage}".`);
    if (!options.profile && !rules.profileOptional) problems.add('--stage needs --profile NAME: the AWS profile to act with.');
  } else {
    for (const name of ['profile', 'region', 'shop-url', 'mail-from', 'images-bucket'] as const) {
      if (values[name] !== undefined) problems.add(`--${name} goes with --stage; the local shop needs none.`);
    }
  }
  if (options.region !== undefined && !/^[a-z]{2}(-[a-z]+)+-\d$/.test(options.region)) {
    problems.add(`--region must be an AWS region like eu-central-1, not "${options.region}".`);
  }
  if (options.shopUrl !== undefined && !/^https?:\/\/[^\s/]+/.test(options.shopUrl)) {
    problems.add(`--shop-url must be a URL like https://d1234.cloudfront.net, not "${options.shopUrl}".`);
  }
  if (options.mailFrom !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(options.mailFrom)) {
    problems.add(`--mail-from must be an email address, not "${options.mailFrom}".`);
  }
  return options;
}

/** Sets the environment the shop's modules read for the target, checks what the command needs, and gives its context. */
export async function prepareTarget(options: TargetOptions, needs: readonly Need[], io: AdminIo): Promise<AdminContext> {
  return options.stage === undefined || options.stage === LOCAL_STAGE ? prepareLocal(needs, io) : prepareAws(options, needs, io);
}

function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const port = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new OperatorError(`${name} must be a port number, not "${raw}".`);
  return port;
}

async function answers(check: () => Promise<unknown>): Promise<boolean> {
  return check().then(
    () => true,
    () => false,
  );
}

async function prepareLocal(needs: readonly Need[], io: AdminIo): Promise<AdminContext> {
  const host = (port: number) => `http://localhost:${port}`;
  const dynamoEndpoint = host(portFromEnv('DYNAMODB_PORT', 8000));
  const sesEndpoint = host(portFromEnv('SES_PORT', 8005));
  const sqsEndpoint = host(portFromEnv('SQS_PORT', 9324));
  applyEnvironment(
    shopEnvironment({
      stage: LOCAL_STAGE,
      dynamoEndpoint,
      sqsEndpoint,
      queueUrls: localQueueUrls(sqsEndpoint, LOCAL_STAGE),
      sesEndpoint,
      stripeApiUrl: host(portFromEnv('PAYMENTS_PORT', 4242)),
      shopUrl: host(portFromEnv('PORT', 3000)),
      // As in local/stack.ts: the developer's own values hold.
      region: process.env.AWS_REGION,
      mailFrom: process.env.MAIL_FROM,
    }),
  );
  const problems: string[] = [];
  const probe = dynamoClient(dynamoEndpoint);
  if (!(await answers(() => probe.send(new ListTablesCommand({ Limit: 1 }), { abortSignal: AbortSignal.timeout(3000) })))) {
    problems.push(
      `DynamoDB Local does not answer at ${dynamoEndpoint}. Start the shop with \`npm start\` (or set DYNAMODB_PORT to its port).`,
    );
  }
  probe.destroy();
  if (needs.includes('mail') && !(await answers(() => fetch(`${sesEndpoint}/health-check`, { signal: AbortSignal.timeout(3000) })))) {
    problems.push(
      `The local mail server does not answer at ${sesEndpoint}. Start the shop with \`npm start\` (or set SES_PORT to its port).`,
    );
  }
  if (problems.length > 0) throw new OperatorError(problems);
  const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
  return {
    io,
    clock: systemClock,
    target: { kind: 'local', stage: LOCAL_STAGE, description: 'the local shop' },
    mailer: lazy<Mailer>(() => createSesMailer()),
    shopUrl: () => config.shopUrl(),
    deadLetters: lazy(() => localDeadLetters(new SQSClient(awsClientOptions(sqsEndpoint)))),
    images: lazy(() => folderImageStore(localImagesDir(dataDir))),
  };
}

/**
 * The payment events' dead letters on the local queue stand-in (local/queue.ts), through the SQS
 * calls a stage's take, with a sentence for the operator when the queue (inside `npm start`) does
 * not answer.
 */
export function localDeadLetters(sqs: SQSClient, stage: string = LOCAL_STAGE): DeadLetterQueue {
  const queueName = physicalQueueName(stage, 'paymentEvents');
  // The stand-in answers at once; there is nothing to wait for.
  const queue = deadLetterQueueNamed({ sqs, queueName, deadLetterQueueName: deadLetterQueueName(queueName), waitSeconds: 0 });
  const answering =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (error) {
        if (error instanceof OperatorError || !/ECONNREFUSED|fetch failed|connect/i.test(String((error as Error).message ?? error)))
          throw error;
        throw new OperatorError(
          `The local queue ${queueName} does not answer (${(error as Error).message}). Start the shop with \`npm start\` (or set SQS_PORT to its port).`,
        );
      }
    };
  return { description: queue.description, list: answering(queue.list), replay: answering(queue.replay), remove: answering(queue.remove) };
}

/** The domain the CDK app mails from unless deployed with another: cdk.json's context `mailDomain`. */
export function defaultMailDomain(): string {
  const cdkJson = JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context?: { mailDomain?: string } };
  return cdkJson.context?.mailDomain || 'example.com';
}

/** The sender the CDK app gives the functions: `shop@<mailDomain>`. */
const defaultMailFrom = (): string => `shop@${defaultMailDomain()}`;

async function prepareAws(options: TargetOptions, needs: readonly Need[], io: AdminIo): Promise<AdminContext> {
  const stage = options.stage as string;
  if (needs.includes('mail') && !options.shopUrl) {
    throw new OperatorError(
      `--shop-url is needed with --stage for a command that sends mail (its links point at the shop): the ShopUrl output of stack shop-${stage}.`,
    );
  }
  const region = options.region ?? 'eu-central-1';
  // No stand-in endpoints, and no static keys that would compete with the profile.
  const dropped = ['DYNAMODB_ENDPOINT', 'SQS_ENDPOINT', 'SES_ENDPOINT', 'STRIPE_API_URL', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'];
  dropped.push('AWS_SESSION_TOKEN', 'AWS_DEFAULT_PROFILE', ...Object.values(QUEUES).flatMap((q) => [q.envVar, q.deadLetterEnvVar]));
  for (const name of dropped) delete process.env[name];
  const env: Record<string, string> = {
    STAGE: stage,
    AWS_REGION: region,
    ...(options.profile ? { AWS_PROFILE: options.profile } : {}),
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    // Metric lines count only in a Lambda's log; here they would be noise among the output.
    POWERTOOLS_METRICS_DISABLED: 'true',
    MAIL_FROM: options.mailFrom ?? defaultMailFrom(),
    // The stage's configuration set (cdk/lib/mail.ts), which SES also applies to a send naming none.
    MAIL_CONFIGURATION_SET: shopName({ stage }, 'mail'),
    ...(options.shopUrl ? { SHOP_URL: options.shopUrl } : {}),
  };
  // The tables the stage's functions use after a restore's switch (docs/restore.md), so that
  // operators' commands read and write where the shop does.
  const restored = restoredTableNames(path.join(REPO_ROOT, 'cdk.context.json'), stage);
  for (const [table, def] of Object.entries(TABLES)) {
    env[def.envVar] = restored[table as TableName] ?? physicalTableName(stage, table as TableName);
  }
  Object.assign(process.env, env);
  // The shop's own calls to SES, Lambda, SQS and S3 (lambdas/platform/awsRequest.ts) sign with the
  // credentials in the environment, as a function's are given to it: the profile's, resolved once
  // for the command (the SDK's clients, which would resolve the same, then read them there too).
  const { accessKeyId, secretAccessKey, sessionToken } = await defaultProvider({ profile: options.profile })();
  Object.assign(process.env, { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey });
  if (sessionToken) process.env.AWS_SESSION_TOKEN = sessionToken;
  const description = `stage ${stage} (${options.profile ? `profile ${options.profile}` : 'no AWS profile'}, ${region})`;
  io.err(`Acting on ${description}.`);
  for (const [table, name] of Object.entries(restored)) io.err(`The ${table} table is ${name} (restored; cdk.context.json).`);
  return {
    io,
    clock: systemClock,
    target: { kind: 'aws', stage, description },
    mailer: lazy<Mailer>(() => createSesMailer()),
    shopUrl: () => config.shopUrl(),
    deadLetters: lazy(() =>
      deadLetterQueueNamed({
        sqs: new SQSClient(awsClientOptions()),
        queueName: shopName({ stage }, 'paymentEvents'),
        deadLetterQueueName: shopName({ stage }, 'paymentEvents-dlq'),
      }),
    ),
    images: lazy(() => {
      if (!options.imagesBucket) {
        throw new OperatorError(`--images-bucket is needed with --stage to import photos: the ImagesBucket output of stack shop-${stage}.`);
      }
      return s3ImageStore(options.imagesBucket);
    }),
  };
}
