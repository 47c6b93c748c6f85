import type { EffectPorts } from '../orders/orderEffects.ts';
import { performDueEffects } from '../orders/orderEffects.ts';

/**
 * Performs what the outbox holds, as the orders stream and the due-effects job do in the
 * running shop: rounds until nothing more is done (an effect can cause another, as issuing
 * an invoice puts its mail in the outbox).
 */
export async function runOutbox(ports: EffectPorts, rounds = 6): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    const counts = await performDueEffects(ports);
    if (counts.done === 0 && counts.failed === 0) return;
  }
}
