import { appendFileSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { GetQueueUrlCommand, SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { type DeadLetter, QueueFiles } from '../queueFiles.ts';
import { OperatorError } from './command.ts';

/** A message that failed every delivery and was set aside, as the operator commands show it. */
export interface DeadLetterMessage {
  id: string;
  /** The queue it came from (its physical name). */
  queue: string;
  body: string;
  deadLetteredAt?: string;
  receiveCount?: number;
  lastError?: string;
}

export interface ReplayResult {
  replayed: DeadLetterMessage[];
  failed: { message: DeadLetterMessage; error: string }[];
}

/** The payment events' dead letters: the local stand-in's file, or the stage's SQS dead-letter queue. */
export interface DeadLetterQueue {
  description: string;
  list(): Promise<DeadLetterMessage[]>;
  /** Sends the chosen messages back to the queue they came from and removes them here. */
  replay(chosen: (message: DeadLetterMessage) => boolean): Promise<ReplayResult>;
  /** Hands every message to `save`, then removes them; if `save` fails, nothing is removed. */
  drain(save: (messages: DeadLetterMessage[]) => Promise<void>): Promise<number>;
}

/**
 * The local queue (local/queue.ts) appends dead letters to `<dataDir>/dead-letters.jsonl`
 * while `npm start` runs. To take letters out without losing one appended meanwhile, the file
 * is first renamed (new letters then go to a fresh file) and whatever stays is appended back.
 * Replaying sends through the real SQS client to the stand-in, which delivers to the consumer.
 */
export function localDeadLetters(options: { dataDir: string; sqs: SQSClient }): DeadLetterQueue {
  const file = new QueueFiles(options.dataDir).deadLetterFile as string;

  /** The letters of a file, and any line that is not one (kept as it is, never dropped). */
  const parse = (text: string): { letters: DeadLetter[]; unreadable: string[] } => {
    const letters: DeadLetter[] = [];
    const unreadable: string[] = [];
    for (const line of text.split('\n').filter((l) => l.trim())) {
      try {
        letters.push(JSON.parse(line) as DeadLetter);
      } catch {
        unreadable.push(line);
      }
    }
    return { letters, unreadable };
  };
  const toMessage = (letter: DeadLetter): DeadLetterMessage => ({
    id: letter.messageId,
    queue: letter.queue,
    body: letter.body,
    deadLetteredAt: letter.deadLetteredAt,
    receiveCount: letter.receiveCount,
    lastError: letter.lastError,
  });
  const read = (path: string) => (existsSync(path) ? parse(readFileSync(path, 'utf8')) : { letters: [], unreadable: [] });
  const takeAll = () => {
    if (!existsSync(file)) return undefined;
    const taken = `${file}.taken-${process.pid}-${Date.now()}`;
    renameSync(file, taken);
    return { taken, ...read(taken) };
  };
  const putBack = (letters: DeadLetter[], unreadable: string[]) => {
    const lines = [...letters.map((l) => JSON.stringify(l)), ...unreadable];
    if (lines.length > 0) appendFileSync(file, lines.map((l) => `${l}\n`).join(''));
  };

  return {
    description: `the local dead-letter file ${file}`,
    async list() {
      return read(file).letters.map(toMessage);
    },
    async replay(chosen) {
      const result: ReplayResult = { replayed: [], failed: [] };
      // Asked before anything is taken out of the file: the queue runs inside `npm start`.
      const urls = new Map<string, string>();
      for (const queue of new Set(
        read(file)
          .letters.filter((l) => chosen(toMessage(l)))
          .map((l) => l.queue),
      )) {
        try {
          const { QueueUrl } = await options.sqs.send(new GetQueueUrlCommand({ QueueName: queue }));
          urls.set(queue, QueueUrl as string);
        } catch (error) {
          throw new OperatorError(
            `The local queue ${queue} does not answer (${(error as Error).message}). Start the shop with \`npm start\` (or set SQS_PORT to its port).`,
          );
        }
      }
      const all = takeAll();
      if (!all) return result;
      const kept: DeadLetter[] = [];
      try {
        for (const letter of all.letters) {
          const message = toMessage(letter);
          const QueueUrl = urls.get(letter.queue);
          // A letter of a queue not asked about above (it arrived since) waits for the next replay.
          if (!chosen(message) || !QueueUrl) {
            kept.push(letter);
            continue;
          }
          try {
            await options.sqs.send(new SendMessageCommand({ QueueUrl, MessageBody: letter.body }));
            result.replayed.push(message);
          } catch (error) {
            kept.push(letter);
            result.failed.push({ message, error: error instanceof Error ? error.message : String(error) });
          }
        }
      } finally {
        putBack([...kept, ...all.letters.slice(result.replayed.length + kept.length)], all.unreadable);
        rmSync(all.taken, { force: true });
      }
      return result;
    },
    async drain(save) {
      const all = takeAll();
      if (!all) return 0;
      try {
        await save(all.letters.map(toMessage));
      } catch (error) {
        putBack(all.letters, all.unreadable);
        rmSync(all.taken, { force: true });
        throw error;
      }
      // Lines that are not letters stay for someone to look at.
      putBack([], all.unreadable);
      rmSync(all.taken, { force: true });
      return all.letters.length;
    },
  };
}
