import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { QueueName } from '../lambdas/routes.ts';
import type { MessageAttributeValue } from './sqsProtocol.ts';

/**
 * Where the local queue keeps its messages between runs: the pending ones in
 * `<dataDir>/queue.jsonl` (rewritten whole on every change; the file is small) and the
 * dead-lettered ones appended to `<dataDir>/dead-letters.jsonl`. Without a data directory
 * nothing is written.
 */

export interface StoredMessage {
  queue: QueueName;
  messageId: string;
  body: string;
  messageAttributes?: Record<string, MessageAttributeValue>;
  sentAt: number;
  availableAt: number;
  receiveCount: number;
  firstReceivedAt?: number;
  lastError?: string;
}

export interface DeadLetter {
  queue: string;
  messageId: string;
  body: string;
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

  savePending(messages: StoredMessage[]): void {
    if (!this.pendingFile) return;
    writeFileSync(`${this.pendingFile}.tmp`, messages.map((m) => `${JSON.stringify(m)}\n`).join(''));
    renameSync(`${this.pendingFile}.tmp`, this.pendingFile);
  }

  appendDeadLetter(letter: DeadLetter): void {
    if (this.deadLetterFile) appendFileSync(this.deadLetterFile, `${JSON.stringify(letter)}\n`);
  }

  loadPending(): StoredMessage[] {
    const file = this.pendingFile;
    if (!file || !existsSync(file)) return [];
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as StoredMessage];
        } catch {
          return [];
        }
      });
  }
}
