import type { CountAttempt } from '../accounts/throttle.ts';

/**
 * The throttle's `countAttempt` for the rule tests: each attempt counted per rule and subject in
 * memory, over one window that never ends (accounts/throttle.ts keeps the windows on a table).
 */
export function memoryAttemptCounter(): CountAttempt {
  const counts = new Map<string, number>();
  return async (hits) => {
    for (const { rule, subject } of hits) {
      const key = `${rule.name}/${subject}`;
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      if (count > rule.limit) return rule;
    }
    return undefined;
  };
}
