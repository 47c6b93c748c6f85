import type { FunctionScope } from './platform/functionScope.ts';
import { FAILED_EVENT_QUEUES } from '@shop/shared/contract/adminFailedEvents';
import { INVOKED, QUEUES, type QueueName } from './queues.ts';

/**
 * The queues whose dead letters the failed-events desk reads and replays (the provider's events
 * and the outbox's); the other queues' letters (stream feeds, mail events) alarm and are redriven
 * in SQS (docs/runbook.md).
 */
export const DESK_QUEUES: readonly QueueName[] = FAILED_EVENT_QUEUES;
import { SUPPRESSION_LIST_TABLE, TABLES } from './tables.ts';

/** `append`: PutItem alone, for tables whose items are never changed or deleted (the audit log). */
export type TableAccess = 'read' | 'readWrite' | 'append';

/** A `uses` entry of routes.ts, with names as plain strings (the CDK app's tests pass their own). */
export interface GrantedUses {
  readonly tables?: Readonly<Partial<Record<string, TableAccess>>>;
  readonly sendsTo?: readonly string[];
  readonly mail?: boolean;
  readonly payments?: boolean;
  readonly webhookSecret?: boolean;
  readonly sessionKey?: boolean;
  readonly passwordHashing?: boolean;
  readonly originSecret?: boolean;
  readonly fiscal?: boolean;
  /** The information intermediary eRačuns are sent through (lambdas/invoices/mojERacun.ts): its API user and address. */
  readonly eInvoices?: boolean;
  /** The site's files (prerendered pages, sitemap.xml): the S3 bucket CloudFront serves, or the local server's folder. */
  readonly siteFiles?: boolean;
  /** The edge's key value store (lambdas/platform/pageIndex.ts): drawn pages and the versions of kept answers; CloudFront's, or the local server's. */
  readonly pageIndex?: boolean;
  /** Staff's session tokens and second-factor secrets (lambdas/staff/). */
  readonly staffKey?: boolean;
  /**
   * Photo uploads and the variants made of them (lambdas/images/imageUploads.ts): the images bucket,
   * or the local folders. `true` includes listing the uploads; `{ listsUploads: false }` is the
   * grant without the listing, under which S3 hides whether an upload is there.
   */
  readonly images?: boolean | { readonly listsUploads: boolean };
  /** The queues' dead-letter queues: their URLs, and receiving, hiding and deleting their messages. */
  readonly deadLetters?: boolean;
  readonly invokes?: readonly string[];
}

/**
 * One thing a `uses` entry gives a function. The CDK app binds each grant (a variable and an
 * IAM policy, cdk/lib/constructs/shop-function.ts); the local stack and the tests give the
 * function the same variables and check the same table access (`functionScope` below). Both
 * switch over these kinds, so a new kind of grant cannot reach one and miss the other.
 */
export type Grant =
  | { readonly kind: 'table'; readonly table: string; readonly access: TableAccess }
  | { readonly kind: 'queue'; readonly queue: string }
  | { readonly kind: 'mail' }
  /** The payment provider's secret key and webhook secret live in one secret. */
  | { readonly kind: 'paymentSecrets' }
  | { readonly kind: 'sessionKey' }
  /** The edge's origin secret, which every route checks a request carries (lambdas/platform/edge.ts). */
  | { readonly kind: 'originSecret' }
  /** The fiscal certificate and operator (one secret) and CIS's address. */
  | { readonly kind: 'fiscal' }
  /** The information intermediary's API user (one secret) and its address. */
  | { readonly kind: 'eInvoices' }
  /** Reading and writing the site's files (lambdas/pages/siteFiles.ts). */
  | { readonly kind: 'siteFiles' }
  /** Writing the keys of the edge's key value store: drawn pages and the versions of kept answers (lambdas/platform/pageIndex.ts). */
  | { readonly kind: 'pageIndex' }
  /** The back office's key: signs staff's session tokens and seals their second factor's secrets. */
  | { readonly kind: 'staffKey' }
  /**
   * Presigning uploads below uploads/ of the images bucket, reading and deleting them, and storing
   * variants below images/. With `listsUploads`, also listing the bucket's keys:
   * only then does S3 answer a read of an upload that is not there 404 NoSuchKey instead of 403
   * AccessDenied, so that a 403 means a refusal and not an absence.
   */
  | { readonly kind: 'images'; readonly listsUploads: boolean }
  /** Reading and removing the messages of every queue's dead-letter queue (lambdas/deadLetters/). */
  | { readonly kind: 'deadLetters' }
  /** Calling one of the shop's invoked functions and waiting for it (lambdas/platform/invoke.ts). */
  | { readonly kind: 'invoke'; readonly fn: string };

/**
 * A `uses` entry with what its grants imply: every send checks the suppression list first
 * (lambdas/platform/mailer.ts), so `mail` reads the list's table unless the entry grants that
 * table already. The CDK app, the local stack and lambdas/uses.test.ts all read grants through this.
 */
export function withImpliedGrants<U extends GrantedUses>(uses: U): U {
  if (!uses.mail || uses.tables?.[SUPPRESSION_LIST_TABLE] !== undefined) return uses;
  return { ...uses, tables: { ...uses.tables, [SUPPRESSION_LIST_TABLE]: 'read' } };
}

export function grantsOf(declared: GrantedUses): Grant[] {
  const uses = withImpliedGrants(declared);
  const grants: Grant[] = [];
  for (const [table, access] of Object.entries(uses.tables ?? {})) if (access) grants.push({ kind: 'table', table, access });
  for (const queue of uses.sendsTo ?? []) grants.push({ kind: 'queue', queue });
  if (uses.mail) grants.push({ kind: 'mail' });
  if (uses.payments || uses.webhookSecret) grants.push({ kind: 'paymentSecrets' });
  if (uses.sessionKey) grants.push({ kind: 'sessionKey' });
  if (uses.originSecret) grants.push({ kind: 'originSecret' });
  if (uses.fiscal) grants.push({ kind: 'fiscal' });
  if (uses.eInvoices) grants.push({ kind: 'eInvoices' });
  if (uses.siteFiles) grants.push({ kind: 'siteFiles' });
  if (uses.pageIndex) grants.push({ kind: 'pageIndex' });
  if (uses.staffKey) grants.push({ kind: 'staffKey' });
  if (uses.images) grants.push({ kind: 'images', listsUploads: uses.images === true || uses.images.listsUploads });
  if (uses.deadLetters) grants.push({ kind: 'deadLetters' });
  for (const fn of uses.invokes ?? []) grants.push({ kind: 'invoke', fn });
  return grants;
}

/**
 * The variables that carry a grant: the one AWS sets, and the local stack's forms of it
 * (secrets as values instead of Secrets Manager ARNs, and the endpoint of the local stand-in).
 */
export function grantVariables(grant: Grant): string[] {
  switch (grant.kind) {
    case 'table':
      return [known(TABLES, grant.table, 'table').envVar, 'DYNAMODB_ENDPOINT'];
    case 'queue':
      return [known(QUEUES, grant.queue, 'queue').envVar, 'SQS_ENDPOINT'];
    case 'mail':
      return ['MAIL_FROM', 'MAIL_CONFIGURATION_SET', 'SES_ENDPOINT'];
    case 'paymentSecrets':
      return ['PAYMENT_SECRETS_ARN', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL'];
    case 'sessionKey':
      return ['SESSION_KEY_ARN', 'JWT_SECRET'];
    case 'originSecret':
      return ['ORIGIN_SECRET_ARN', 'ORIGIN_SECRET'];
    case 'fiscal':
      return ['FISCAL_SECRET_ARN', 'FISCAL_SECRET', 'FISCAL_CIS_URL', 'FISCAL_ERACUN_CIS_URL'];
    case 'eInvoices':
      return ['ERACUN_SECRET_ARN', 'ERACUN_SECRET', 'ERACUN_API_URL'];
    case 'siteFiles':
      return ['SITE_BUCKET', 'SITE_DIR'];
    case 'pageIndex':
      return ['PAGE_INDEX_ARN', 'PAGE_INDEX_ENDPOINT'];
    case 'staffKey':
      return ['STAFF_KEY_ARN', 'STAFF_KEY'];
    case 'images':
      return [
        'IMAGES_BUCKET',
        'IMAGES_DIR',
        'IMAGES_UPLOAD_DIR',
        'IMAGES_UPLOAD_KEY',
        // The code reads from it what a 403 of the bucket means, so it comes only with the listing.
        ...(grant.listsUploads ? ['IMAGES_LISTED_PREFIX'] : []),
      ];
    case 'deadLetters':
      return [...DESK_QUEUES.map((queue) => QUEUES[queue].deadLetterEnvVar), 'SQS_ENDPOINT'];
    case 'invoke':
      return [known(INVOKED, grant.fn, 'invoked function').envVar, 'LAMBDA_ENDPOINT'];
  }
}

function known<T>(all: Readonly<Record<string, T>>, name: string, what: string): T {
  const found = all[name];
  if (!found) throw new Error(`There is no ${what} named "${name}".`);
  return found;
}

/** Every grant there is, and in words what each is in `uses`. */
const EVERY_GRANT: [Grant, string][] = grantsOf({
  tables: Object.fromEntries(Object.keys(TABLES).map((table) => [table, 'read'])),
  sendsTo: Object.keys(QUEUES),
  mail: true,
  payments: true,
  sessionKey: true,
  originSecret: true,
  fiscal: true,
  eInvoices: true,
  siteFiles: true,
  pageIndex: true,
  staffKey: true,
  images: true,
  deadLetters: true,
  invokes: Object.keys(INVOKED),
}).map((grant) => [grant, grantInWords(grant)]);

function grantInWords(grant: Grant): string {
  switch (grant.kind) {
    case 'table':
      return `table ${grant.table}`;
    case 'queue':
      return `sending to queue ${grant.queue}`;
    case 'mail':
      return 'mail';
    case 'paymentSecrets':
      return 'payments (or webhookSecret)';
    case 'sessionKey':
      return 'sessionKey';
    case 'originSecret':
      return 'originSecret';
    case 'fiscal':
      return 'fiscal';
    case 'eInvoices':
      return 'eInvoices';
    case 'siteFiles':
      return 'siteFiles';
    case 'pageIndex':
      return 'pageIndex';
    case 'staffKey':
      return 'staffKey';
    case 'images':
      return 'images';
    case 'deadLetters':
      return 'deadLetters';
    case 'invoke':
      return `invoking function ${grant.fn}`;
  }
}

/** The variable that carries each grant, and the grant in words; endpoints, which several grants carry, are left out. */
const GRANTS_BY_VARIABLE = new Map(
  EVERY_GRANT.flatMap(([grant, words]) =>
    grantVariables(grant)
      .filter((v) => !v.endsWith('_ENDPOINT'))
      .map((v) => [v, words] as const),
  ),
);

/** Every variable that some grant carries: a function has one of these only when granted it. */
const GRANTED_ONLY = new Set(EVERY_GRANT.flatMap(([grant]) => grantVariables(grant)));

/**
 * The scope a function runs in on the local stack and in tests: of the whole shop's
 * environment (`env`), the variables every function has and those its grants carry; and
 * its access to each table, by the physical name that environment gives the table.
 */
export function functionScope(
  name: string,
  uses: GrantedUses,
  env: Readonly<Record<string, string | undefined>> = process.env,
): FunctionScope {
  const grants = grantsOf(uses);
  const given = new Set(grants.flatMap(grantVariables));
  const scoped: Record<string, string> = {};
  for (const [variable, value] of Object.entries(env)) {
    if (value !== undefined && (!GRANTED_ONLY.has(variable) || given.has(variable))) scoped[variable] = value;
  }
  const tables = new Map<string, TableAccess>();
  for (const grant of grants) {
    const physical = grant.kind === 'table' ? env[known(TABLES, grant.table, 'table').envVar] : undefined;
    if (grant.kind === 'table' && physical) tables.set(physical, grant.access);
  }
  const refused: string[] = [];
  const refuse = (reason: string) => {
    refused.push(reason);
    // A warm local function may be refused again and again: the last few say enough.
    if (refused.length > 10) refused.shift();
  };
  return {
    name,
    env: scoped,
    tables,
    refused,
    refuse,
    lacks(variable) {
      // A secret's error names its variable and the local ones in one phrase.
      const grant = [...GRANTS_BY_VARIABLE].find(([carried]) => variable.includes(carried))?.[1];
      const message = grant ? ` for ${name}: its uses in lambdas/routes.ts do not grant ${grant}` : '';
      refuse(`Missing configuration: environment variable ${variable} is not set${message}.`);
      return message;
    },
  };
}
