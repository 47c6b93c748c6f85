import { systemClock } from '../../platform/clock.ts';
import { config } from '../../platform/config.ts';
import { queuedEffects } from '../../platform/outbox.ts';
import { stripeGateway } from '../../payments/paymentGateway.ts';
import { paymentOutbox } from '../paymentEffects.ts';

const ports = { payments: stripeGateway(), clock: systemClock, shopUrl: config.shopUrl() };
const outbox = paymentOutbox(ports);

/** Refunds and closed payment pages the orders' outbox handed over (lambdas/orders/effectLanes.ts). */
export const handler = queuedEffects('paymentEffects', outbox, ports.clock);
