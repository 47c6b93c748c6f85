import type { DynamoDBStreamEvent } from 'aws-lambda';
import { performStreamedEffects } from '../../platform/outbox.ts';
import { effectPorts } from '../effectPorts.ts';
import { orderOutbox } from '../orderEffects.ts';

const ports = effectPorts();
const outbox = orderOutbox(ports);

/** The orders table's stream: a new effect in the outbox is performed at once (lambdas/platform/outbox.ts). */
export const handler = (event: DynamoDBStreamEvent) => performStreamedEffects(outbox, ports.clock, event);
