import type { SQSEvent } from 'aws-lambda';
import { systemClock } from '../../platform/clock.ts';
import { config } from '../../platform/config.ts';
import { performQueuedEffects } from '../../platform/outbox.ts';
import { stripeGateway } from '../../payments/paymentGateway.ts';
import { paymentOutbox } from '../paymentEffects.ts';

const ports = { payments: stripeGateway(), clock: systemClock, shopUrl: config.shopUrl() };
const outbox = paymentOutbox(ports);

/** Refunds and closed payment pages the orders' outbox handed over (lambdas/orders/effectLanes.ts). */
export const handler = (event: SQSEvent) => performQueuedEffects(outbox, ports.clock, event);
