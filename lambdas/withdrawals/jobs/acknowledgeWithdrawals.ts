import type { ScheduledEvent } from 'aws-lambda';
import { config } from '../../platform/config.ts';
import { correlate, log } from '../../platform/log.ts';
import { createSesMailer } from '../../platform/mailer.ts';
import { acknowledgeWithdrawals } from '../acknowledgeWithdrawals.ts';
import { shopWithdrawalPorts } from '../withdrawalAdapters.ts';

const mailer = createSesMailer();

/** Every 5 minutes: withdrawals whose acknowledgement the mail service could not take. "Now" is the rule's time. */
export const handler = async (event: ScheduledEvent) => {
  correlate(event.id);
  const at = new Date(event.time);
  const result = await acknowledgeWithdrawals(shopWithdrawalPorts({ clock: { now: () => at }, mailer, shopUrl: config.shopUrl() }));
  if (result.acknowledged.length || result.failed.length) log.info('withdrawals acknowledged late', result);
  return result;
};
