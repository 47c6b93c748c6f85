import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { QueueName } from '../lambdas/queues.ts';
import type { MessageAttributeValue } from './sqsProtocol.ts';

/**
 * Where the local queue keeps its messages between runs: the pending ones in
 * `<dataDir>/queue.jsonl` and the dead-lettered ones in `<dataDir>/dead-letters.jsonl`, each
 * rewritten whole on every change (through a temporary file, so a crash leaves the old one).
 * Without a data directory nothing is written.
 */

export interface StoredMessage {
  queue: QueueName;
  messageId: string;
  body: string;
  /** A FIFO queue's message group: its messages are delivered one after another, in the order sent. */
  groupId?: string;
  /** The order it was sent in, among all messages of the stand-in. */
  sequence?: number;
  messageAttributes?: Record<string, MessageAttributeValue>;
  sentAt: number;
  availableAt: number;
  receiveCount: number;
  firstReceivedAt?: number;
  lastError?: string;
}

export interface DeadLetter {
  /** The queue it failed on (its physical name). */
  queue: string;
  messageId: string;
  body: string;
  groupId?: string;
  receiveCount: number;
  sentAt: string;
  deadLetteredAt: string;
  lastError: string;
}

export class QueueFiles {
  readonly pendingFile: string | undefined;
  readonly deadLetterFile: string | undefined;

  constructor(dataDir: string | undefined) {
    this.pendingFile = dataDir ? path.join(dataDir, 'queue.jsonl') : undefined;
    this.deadLetterFile = dataDir ? path.join(dataDir, 'dead-letters.jsonl') : undefined;
    if (dataDir) mkdirSync(dataDir, { recursive: true });
  }

  /** Each message's line as last written, with the fields a receive changes, so an unchanged message is not serialized again. */
  private readonly lines = new WeakMap<StoredMessage, { changes: string; line: string }>();

  savePending(messages: StoredMessage[]): void {
    if (!this.pendingFile) return;
    let text = '';
    for (const message of messages) {
      const changes = `${message.receiveCount} ${message.availableAt} ${message.firstReceivedAt} ${message.lastError}`;
      let known = this.lines.get(message);
      if (known?.changes !== changes) {
        known = { changes, line: `${JSON.stringify(message)}\n` };
        this.lines.set(message, known);
      }
      text += known.line;
    }
    writeText(this.pendingFile, text);
  }

  saveDeadLetters(letters: DeadLetter[]): void {
    writeLines(this.deadLetterFile, letters);
  }

  loadPending(): StoredMessage[] {
    return readLines<StoredMessage>(this.pendingFile);
  }

  loadDeadLetters(): DeadLetter[] {
    return readLines<DeadLetter>(this.deadLetterFile);
  }
}

function writeLines(file: string | undefined, items: readonly unknown[]): void {
  if (!file) return;
  writeText(file, items.map((item) => `${JSON.stringify(item)}\n`).join(''));
}

function writeText(file: string, text: string): void {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

/** One JSON object per line; a line that is not one is skipped. */
function readLines<T>(file: string | undefined): T[] {
  if (!file || !existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as T];
      } catch {
        return [];
      }
    });
}
