import type { ScheduledEvent } from 'aws-lambda';
import { correlate, log } from '../../platform/log.ts';
import { performDueEffects } from '../../platform/outbox.ts';
import { mailPorts } from '../effectPorts.ts';
import { effectWorker } from '../effectWorker.ts';

/**
 * Every minute: effects to retry, and effects whose worker died holding them, each performed
 * here or handed to the function of its lane again (lambdas/orders/effectLanes.ts). "Now" is the rule's time.
 */
export const handler = async (event: ScheduledEvent) => {
  correlate(event.id);
  const at = new Date(event.time);
  const ports = mailPorts({ now: () => at });
  const counts = await performDueEffects(effectWorker(ports), ports.clock);
  if (counts.done || counts.failed || counts.dead || counts.handed) log.info('due order effects performed', counts);
  return counts;
};
