import type { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { EffectRecord } from './effectRecord.ts';
import type { OrderRecord } from './orderRecord.ts';

/** One write of a DynamoDB transaction. */
export type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/**
 * What a move of an order writes beyond the order and its own effects, in the same transaction
 * (orderStore.ts `transition`): a refund's credit note and gift card (refundWrites.ts), the audit
 * entry of the person who made it.
 */
export interface MoveAttachment {
  items: TransactItem[];
  effects?: EffectRecord[];
  changes?: Partial<OrderRecord>;
}
