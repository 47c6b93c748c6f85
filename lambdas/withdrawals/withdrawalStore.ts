import type { OrderRecord } from '../orders/orderRecord.ts';
import type { WithdrawalRecord } from './withdrawalRecord.ts';

/**
 * What the withdrawals' use cases keep and read, in their words (docs/decisions/088): the
 * statements consumers sent, by when they were received, and what became of each (acknowledged,
 * handled). One DynamoDB adapter (dynamoWithdrawalReader.ts, dynamoWithdrawalStore.ts), one
 * in-memory fake (memoryWithdrawalStore.ts); both pass withdrawalStoreContract.ts.
 */
export interface WithdrawalReader {
  get(id: string): Promise<WithdrawalRecord | undefined>;
  /** Statements received between the two instants (inclusive), oldest first unless `newestFirst`, at most `limit`. */
  received(range: { from: string; to: string }, options?: ReceivedOptions): Promise<WithdrawalRecord[]>;
}

export interface ReceivedOptions {
  /** Only those not acknowledged yet. */
  unacknowledgedOnly?: boolean;
  /** Only those still to be mailed: not acknowledged, and not withheld. */
  toMailOnly?: boolean;
  /** Only those not handled, or handled with money still owed (Today shows them). */
  unhandledOnly?: boolean;
  /** Only those of one order. */
  orderId?: string;
  newestFirst?: boolean;
  limit?: number;
}

/** The reads and the writes: a function that only reads is given a WithdrawalReader, and its grants say so. */
export interface WithdrawalStore extends WithdrawalReader {
  /** Keeps a new statement; an id kept already is an error. */
  record(withdrawal: WithdrawalRecord): Promise<void>;
  /** Marks the acknowledgement sent; a second mark (the job and the request both got there) changes nothing. */
  markAcknowledged(id: string, at: Date): Promise<void>;
  /** Notes a failed acknowledgement and counts the attempt, unless it was acknowledged meanwhile. */
  markAcknowledgementFailed(id: string, reason: string): Promise<void>;
  /**
   * Marks it handled, once: the mark is what makes two people handling it at the same moment
   * refund it once. Undefined when it was handled already (or is not there).
   */
  markHandled(id: string, mark: { by: string; refund: number; at: Date; owed?: number }): Promise<WithdrawalRecord | undefined>;
  /** Takes back the mark made at `at`: the refund it was for was refused after all. */
  unmarkHandled(id: string, at: Date): Promise<void>;
}

/** The end of every range that reaches to now and beyond. */
export const FOREVER = '9999-12-31T23:59:59.999Z';

/** An order's withdrawals: received after it was placed, so the list is read from that instant on. */
export const withdrawalsOfOrder = (store: WithdrawalReader, order: Pick<OrderRecord, 'id' | 'createdAt'>) =>
  store.received({ from: order.createdAt, to: FOREVER }, { orderId: order.id });
