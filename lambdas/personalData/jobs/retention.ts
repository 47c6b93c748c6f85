import type { ScheduledEvent } from 'aws-lambda';
import { correlate, log } from '../../platform/log.ts';
import { shopPersonalData } from '../personalDataAdapters.ts';
import { runRetention } from '../retention.ts';

/** Every hour: deletions to finish, contact messages past their period, expired one-time codes. "Now" is the rule's time. */
export const handler = async (event: ScheduledEvent) => {
  correlate(event.id);
  const at = new Date(event.time);
  const counts = await runRetention({ clock: { now: () => at }, data: shopPersonalData });
  if (counts.deletionsFinished || counts.contactMessagesDeleted || counts.codesRemoved)
    log.info('personal data past its period removed', { ...counts });
  return counts;
};
