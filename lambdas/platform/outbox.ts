import * as z from 'zod/mini';
import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { TableName } from '../tables.ts';
import type { Clock } from './clock.ts';
import { tableName } from './config.ts';
import { dynamo, isConditionFailure } from './dynamo.ts';
import { randomId } from './ids.ts';
import { correlate, log } from './log.ts';
import type { Mailer } from './mailer.ts';
import { countMetric, type ShopMetric } from './metrics.ts';
import { EFFECT_PREFIX, EFFECTS_DEAD, EFFECTS_DUE, effectKey } from './outboxKeys.ts';
import { jsonBody, queueConsumer } from './queueBatch.ts';
import { tableChange } from './streamBatch.ts';

/**
 * An outbox: something a use case causes (a mail, a refund) is an `EFFECT#…` item, written in
 * the same write as what caused it and performed afterwards, at least once, by whichever comes
 * first: the table's stream, or the job that picks up what is due. An effect is claimed with a
 * conditional write (so two workers never do it at once), performed, then marked done. A
 * worker that dies holding a claim leaves it to run out; the due job then does the effect
 * again, so nothing is lost. The one way to do an effect twice is to die in the instant between
 * the outside service taking it and the mark being written. Done effects lose their dueKey, so
 * the byDue index (dueKey, dueAt) holds only what is still to do, and, in a partition of their
 * own, what was given up.
 *
 * Each folder keeps its own outbox (its table, its effects and how they are performed); this is
 * only the mechanism they share.
 */
export interface OutboxRecord<E> {
  pk: string;
  sk: 'EFFECT';
  id: string;
  effect: E;
  status: 'pending' | 'done' | 'dead';
  createdAt: string;
  /** When it is next to be tried; with dueKey, what the byDue index sorts by. */
  dueAt: string;
  /** EFFECTS_DUE while to do; EFFECTS_DEAD once given up, so those are listed without a Scan. */
  dueKey?: typeof EFFECTS_DUE | typeof EFFECTS_DEAD;
  attempts: number;
  /** A worker holds it until then; a later worker may take it over (the first one died). */
  claimedUntil?: string;
  doneAt?: string;
  /** How it was done when not as asked: `suppressed`, a mail not sent to an address on the suppression list; `alreadySent`, one SES had taken on an earlier try. */
  doneAs?: EffectDoneAs;
  lastError?: string;
  /** When DynamoDB may delete a done effect (epoch seconds), for outboxes that do not keep them. */
  expiresAt?: number;
}

export function newOutboxRecord<E>(id: string, effect: E, now: string): OutboxRecord<E> {
  return { ...effectKey(id), id, effect, status: 'pending', createdAt: now, dueAt: now, dueKey: EFFECTS_DUE, attempts: 0 };
}

/**
 * Puts a new effect in a table's outbox with one PutItem of its own: for a request whose own
 * write need not be in one transaction with it (an account mail, a content mail), since the
 * effect finds out when it is performed whether what it is about still holds.
 */
export async function queueEffect<E>(effectsTable: TableName, effect: E, now: Date): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(effectsTable),
      Item: newOutboxRecord(randomId(), effect, now.toISOString()),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Longer than any function that performs effects may run, so a live worker's claim never runs out. */
export const CLAIM_SECONDS = 120;

export type EffectOutcome = 'done' | 'failed' | 'dead' | 'not-due';
/** Done, but not as asked, in a way no retry would change (lambdas/platform/mailer.ts `SendResult`). */
export type EffectDoneAs = 'suppressed' | 'alreadySent';

/** How a mail's effect was done, from what the mailer answered; undefined when sent as asked. */
export const mailDoneAs = (result: { status: 'sent' | 'suppressed' }): EffectDoneAs | undefined =>
  result.status === 'sent' ? undefined : result.status;

/**
 * Whether SES took an effect's mail on an earlier try (its worker died between SES taking it and
 * the done-mark, or SES's answer was lost): asked before a retry builds the mail again, so the
 * customer gets it once (lambdas/platform/sentMails.ts). A first try cannot have sent anything.
 */
export async function sentOnEarlierTry(record: OutboxRecord<unknown>, mailer: Mailer): Promise<boolean> {
  if (record.attempts <= 1) return false;
  const sent = await mailer.sentBefore(record.id);
  if (!sent) return false;
  log.info('mail not sent again: SES took it on an earlier try', { effectId: record.id, messageId: sent.messageId, sentAt: sent.sentAt });
  countMetric('MailAlreadySent');
  return true;
}
/** What a worker did with an effect: performed it (with that outcome), or handed it to another function. */
export type WorkerOutcome = EffectOutcome | 'handed';

export interface Outbox<R extends OutboxRecord<unknown>> {
  /** Names the outbox's effects in logs ('order effect', 'account mail'). */
  name: string;
  /** The table whose `EFFECT#` items the outbox is: it has the byDue index and a stream. */
  effectsTable: TableName;
  /** Waits before the 2nd, 3rd, … try; the last repeats. */
  retryMinutes: readonly number[];
  /** Tries before an effect is given up and shown to the operator; some effects may be given more. */
  maxAttempts: number | ((record: R) => number);
  /** Counted when an effect is given up (an alarm watches it). */
  deadMetric: ShopMetric;
  /** How long an effect is kept once done or given up (its item may hold personal data); for good when absent. */
  keepFinishedSeconds?: number;
  /** Does the effect; throws when it could not (it is then tried again). It may say it was done otherwise than asked. */
  perform(record: R): Promise<EffectDoneAs | undefined> | Promise<void>;
  /** What a log line about a record says besides its id; the whole effect when absent. */
  describe?(record: R): Record<string, unknown>;
  /**
   * Effects this worker leaves to another function: `handOff` passes the record on (e.g. to
   * that function's queue) and says whether it did. The stream and the due job then neither
   * claim nor perform it; the other function performs it with `performEffect`, as this one
   * would, so claims, retries and giving up stay the same. Absent: every effect is performed here.
   */
  handOff?(record: R): Promise<boolean>;
}

async function claim<R extends OutboxRecord<unknown>>(outbox: Outbox<R>, id: string, now: Date): Promise<R | undefined> {
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(outbox.effectsTable),
        Key: effectKey(id),
        UpdateExpression: 'SET claimedUntil = :until, attempts = attempts + :one',
        // A new effect is due at once (whatever clock wrote it); a failed one when its retry is.
        ConditionExpression:
          '#status = :pending AND (attempts = :zero OR dueAt <= :now) AND (attribute_not_exists(claimedUntil) OR claimedUntil < :now)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':now': now.toISOString(),
          ':until': new Date(now.getTime() + CLAIM_SECONDS * 1000).toISOString(),
          ':one': 1,
          ':zero': 0,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as R;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

const retryAt = (retryMinutes: readonly number[], attempts: number, now: Date) =>
  new Date(now.getTime() + retryMinutes[Math.min(attempts, retryMinutes.length) - 1]! * 60_000).toISOString();

const keptUntil = (outbox: Outbox<never>, now: Date) =>
  outbox.keepFinishedSeconds === undefined ? undefined : Math.floor(now.getTime() / 1000) + outbox.keepFinishedSeconds;

/**
 * A failure that trying again cannot cure (CIS refusing a receipt for what it says): the effect
 * is given up at once and shown where given-up effects are (Today), with the reason.
 */
export class EffectRefused extends Error {}

/** Performs one effect if it is due and nobody else holds it. */
export async function performEffect<R extends OutboxRecord<unknown>>(outbox: Outbox<R>, id: string, clock: Clock): Promise<EffectOutcome> {
  const now = clock.now();
  const record = await claim(outbox, id, now);
  if (!record) return 'not-due';
  let doneAs: EffectDoneAs | undefined;
  try {
    doneAs = (await outbox.perform(record)) ?? undefined;
  } catch (error) {
    const maxAttempts = typeof outbox.maxAttempts === 'number' ? outbox.maxAttempts : outbox.maxAttempts(record);
    const dead = record.attempts >= maxAttempts || error instanceof EffectRefused;
    const reason = error instanceof Error ? error.message : String(error);
    const one = `${/^[aeiou]/.test(outbox.name) ? 'an' : 'a'} ${outbox.name}`;
    log.error(dead ? `${one} was given up` : `${one} failed; it will be tried again`, {
      effectId: id,
      ...(outbox.describe ? outbox.describe(record) : { effect: record.effect }),
      attempts: record.attempts,
      error,
    });
    if (dead) countMetric(outbox.deadMetric);
    const kept = dead ? keptUntil(outbox, now) : undefined;
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(outbox.effectsTable),
        Key: effectKey(id),
        UpdateExpression: dead
          ? `SET #status = :dead, lastError = :error, dueKey = :deadKey${kept === undefined ? '' : ', expiresAt = :expires'} REMOVE claimedUntil`
          : 'SET dueAt = :retry, lastError = :error REMOVE claimedUntil',
        ConditionExpression: 'claimedUntil = :until',
        ExpressionAttributeNames: dead ? { '#status': 'status' } : undefined,
        ExpressionAttributeValues: {
          ':error': reason.slice(0, 500),
          ':until': record.claimedUntil,
          ...(dead ? { ':dead': 'dead', ':deadKey': EFFECTS_DEAD } : { ':retry': retryAt(outbox.retryMinutes, record.attempts, now) }),
          ...(kept === undefined ? {} : { ':expires': kept }),
        },
      }),
    );
    return dead ? 'dead' : 'failed';
  }
  const doneAt = clock.now();
  const kept = keptUntil(outbox, doneAt);
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(outbox.effectsTable),
      Key: effectKey(id),
      UpdateExpression: `SET #status = :done, doneAt = :now${doneAs ? ', doneAs = :as' : ''}${kept === undefined ? '' : ', expiresAt = :expires'} REMOVE claimedUntil, dueKey`,
      ConditionExpression: 'claimedUntil = :until',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':done': 'done',
        ':now': doneAt.toISOString(),
        ':until': record.claimedUntil,
        ...(doneAs ? { ':as': doneAs } : {}),
        ...(kept === undefined ? {} : { ':expires': kept }),
      },
    }),
  );
  return 'done';
}

/**
 * Puts a given-up effect back to be done now, once an operator has fixed what stopped it; its
 * next try counts as a later one (attempts 1). False when the effect is not given up (done,
 * still being tried, or no such effect).
 */
export async function reviveEffect(effectsTable: TableName, id: string, now: Date): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(effectsTable),
        Key: effectKey(id),
        UpdateExpression: 'SET #status = :pending, dueKey = :due, dueAt = :now, attempts = :one REMOVE expiresAt',
        ConditionExpression: '#status = :dead',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':pending': 'pending', ':due': EFFECTS_DUE, ':now': now.toISOString(), ':one': 1, ':dead': 'dead' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Effects due by now: new ones the stream has not done yet, retries, and claims of workers that died. */
async function dueRecords<R extends OutboxRecord<unknown>>(outbox: Outbox<R>, now: Date, limit: number): Promise<R[]> {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(outbox.effectsTable),
      IndexName: 'byDue',
      KeyConditionExpression: 'dueKey = :due AND dueAt <= :now',
      ExpressionAttributeValues: { ':due': EFFECTS_DUE, ':now': now.toISOString() },
      Limit: limit,
    }),
  );
  return (Items ?? []) as R[];
}

/** Performs the effect here, or hands it to the function that performs it. */
async function performOrHandOff<R extends OutboxRecord<unknown>>(outbox: Outbox<R>, record: R, clock: Clock): Promise<WorkerOutcome> {
  if (outbox.handOff && (await outbox.handOff(record))) return 'handed';
  return performEffect(outbox, record.id, clock);
}

/** The due job: performs (or hands off) every effect that is due, oldest first. */
export async function performDueEffects<R extends OutboxRecord<unknown>>(
  outbox: Outbox<R>,
  clock: Clock,
  limit = 200,
): Promise<Record<WorkerOutcome, number>> {
  const counts: Record<WorkerOutcome, number> = { done: 0, failed: 0, dead: 0, 'not-due': 0, handed: 0 };
  for (const record of await dueRecords(outbox, clock.now(), limit)) {
    counts[await performOrHandOff(outbox, record, clock)]++;
  }
  return counts;
}

/**
 * The table's stream: a new effect in the outbox is performed (or handed off) at once. An
 * effect that fails is rescheduled by performEffect itself (the due job tries it again), so
 * only a failure to reach the table, or to hand the effect off, fails the record and has the
 * stream deliver it again.
 */
export async function performStreamedEffects<R extends OutboxRecord<unknown>>(
  outbox: Outbox<R>,
  clock: Clock,
  event: DynamoDBStreamEvent,
): Promise<DynamoDBBatchResponse> {
  const batchItemFailures: DynamoDBBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const pk = record.dynamodb?.Keys?.pk?.S;
    if (record.eventName !== 'INSERT' || !pk?.startsWith(EFFECT_PREFIX)) continue;
    const id = pk.slice(EFFECT_PREFIX.length);
    correlate(id);
    try {
      const effect = (tableChange(record).newImage as R | undefined) ?? ({ id } as R);
      const outcome = await performOrHandOff(outbox, effect, clock);
      log.info(`${outbox.name} performed`, { effectId: id, outcome });
    } catch (error) {
      log.error(`${outbox.name} could not be recorded`, { effectId: id, error });
      batchItemFailures.push({ itemIdentifier: record.dynamodb?.SequenceNumber ?? id });
    }
  }
  return { batchItemFailures };
}

/** The message that hands an effect to the function that performs it (`Outbox.handOff`). */
export const HandedEffect = z.object({ effectId: z.string().check(z.minLength(1)) });
export type HandedEffect = z.infer<typeof HandedEffect>;

/**
 * The consumer of a queue of handed-off effects: each is performed as the stream or the due job
 * would have. Only a failure to reach the table fails the message, which the queue then delivers
 * again (and at last dead-letters); the effect itself stays in the outbox, so the due job hands
 * it over again when it is due.
 */
export function queuedEffects<R extends OutboxRecord<unknown>>(
  queue: string,
  outbox: Outbox<R>,
  clock: Clock,
): (event: SQSEvent) => Promise<SQSBatchResponse> {
  return queueConsumer<HandedEffect>({
    queue,
    what: `handed ${outbox.name}`,
    read: jsonBody(HandedEffect),
    correlationId: (message) => message.effectId,
    handle: async ({ effectId }) => {
      const outcome = await performEffect(outbox, effectId, clock);
      log.info(`${outbox.name} performed`, { effectId, outcome });
    },
  });
}

/** Effects given up (the last try's time in dueAt), newest first, at most `limit`. */
export async function deadEffects<R extends OutboxRecord<unknown>>(effectsTable: TableName, limit = 100): Promise<R[]> {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(effectsTable),
      IndexName: 'byDue',
      KeyConditionExpression: 'dueKey = :dead',
      ExpressionAttributeValues: { ':dead': EFFECTS_DEAD },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (Items ?? []) as R[];
}
