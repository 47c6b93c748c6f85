import type { DynamoDBStreamEvent } from 'aws-lambda';
import { performStreamedEffects } from '../../platform/outbox.ts';
import { mailPorts } from '../effectPorts.ts';
import { effectWorker } from '../effectWorker.ts';

const ports = mailPorts();
const outbox = effectWorker(ports);

/**
 * The orders table's stream: a new effect in the outbox is performed at once, or handed to the
 * function of its lane (lambdas/orders/effectLanes.ts, lambdas/platform/outbox.ts).
 */
export const handler = (event: DynamoDBStreamEvent) => performStreamedEffects(outbox, ports.clock, event);
