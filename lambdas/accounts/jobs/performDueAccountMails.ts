import type { ScheduledEvent } from 'aws-lambda';
import { config } from '../../platform/config.ts';
import { correlate, log } from '../../platform/log.ts';
import { createSesMailer } from '../../platform/mailer.ts';
import { shopAccountMailPorts } from '../accountAdapters.ts';
import { performDueAccountMails } from '../accountMailWorker.ts';

const mailer = createSesMailer();

/** Every minute: account mails to try again, and mails whose worker died. "Now" is the rule's time. */
export const handler = async (event: ScheduledEvent) => {
  correlate(event.id);
  const at = new Date(event.time);
  const counts = await performDueAccountMails(shopAccountMailPorts({ clock: { now: () => at }, mailer, shopUrl: config.shopUrl() }));
  if (counts.done || counts.failed || counts.dead) log.info('due account mails sent', counts);
  return counts;
};
