import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { CONSUMER_TIMEOUT_SECONDS, MAX_RECEIVE_COUNT, QUEUE_VISIBILITY_TIMEOUT_SECONDS } from '../cdk/lib/eventRetries.ts';
import { type ConsumerDef, consumers as allConsumers } from '../lambdas/routes.ts';
import type { QueueName } from '../lambdas/queues.ts';
import { deadLetterQueueName, LOCAL_ACCOUNT_ID, localQueueUrl, physicalQueueName } from './environment.ts';
import { HandlerLoader, invokeHandler } from './handlers.ts';
import { freePort, listen } from './ports.ts';
import { type DeadLetter, QueueFiles, type StoredMessage } from './queueFiles.ts';
import { createSqsServer, type IncomingMessage, md5Hex, type ReceivedMessage } from './sqsProtocol.ts';

export type { DeadLetter } from './queueFiles.ts';

/**
 * The local stand-in for SQS and its Lambda event source mapping. Handlers send with the real
 * SQS client to the HTTP side (see sqsProtocol.ts); the queue then calls the consumer module
 * with SQS-shaped batches, retries only the records the consumer reports in
 * `batchItemFailures` once the visibility timeout of their receive has passed, and after
 * `maxReceives` receives moves the message to the queue's dead-letter queue (`<name>-dlq`, as
 * the CDK app's redrive policy does): the timeout and the count are the CDK app's
 * (cdk/lib/eventRetries.ts), so a failing message is tried for about half an hour, as in AWS,
 * and a receive counts only when the consumer ran on the message. People read the dead letters with
 * the SQS calls (ReceiveMessage, DeleteMessage, ChangeMessageVisibility) the back office's failed
 * events desk and `npm run admin -- dlq` make on AWS. Pending messages are kept in
 * `<dataDir>/queue.jsonl` and dead letters in `<dataDir>/dead-letters.jsonl`, so a restart
 * delivers what was not yet handled and keeps what failed. A queue started with
 * `holdDeliveries` takes messages but hands none to a consumer until `open()`: the stack opens
 * it once the handlers' environment is set and its parts are up.
 */

export interface LocalQueueOptions {
  /** 0 picks a free port. */
  port: number;
  stage: string;
  /** Where pending and dead-lettered messages are kept; in memory only without it. */
  dataDir?: string;
  consumers?: readonly ConsumerDef[];
  /** Where consumer modules live (lambdas/ unless a test points at its fixtures). */
  handlersDir?: string;
  /** How long a received message stays hidden: a failed one comes back this long after its receive. The CDK app's by default. */
  visibilityTimeoutMs?: number;
  /** Tests: a wait after a failed receive before the next, in place of the visibility timeout; the last value repeats. */
  retryDelaysMs?: readonly number[];
  /** Receives before a message is dead-lettered; the CDK app's redrive policy's by default. */
  maxReceives?: number;
  batchSize?: number;
  /** The consumer function's timeout: a call that takes longer counts as failed. */
  handlerTimeoutMs?: number;
  /** Take messages, but deliver none until `open()`. */
  holdDeliveries?: boolean;
  quiet?: boolean;
}

export interface LocalQueue {
  endpoint: string;
  port: number;
  /** Queue URLs by queue name, for the QUEUE_*_URL variables. */
  urls: Record<QueueName, string>;
  /** Starts delivering to the consumers (a queue started with `holdDeliveries` waits for it). */
  open(): void;
  /** Puts a message on a queue directly (what SendMessage does). */
  send(queue: QueueName, body: string): string;
  /**
   * Resolves once nothing is being handled and nothing is due now (retries may wait): on every
   * queue, or on the one named (what the others hold does not delay it).
   */
  idle(queue?: QueueName, timeoutMs?: number): Promise<void>;
  /** Resolves once every message has been handled or dead-lettered. */
  drain(timeoutMs?: number): Promise<void>;
  stats(): { pending: number; inFlight: number; deadLettered: number };
  /** Messages of a queue that failed and wait for their next receive. */
  retrying(queue: QueueName): number;
  deadLetters(): DeadLetter[];
  stop(): Promise<void>;
}

/** SQS FIFO's deduplication interval. */
const DEDUPLICATION_MS = 5 * 60_000;

export async function startLocalQueue(options: LocalQueueOptions): Promise<LocalQueue> {
  const consumers = options.consumers ?? allConsumers;
  const loader = new HandlerLoader(options.handlersDir);
  const visibilityTimeoutMs = options.visibilityTimeoutMs ?? QUEUE_VISIBILITY_TIMEOUT_SECONDS * 1000;
  const retryDelays = options.retryDelaysMs;
  const maxReceives = options.maxReceives ?? MAX_RECEIVE_COUNT;
  const batchSize = options.batchSize ?? 10;
  const handlerTimeoutMs = options.handlerTimeoutMs ?? CONSUMER_TIMEOUT_SECONDS * 1000;
  const region = process.env.AWS_REGION ?? 'eu-central-1';
  const log = options.quiet ? () => {} : (line: string) => console.log(`[queue] ${line}`);
  const files = new QueueFiles(options.dataDir);
  const pending = new Map<string, StoredMessage>(files.loadPending().map((m) => [m.messageId, m]));
  const inFlight = new Set<string>();
  /** Dead letters by message id, with when each may be received again and its latest receipt handle. */
  const deadLetters = new Map<string, { letter: DeadLetter; visibleAt: number; receipt?: string; receives: number }>(
    files.loadDeadLetters().map((letter) => [letter.messageId, { letter, visibleAt: 0, receives: 0 }]),
  );
  const persistDeadLetters = () => files.saveDeadLetters([...deadLetters.values()].map((d) => d.letter));
  const busyQueues = new Set<QueueName>();
  const timers = new Map<QueueName, NodeJS.Timeout>();
  let waiters: (() => void)[] = [];
  let stopped = false;
  let open = !options.holdDeliveries;
  const batches = new Set<Promise<void>>();

  const port = options.port === 0 ? await freePort() : options.port;
  const endpoint = `http://localhost:${port}`;
  const names = new Map<string, QueueName>();
  /** Each queue's dead-letter queue by its name (`local-payment-events-dlq`): the queue's own name. */
  const deadLetterNames = new Map<string, string>();
  const urls = {} as Record<QueueName, string>;
  for (const consumer of consumers) {
    const name = physicalQueueName(options.stage, consumer.queue);
    names.set(name, consumer.queue);
    deadLetterNames.set(deadLetterQueueName(name), name);
    urls[consumer.queue] = localQueueUrl(endpoint, options.stage, consumer.queue);
  }

  const persist = () => files.savePending([...pending.values()]);

  const notify = () => {
    const current = waiters;
    waiters = [];
    for (const wake of current) wake();
  };

  let sequence = Math.max(0, ...[...pending.values()].map((m) => m.sequence ?? 0));
  /** A FIFO queue's deduplication ids of the last five minutes: a resend within them is the message already taken. */
  const deduplicated = new Map<string, { messageId: string; at: number }>();

  /** Takes a message; `persist()` must follow before the sender hears it was taken. */
  const take = (queue: QueueName, message: IncomingMessage): string => {
    const now = Date.now();
    if (message.deduplicationId) {
      for (const [id, seen] of deduplicated) if (now - seen.at > DEDUPLICATION_MS) deduplicated.delete(id);
      const seen = deduplicated.get(`${queue} ${message.deduplicationId}`);
      if (seen) return seen.messageId;
    }
    const stored: StoredMessage = {
      queue,
      messageId: randomUUID(),
      body: message.body,
      messageAttributes: message.messageAttributes,
      groupId: message.groupId,
      sequence: ++sequence,
      sentAt: now,
      availableAt: now + message.delaySeconds * 1000,
      receiveCount: 0,
    };
    if (message.deduplicationId) deduplicated.set(`${queue} ${message.deduplicationId}`, { messageId: stored.messageId, at: now });
    pending.set(stored.messageId, stored);
    schedule(queue);
    return stored.messageId;
  };

  /** Takes messages and writes them down once, before the sender hears they were taken (a batch is one write). */
  const enqueue = (queue: QueueName, messages: readonly IncomingMessage[]): string[] => {
    const ids = messages.map((message) => take(queue, message));
    persist();
    return ids;
  };

  /**
   * What a consumer may get now, in order. In a FIFO queue a message waits while an earlier one
   * of its group is being handled or waits for its retry, so a group's messages are handled one
   * after another, in the order sent, as SQS delivers them.
   */
  const due = (queue: QueueName, now: number) => {
    const waiting = [...pending.values()]
      .filter((m) => m.queue === queue)
      .sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0) || a.sentAt - b.sentAt);
    const blocked = new Set<string>();
    const ready: StoredMessage[] = [];
    for (const m of waiting) {
      const free = !inFlight.has(m.messageId) && m.availableAt <= now;
      if (m.groupId !== undefined) {
        if (blocked.has(m.groupId)) continue;
        if (!free) {
          blocked.add(m.groupId);
          continue;
        }
      } else if (!free) continue;
      ready.push(m);
    }
    return ready.sort((a, b) => a.availableAt - b.availableAt || (a.sequence ?? 0) - (b.sequence ?? 0));
  };

  function schedule(queue: QueueName) {
    if (stopped || !open || busyQueues.has(queue)) return;
    clearTimeout(timers.get(queue));
    const waiting = [...pending.values()].filter((m) => m.queue === queue);
    if (waiting.length === 0) return;
    const next = Math.min(...waiting.map((m) => m.availableAt));
    // A few milliseconds let messages sent together arrive in one batch, as with SQS polling.
    const timer = setTimeout(() => deliver(queue), Math.max(5, next - Date.now()));
    timer.unref();
    timers.set(queue, timer);
  }

  function deliver(queue: QueueName) {
    if (stopped || !open || busyQueues.has(queue)) return;
    const batch = due(queue, Date.now()).slice(0, batchSize);
    if (batch.length === 0) {
      schedule(queue);
      return;
    }
    busyQueues.add(queue);
    const running = runBatch(queue, batch).finally(() => {
      busyQueues.delete(queue);
      batches.delete(running);
      notify();
      schedule(queue);
    });
    batches.add(running);
  }

  async function runBatch(queue: QueueName, batch: StoredMessage[]) {
    const consumer = consumers.find((c) => c.queue === queue);
    const receivedAt = Date.now();
    for (const message of batch) inFlight.add(message.messageId);
    const queueName = physicalQueueName(options.stage, queue);
    // The records as this receive hands them over; it counts only once the consumer runs on them.
    const event: SQSEvent = {
      Records: batch.map((m) => toRecord(m, m.receiveCount + 1, m.firstReceivedAt ?? receivedAt, queueName, region)),
    };
    let ran = false;
    const received = () => {
      ran = true;
      for (const message of batch) {
        message.receiveCount += 1;
        message.firstReceivedAt ??= receivedAt;
      }
    };

    let failed = new Map<string, string>();
    try {
      if (!consumer) throw new Error(`No consumer is declared for queue ${queue} in lambdas/routes.ts`);
      const result = (await invokeHandler(
        loader,
        { name: `consumer ${consumer.name}`, handler: consumer.handler, uses: consumer.uses },
        event,
        handlerTimeoutMs,
        received,
      )) as { batchItemFailures?: { itemIdentifier?: string }[] } | undefined;
      const reported = result?.batchItemFailures ?? [];
      const ids = new Set(batch.map((m) => m.messageId));
      if (reported.some((f) => !f.itemIdentifier || !ids.has(f.itemIdentifier))) {
        // As in AWS: an identifier that is not in the batch fails the whole batch.
        failed = new Map(batch.map((m) => [m.messageId, 'batchItemFailures named an unknown message id']));
      } else {
        failed = new Map(reported.map((f) => [f.itemIdentifier ?? '', 'reported in batchItemFailures']));
      }
    } catch (error) {
      const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
      log(`${queueName}: the consumer threw, so the whole batch of ${batch.length} fails: ${reason}`);
      failed = new Map(batch.map((m) => [m.messageId, error instanceof Error ? error.message : String(error)]));
    }

    const settledAt = Date.now();
    for (const message of batch) {
      inFlight.delete(message.messageId);
      const reason = failed.get(message.messageId);
      if (reason === undefined) {
        pending.delete(message.messageId);
        continue;
      }
      message.lastError = reason;
      if (ran && message.receiveCount >= maxReceives) {
        pending.delete(message.messageId);
        deadLetter(message, queueName);
        continue;
      }
      // As in SQS, a failed message is received again once the visibility timeout of its receive is over.
      const retryDelay = retryDelays?.[Math.min(Math.max(message.receiveCount, 1) - 1, retryDelays.length - 1)];
      message.availableAt = retryDelay !== undefined ? settledAt + retryDelay : Math.max(settledAt, receivedAt + visibilityTimeoutMs);
      const wait = message.availableAt - settledAt;
      log(
        ran
          ? `${queueName}: message ${message.messageId} failed on receive ${message.receiveCount} of ${maxReceives} (${reason}); retrying in ${wait} ms`
          : `${queueName}: the consumer did not run on message ${message.messageId} (${reason}), so the receive does not count; retrying in ${wait} ms`,
      );
    }
    persist();
  }

  function deadLetter(message: StoredMessage, queueName: string) {
    const letter: DeadLetter = {
      queue: queueName,
      messageId: message.messageId,
      body: message.body,
      ...(message.groupId ? { groupId: message.groupId } : {}),
      receiveCount: message.receiveCount,
      sentAt: new Date(message.sentAt).toISOString(),
      deadLetteredAt: new Date().toISOString(),
      lastError: message.lastError ?? 'unknown',
    };
    putDeadLetter(letter);
    log(
      `${queueName}: message ${message.messageId} dead-lettered after ${message.receiveCount} receives` +
        (files.deadLetterFile ? ` → ${files.deadLetterFile}` : ''),
    );
  }

  function putDeadLetter(letter: DeadLetter) {
    deadLetters.set(letter.messageId, { letter, visibleAt: 0, receives: 0 });
    persistDeadLetters();
  }

  /** The dead letter a receipt handle was last given for, if it is still there. */
  const receivedAs = (deadLetterQueue: string, receipt: string) => {
    const found = deadLetters.get(receipt.split('#')[0] ?? '');
    return found && found.receipt === receipt && deadLetterQueueName(found.letter.queue) === deadLetterQueue ? found : undefined;
  };

  const server: http.Server = createSqsServer({
    queueForPath: (p) => {
      const name = p.split('/').filter(Boolean).at(-1) ?? '';
      return names.has(name) || deadLetterNames.has(name) ? name : undefined;
    },
    queueUrl: (name) => {
      const queue = names.get(name);
      if (queue) return urls[queue];
      return deadLetterNames.has(name) ? `${endpoint}/${LOCAL_ACCOUNT_ID}/${name}` : undefined;
    },
    accept: (name, messages) => {
      const queue = names.get(name);
      if (queue) return enqueue(queue, messages);
      const source = deadLetterNames.get(name);
      if (!source) throw new Error(`Unknown queue ${name}`);
      // Sent straight to a dead-letter queue, as SQS allows: kept as a letter of its queue.
      return messages.map((m) => {
        const now = new Date().toISOString();
        const letter: DeadLetter = {
          queue: source,
          messageId: randomUUID(),
          body: m.body,
          receiveCount: 0,
          sentAt: now,
          deadLetteredAt: now,
          lastError: 'sent to the dead-letter queue',
        };
        putDeadLetter(letter);
        return letter.messageId;
      });
    },
    receive: (name, max, visibilitySeconds) => {
      if (!deadLetterNames.has(name)) return undefined;
      const now = Date.now();
      const visible = [...deadLetters.values()].filter((d) => deadLetterQueueName(d.letter.queue) === name && d.visibleAt <= now);
      return visible.slice(0, max).map((d): ReceivedMessage => {
        d.receives += 1;
        d.visibleAt = now + visibilitySeconds * 1000;
        d.receipt = `${d.letter.messageId}#${randomUUID()}`;
        return {
          MessageId: d.letter.messageId,
          ReceiptHandle: d.receipt,
          Body: d.letter.body,
          MD5OfBody: md5Hex(d.letter.body),
          Attributes: {
            ApproximateReceiveCount: String(d.letter.receiveCount + d.receives),
            SentTimestamp: String(Date.parse(d.letter.sentAt)),
            DeadLetterQueueSourceArn: `arn:aws:sqs:${region}:${LOCAL_ACCOUNT_ID}:${d.letter.queue}`,
            ...(d.letter.groupId ? { MessageGroupId: d.letter.groupId } : {}),
          },
        };
      });
    },
    delete: (name, receipt) => {
      const found = receivedAs(name, receipt);
      if (!found) return false;
      deadLetters.delete(found.letter.messageId);
      persistDeadLetters();
      return true;
    },
    changeVisibility: (name, receipt, visibilitySeconds) => {
      const found = receivedAs(name, receipt);
      if (!found) return false;
      found.visibleAt = Date.now() + visibilitySeconds * 1000;
      return true;
    },
  });
  await listen(server, port, 'SQS_PORT');
  const openDeliveries = () => {
    if (open) return;
    open = true;
    for (const queue of new Set(consumers.map((c) => c.queue))) schedule(queue);
  };
  if (pending.size > 0) {
    log(`${pending.size} message(s) left from the last run will be delivered${open ? '' : ' once the stack is up'}`);
  }
  if (open) for (const queue of new Set(consumers.map((c) => c.queue))) schedule(queue);

  const isIdle = () => batches.size === 0 && consumers.every((c) => due(c.queue, Date.now()).length === 0);
  const isQueueIdle = (queue: QueueName) => !busyQueues.has(queue) && due(queue, Date.now()).length === 0;

  const waitFor = (condition: () => boolean, timeoutMs: number, what: string) =>
    new Promise<void>((resolve, reject) => {
      let waiting = true;
      const finish = (error?: Error) => {
        waiting = false;
        clearTimeout(deadline);
        clearInterval(poll);
        if (error) reject(error);
        else resolve();
      };
      const deadline = setTimeout(() => {
        finish(new Error(`The local queue was not ${what} within ${timeoutMs} ms (${JSON.stringify(stats())})`));
      }, timeoutMs);
      // One look per event and one every 20 ms (retries become due by time, not by an event), until it holds or time is up.
      const check = () => {
        if (!waiting) return;
        if (condition()) finish();
        else waiters.push(check);
      };
      const poll = setInterval(() => {
        if (waiting && condition()) finish();
      }, 20);
      poll.unref();
      check();
    });

  const stats = () => ({ pending: pending.size, inFlight: inFlight.size, deadLettered: deadLetters.size });

  return {
    endpoint,
    port,
    urls,
    open: openDeliveries,
    send: (queue, body) => enqueue(queue, [{ body, delaySeconds: 0 }])[0] as string,
    idle: (queue, timeoutMs = 60_000) =>
      queue ? waitFor(() => isQueueIdle(queue), timeoutMs, `idle on ${queue}`) : waitFor(isIdle, timeoutMs, 'idle'),
    drain: (timeoutMs = 60_000) => waitFor(() => pending.size === 0 && batches.size === 0, timeoutMs, 'drained'),
    stats,
    retrying: (queue) => [...pending.values()].filter((m) => m.queue === queue && m.lastError !== undefined).length,
    deadLetters: () => [...deadLetters.values()].map((d) => d.letter),
    stop: async () => {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await Promise.allSettled([...batches]);
      persist();
    },
  };
}

function toRecord(message: StoredMessage, receiveCount: number, firstReceivedAt: number, queueName: string, region: string): SQSRecord {
  return {
    messageId: message.messageId,
    receiptHandle: `${message.messageId}#${receiveCount}`,
    body: message.body,
    attributes: {
      ApproximateReceiveCount: String(receiveCount),
      SentTimestamp: String(message.sentAt),
      SenderId: 'LOCAL',
      ApproximateFirstReceiveTimestamp: String(firstReceivedAt),
      ...(message.groupId ? { MessageGroupId: message.groupId, SequenceNumber: String(message.sequence ?? 0) } : {}),
    },
    messageAttributes: Object.fromEntries(
      Object.entries(message.messageAttributes ?? {}).map(([name, value]) => [
        name,
        {
          dataType: value.DataType,
          stringValue: value.StringValue,
          binaryValue: value.BinaryValue,
          stringListValues: [],
          binaryListValues: [],
        },
      ]),
    ),
    md5OfBody: md5Hex(message.body),
    eventSource: 'aws:sqs',
    eventSourceARN: `arn:aws:sqs:${region}:${LOCAL_ACCOUNT_ID}:${queueName}`,
    awsRegion: region,
  };
}
