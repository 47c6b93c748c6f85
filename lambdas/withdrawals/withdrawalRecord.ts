import { DEFAULT_LANGUAGE, type Language } from '@shop/shared/language';

/**
 * A withdrawal statement in the orders table, beside the order it withdraws from:
 *   WITHDRAWAL#<id>   WITHDRAWAL   what the consumer sent, as sent, and whether it was acknowledged
 * Index byWithdrawal (withdrawalKey, receivedAt): sparse, only withdrawals, in one partition
 * (they are few), so the operator and the acknowledgement job list them by date without a Scan.
 */
export const withdrawalItemKey = (id: string) => ({ pk: `WITHDRAWAL#${id}`, sk: 'WITHDRAWAL' as const });

/** The byWithdrawal index's one partition. */
export const WITHDRAWALS = 'WITHDRAWALS';

/** An item of the order as the statement names it: its number in the order and what it is. */
export interface WithdrawnItem {
  itemNo: number;
  /** `1 × Linen Shirt (Oat), M`, as the order has it. */
  description: string;
}

export interface WithdrawalRecord {
  pk: string;
  sk: 'WITHDRAWAL';
  id: string;
  orderId: string;
  orderNumber: string;
  /** The order's email, where the acknowledgement goes. */
  email: string;
  /** The name the consumer gave. */
  name: string;
  /** True when no items were named: the whole order. */
  wholeOrder: boolean;
  /** The items withdrawn from, as the order lists them. */
  items: WithdrawnItem[];
  /** Item numbers given that the order does not have: kept as sent, for the operator to clear up. */
  unknownItemNos: number[];
  reason: string | null;
  /** When the statement reached the shop: what the period is measured against. */
  receivedAt: string;
  /** The language of the page the statement was made on, which its acknowledgement is written in; absent on older ones: English. */
  language?: Language;
  withdrawalKey: typeof WITHDRAWALS;
  /** When the acknowledgement on a durable medium (the email) was sent. */
  acknowledgedAt?: string;
  acknowledgementAttempts?: number;
  lastAcknowledgementError?: string;
  /**
   * Set when the statement came after the order's acknowledgements of the day were used up
   * (ACKNOWLEDGEMENTS_PER_ORDER in withdraw.ts): it is kept, and mailed nothing, not even by the job.
   */
  acknowledgementWithheldAt?: string;
  /** When staff handled it (the items came back and the money went back), and who. */
  handledAt?: string;
  handledBy?: string;
  /** Cents refunded when it was handled; 0 when nothing was left to refund. */
  handledRefund?: number;
  /**
   * Cents of what it withdraws from that handling did not refund (a smaller amount was given):
   * the money still owed, which keeps it on Today.
   */
  owed?: number;
}

export const languageOfStatement = (withdrawal: Pick<WithdrawalRecord, 'language'>): Language => withdrawal.language ?? DEFAULT_LANGUAGE;
