import { acknowledge, type WithdrawalPorts } from './withdraw.ts';

/**
 * The request that received a statement had this long to acknowledge it (a function runs at most
 * 15 s); younger statements are left to it, so a statement is not mailed twice at once.
 */
export const LEFT_TO_THE_REQUEST_MS = 2 * 60_000;
/** How far back the job looks: a statement still unacknowledged after this is the operator's (withdrawals list). */
export const RETRIED_FOR_DAYS = 14;

/**
 * The job: acknowledges every statement the mail service could not take when it came in.
 */
export async function acknowledgeWithdrawals(ports: WithdrawalPorts): Promise<{ acknowledged: string[]; failed: string[] }> {
  const now = ports.clock.now().getTime();
  const waiting = await ports.withdrawals.received(
    { from: new Date(now - RETRIED_FOR_DAYS * 86_400_000).toISOString(), to: new Date(now - LEFT_TO_THE_REQUEST_MS).toISOString() },
    // A statement whose order's acknowledgements of the day were used up is not mailed later either.
    { toMailOnly: true },
  );
  const acknowledged: string[] = [];
  const failed: string[] = [];
  for (const withdrawal of waiting) ((await acknowledge(withdrawal, ports)) ? acknowledged : failed).push(withdrawal.id);
  return { acknowledged, failed };
}
