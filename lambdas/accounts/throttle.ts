import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { HttpError } from '../platform/errors.ts';
import { headerOf } from '../platform/headers.ts';
import type { TableName } from '../tables.ts';
import { VIEWER_ADDRESS_HEADER } from '../platform/edge.ts';

/**
 * Fixed-window counters in the table a rule names: one item per rule, subject and window, counted
 * up atomically (ADD) and deleted by DynamoDB's TTL once the window is over.
 */
export interface ThrottleRule {
  name: string;
  limit: number;
  windowSeconds: number;
  /**
   * The table that keeps its counters (it needs a TTL on `expiresAt`). Always named, so that
   * the grants its functions need can be read from the code (lambdas/uses.test.ts).
   */
  table: TableName;
}

/**
 * Failed logins, counted so that nobody but the guesser is stopped (why these limits:
 * docs/decisions/018-throttles-and-holds.md): per account and client together, so another
 * client's failures never stop the owner; per client, whichever accounts it tries; and per
 * account from all clients, a ceiling high enough that only a spread-out attack reaches it.
 */
export const LOGIN_FAILURES_PER_ACCOUNT_AND_CLIENT: ThrottleRule = {
  name: 'login-account-client',
  limit: 5,
  windowSeconds: 15 * 60,
  table: 'customers',
};
export const LOGIN_FAILURES_PER_CLIENT: ThrottleRule = { name: 'login-client', limit: 20, windowSeconds: 15 * 60, table: 'customers' };
export const LOGIN_FAILURES_PER_ACCOUNT: ThrottleRule = { name: 'login-account', limit: 100, windowSeconds: 60 * 60, table: 'customers' };
/** Requests for account emails (register, forgetPassword) from one client, for one address and in all. */
export const ACCOUNT_MAILS_PER_EMAIL_AND_CLIENT: ThrottleRule = {
  name: 'mail-email-client',
  limit: 3,
  windowSeconds: 60 * 60,
  table: 'customers',
};
export const ACCOUNT_MAILS_PER_CLIENT: ThrottleRule = { name: 'mail-client', limit: 10, windowSeconds: 60 * 60, table: 'customers' };
/**
 * Account emails one address receives, whoever asked: the mail worker sends no more in the
 * window. As long as a reset link lasts, so the last link sent still works when the window ends.
 */
export const ACCOUNT_MAILS_TO_ADDRESS: ThrottleRule = { name: 'mail-email', limit: 3, windowSeconds: 60 * 60, table: 'customers' };

/** The subject of a rule counted per account (or email) and client together. */
export const accountAndClient = (email: string, client: string) => `${email} ${client}`;

export interface Hit {
  rule: ThrottleRule;
  subject: string;
}

/**
 * What a password typed for an account counts against (a login's, or the one an account's
 * deletion asks for): the account and client together first, then the client, then the account.
 */
export const passwordHits = (email: string, client: string): [Hit, Hit, Hit] => [
  { rule: LOGIN_FAILURES_PER_ACCOUNT_AND_CLIENT, subject: accountAndClient(email, client) },
  { rule: LOGIN_FAILURES_PER_CLIENT, subject: client },
  { rule: LOGIN_FAILURES_PER_ACCOUNT, subject: email },
];

/**
 * Where the request came from. Behind CloudFront the connection is the edge's, so the shopper's
 * address comes from the header CloudFront's viewer-request function sets (cdk/lib/web.ts,
 * which overwrites whatever a browser sends under that name); without it (the local stack, a
 * direct call) the connection's address.
 */

export function clientAddress(event: APIGatewayProxyEventV2): string {
  const viewer = headerOf(event, VIEWER_ADDRESS_HEADER)?.trim();
  // Only an address is one: anything else in the header did not come from CloudFront, and would
  // make a counter's key as long as the header (DynamoDB refuses keys over 2 KB).
  if (viewer && isIP(viewer)) return viewer;
  return event.requestContext?.http?.sourceIp || 'unknown';
}

function windowOf(rule: ThrottleRule, now: Date) {
  const index = Math.floor(now.getTime() / 1000 / rule.windowSeconds);
  const endsAt = (index + 1) * rule.windowSeconds;
  return { index, endsAt };
}

function counterKey(hit: Hit, now: Date) {
  return { pk: `THROTTLE#${hit.rule.name}#${hit.subject.toLowerCase()}`, sk: `W#${windowOf(hit.rule, now).index}` };
}

export function tooManyRequests(message: string, rule: ThrottleRule, now: Date): HttpError {
  const minutes = Math.max(1, Math.ceil((windowOf(rule, now).endsAt - now.getTime() / 1000) / 60));
  return new HttpError(429, `${message} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}

/** The first rule whose count in the current window has reached its limit, if any. */
export async function reachedLimit(hits: readonly Hit[], now: Date): Promise<ThrottleRule | undefined> {
  const counts = await Promise.all(
    hits.map(async (hit) => {
      const { Item } = await dynamo().send(
        new GetCommand({ TableName: tableName(hit.rule.table), Key: counterKey(hit, now), ConsistentRead: true }),
      );
      return Number(Item?.count ?? 0);
    }),
  );
  return hits.find((hit, i) => (counts[i] ?? 0) >= hit.rule.limit)?.rule;
}

/** Counts one attempt against each rule; returns the first rule now over its limit, if any. */
export async function countAttempt(hits: readonly Hit[], now: Date): Promise<ThrottleRule | undefined> {
  const counts = await Promise.all(
    hits.map(async (hit) => {
      const { Attributes } = await dynamo().send(
        new UpdateCommand({
          TableName: tableName(hit.rule.table),
          Key: counterKey(hit, now),
          UpdateExpression: 'ADD #count :one SET expiresAt = :expires',
          ExpressionAttributeNames: { '#count': 'count' },
          // A minute past the window's end, so a counter never vanishes while its window is open.
          ExpressionAttributeValues: { ':one': 1, ':expires': windowOf(hit.rule, now).endsAt + 60 },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return Number(Attributes?.count ?? 0);
    }),
  );
  return hits.find((hit, i) => (counts[i] ?? 0) > hit.rule.limit)?.rule;
}

/** Forgets the attempts of the current window (a login that succeeded, a password that was reset). */
export async function clearAttempts(hit: Hit, now: Date): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName(hit.rule.table), Key: counterKey(hit, now) }));
}
