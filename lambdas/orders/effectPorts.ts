import { systemClock } from '../platform/clock.ts';
import { config } from '../platform/config.ts';
import { createSesMailer } from '../platform/mailer.ts';
import { stripeGateway } from '../payments/paymentGateway.ts';
import type { EffectPorts } from './orderEffects.ts';

/** The real adapters the outbox's workers perform effects with; created once per container. */
export function effectPorts(clock = systemClock): EffectPorts {
  return { payments: stripeGateway(), mailer: createSesMailer(), clock, shopUrl: config.shopUrl() };
}
