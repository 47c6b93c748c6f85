import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { followedBy, type Message } from '@shop/shared/messages';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { HTTP, HttpError } from '../platform/errors.ts';
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
 * A door that takes a password (the shop's login, the back office's sign-in): its three rules
 * and the clients its accounts signed in from, each door in its own table. Why these rules keep
 * out the guesser and never the owner: docs/decisions/018 (section 4) and 064.
 */
export interface PasswordDoor {
  /** Failures of one client on one account: the client's success clears it. */
  perAccountAndClient: ThrottleRule;
  /** Failures of one client, whichever accounts it tries. */
  perClient: ThrottleRule;
  /** Failures on one account from every client: a ceiling that a client the account signed in from before is not held to. */
  perAccount: ThrottleRule;
  /** Where the clients an account signed in from are kept, and for how long. */
  knownClients: { table: TableName; days: number };
  /** What a refusal says, before "Please try again in N minutes." */
  tooMany: Message;
}

/** How long a client that signed in to an account stays known to it. */
export const KNOWN_CLIENT_DAYS = 30;

/** What a password typed at a door counts against: the account and client together first, then the client, then the account. */
export const doorHits = (door: PasswordDoor, email: string, client: string): [Hit, Hit, Hit] => [
  { rule: door.perAccountAndClient, subject: accountAndClient(email, client) },
  { rule: door.perClient, subject: client },
  { rule: door.perAccount, subject: email },
];

const knownClientKey = (email: string, client: string) => ({ pk: `KNOWN#${email.toLowerCase()}#${client.toLowerCase()}`, sk: 'KNOWN' });

/** Whether the account signed in from this client in the door's last days (DynamoDB's TTL deletes late). */
export async function isKnownClient(door: PasswordDoor, email: string, client: string, now: Date): Promise<boolean> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(door.knownClients.table), Key: knownClientKey(email, client), ConsistentRead: true }),
  );
  return Number(Item?.expiresAt ?? 0) > now.getTime() / 1000;
}

/**
 * Before a password is checked: 429 when a rule holds this client, the password unread. The
 * per-account ceiling, the one counter strangers share with the owner, does not hold a client
 * the account signed in from before, so failures from elsewhere never keep the owner out.
 */
export async function refuseThrottled(door: PasswordDoor, email: string, client: string, now: Date): Promise<void> {
  const limited = await reachedLimit(doorHits(door, email, client), now);
  if (!limited) return;
  if (limited === door.perAccount && (await isKnownClient(door, email, client, now))) return;
  throw tooManyRequests(door.tooMany, limited, now);
}

/** A wrong password (or code): counted against each of the door's rules. */
export async function countFailure(door: PasswordDoor, email: string, client: string, now: Date): Promise<void> {
  await countAttempt(doorHits(door, email, client), now);
}

/** A right one: the client's failures on the account are forgotten, and the client is known to the account for the door's days. */
export async function countSuccess(door: PasswordDoor, email: string, client: string, now: Date): Promise<void> {
  const [own] = doorHits(door, email, client);
  const expiresAt = Math.floor(now.getTime() / 1000) + door.knownClients.days * 86_400;
  await Promise.all([
    clearAttempts(own, now),
    dynamo().send(new PutCommand({ TableName: tableName(door.knownClients.table), Item: { ...knownClientKey(email, client), expiresAt } })),
  ]);
}

/** What a use case at a password door counts with: the three functions above, or a test's door in memory (testing/memoryThrottle.ts). */
export interface DoorThrottle {
  refuseThrottled: typeof refuseThrottled;
  countFailure: typeof countFailure;
  countSuccess: typeof countSuccess;
}

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

/** A 429: what was too much, then when to try again. */
export function tooManyRequests(message: Message, rule: ThrottleRule, now: Date): HttpError {
  const minutes = Math.max(1, Math.ceil((windowOf(rule, now).endsAt - now.getTime() / 1000) / 60));
  return new HttpError(429, followedBy(message, HTTP.tryAgainIn({ minutes })));
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

/** What a use case counts an attempt with (countAttempt below, or a test's counter in memory). */
export type CountAttempt = (hits: readonly Hit[], now: Date) => Promise<ThrottleRule | undefined>;

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

/** What a use case forgets a subject's attempts with: clearAttempts below, or a test's door in memory. */
export type ClearAttempts = (hit: Hit, now: Date) => Promise<void>;

/** Forgets the attempts of the current window (a login that succeeded, a password that was reset). */
export async function clearAttempts(hit: Hit, now: Date): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName(hit.rule.table), Key: counterKey(hit, now) }));
}
