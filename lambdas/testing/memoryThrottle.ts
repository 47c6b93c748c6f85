import { type CountAttempt, type DoorThrottle, doorHits, type Hit, tooManyRequests } from '../accounts/throttle.ts';

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

/**
 * A password door's throttle for the rule tests, as accounts/throttle.ts counts it on a table:
 * failures per rule, subject and window (a window ends, as the table's does), refused from the
 * limit on, the per-account ceiling not holding a client the account signed in from in the
 * door's last days, and a success forgetting the client's failures on the account.
 */
export function memoryPasswordDoor(): DoorThrottle {
  const counts = new Map<string, number>();
  /** `<email> <client>` → until when (ms) the client is known to the account. */
  const known = new Map<string, number>();
  const counter = (hit: Hit, now: Date) =>
    `${hit.rule.name}/${hit.subject.toLowerCase()}/${Math.floor(now.getTime() / 1000 / hit.rule.windowSeconds)}`;
  const client = (email: string, address: string) => `${email.toLowerCase()} ${address.toLowerCase()}`;
  return {
    async refuseThrottled(door, email, address, now) {
      const limited = doorHits(door, email, address).find((hit) => (counts.get(counter(hit, now)) ?? 0) >= hit.rule.limit)?.rule;
      if (!limited) return;
      if (limited === door.perAccount && (known.get(client(email, address)) ?? 0) > now.getTime()) return;
      throw tooManyRequests(door.tooMany, limited, now);
    },
    async countFailure(door, email, address, now) {
      for (const hit of doorHits(door, email, address)) counts.set(counter(hit, now), (counts.get(counter(hit, now)) ?? 0) + 1);
    },
    async countSuccess(door, email, address, now) {
      const [own] = doorHits(door, email, address);
      counts.delete(counter(own, now));
      known.set(client(email, address), now.getTime() + door.knownClients.days * 86_400_000);
    },
  };
}
