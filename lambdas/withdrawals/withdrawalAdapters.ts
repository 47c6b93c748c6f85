import { countAttempt } from '../accounts/throttle.ts';
import { operatorStep } from '../orders/operatorSteps.ts';
import { getOrder } from '../orders/orderStore.ts';
import type { MailingPorts } from '../platform/mailingPorts.ts';
import { dynamoWithdrawalStore } from './dynamoWithdrawalStore.ts';
import type { HandlingPorts } from './handleWithdrawal.ts';
import { orderNumbered } from '../orders/dynamoOrderReader.ts';
import type { WithdrawalPorts } from './withdraw.ts';

/** The withdrawals' use cases wired to the shop's tables: the handler's, the job's, the desk's and the command line's. */
export const shopWithdrawals = dynamoWithdrawalStore;

export const shopWithdrawalPorts = (mailing: MailingPorts, more: Pick<WithdrawalPorts, 'holdUntil'> = {}): WithdrawalPorts => ({
  ...mailing,
  ...more,
  withdrawals: shopWithdrawals,
  orderOf: orderNumbered,
  countAttempt,
});

export const shopHandlingPorts: HandlingPorts = { withdrawals: shopWithdrawals, getOrder, operatorStep };
