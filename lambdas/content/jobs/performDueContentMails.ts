import type { ScheduledEvent } from 'aws-lambda';
import { config } from '../../platform/config.ts';
import { correlate, log } from '../../platform/log.ts';
import { createSesMailer } from '../../platform/mailer.ts';
import { shopContentMailPorts } from '../contentAdapters.ts';
import { performDueContentMails } from '../contentMailWorker.ts';

const mailer = createSesMailer();

/** Every minute: content mails to try again, and mails whose worker died. "Now" is the rule's time. */
export const handler = async (event: ScheduledEvent) => {
  correlate(event.id);
  const at = new Date(event.time);
  const counts = await performDueContentMails(shopContentMailPorts({ clock: { now: () => at }, mailer, shopUrl: config.shopUrl() }));
  if (counts.done || counts.failed || counts.dead) log.info('due content mails sent', counts);
  return counts;
};
