/**
 * The keys of an outbox's records (lambdas/platform/outbox.ts), apart from its workings so the
 * route table can filter a stream by them without every function carrying the outbox's client.
 */
export const EFFECTS_DUE = 'EFFECTS_DUE';
/** The byDue partition of effects given up: the back office lists them (docs/decisions/044). */
export const EFFECTS_DEAD = 'EFFECTS_DEAD';
export const EFFECT_PREFIX = 'EFFECT#';
export const effectKey = (id: string) => ({ pk: `${EFFECT_PREFIX}${id}`, sk: 'EFFECT' as const });
