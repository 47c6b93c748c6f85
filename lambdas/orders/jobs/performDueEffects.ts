import type { ScheduledEvent } from 'aws-lambda';
import { correlate, log } from '../../platform/log.ts';
import { effectPorts } from '../effectPorts.ts';
import { performDueEffects } from '../orderEffects.ts';

/** Every minute: effects to retry, and effects whose worker died holding them. "Now" is the rule's time. */
export const handler = async (event: ScheduledEvent) => {
  correlate(event.id);
  const at = new Date(event.time);
  const counts = await performDueEffects(effectPorts({ now: () => at }));
  if (counts.done || counts.failed || counts.dead) log.info('due order effects performed', counts);
  return counts;
};
