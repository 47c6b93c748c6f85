import {
  type ClearAttempts,
  type CountAttempt,
  type DoorThrottle,
  doorHits,
  type Hit,
  type ThrottleRule,
  tooManyRequests,
} from '../accounts/throttle.ts';

/**
 * The throttle's counters in memory, for the rule tests, counted as accounts/throttle.ts counts
 * them on a table: per rule, subject (in any case) and fixed window (a window ends, and the next
 * starts at nought), every hit of an attempt counted, the first rule over its limit answered.
 */
export function memoryCounters() {
  const counts = new Map<string, number>();
  const counter = (hit: Hit, now: Date) =>
    `${hit.rule.name}/${hit.subject.toLowerCase()}/${Math.floor(now.getTime() / 1000 / hit.rule.windowSeconds)}`;
  const countAttempt: CountAttempt = async (hits, now) => {
    const after = hits.map((hit) => {
      const count = (counts.get(counter(hit, now)) ?? 0) + 1;
      counts.set(counter(hit, now), count);
      return count;
    });
    return hits.find((hit, i) => (after[i] ?? 0) > hit.rule.limit)?.rule;
  };
  const reachedLimit = async (hits: readonly Hit[], now: Date): Promise<ThrottleRule | undefined> =>
    hits.find((hit) => (counts.get(counter(hit, now)) ?? 0) >= hit.rule.limit)?.rule;
  const clearAttempts: ClearAttempts = async (hit, now) => {
    counts.delete(counter(hit, now));
  };
  return { countAttempt, reachedLimit, clearAttempts };
}

/** The throttle's `countAttempt` for the rule tests (memoryCounters above). */
export const memoryAttemptCounter = (): CountAttempt => memoryCounters().countAttempt;

/**
 * A password door's throttle for the rule tests, as accounts/throttle.ts counts it on a table:
 * failures per rule, subject and window, refused from the limit on, the per-account ceiling not
 * holding a client the account signed in from in the door's last days, and a success forgetting
 * the client's failures on the account. Its `clearAttempts` forgets a subject's, as a password
 * reset does.
 */
export function memoryPasswordDoor(counters = memoryCounters()): DoorThrottle & { clearAttempts: ClearAttempts } {
  /** `<email> <client>` → until when (ms) the client is known to the account. */
  const known = new Map<string, number>();
  const client = (email: string, address: string) => `${email.toLowerCase()} ${address.toLowerCase()}`;
  return {
    async refuseThrottled(door, email, address, now) {
      const limited = await counters.reachedLimit(doorHits(door, email, address), now);
      if (!limited) return;
      if (limited === door.perAccount && (known.get(client(email, address)) ?? 0) > now.getTime()) return;
      throw tooManyRequests(door.tooMany, limited, now);
    },
    async countFailure(door, email, address, now) {
      await counters.countAttempt(doorHits(door, email, address), now);
    },
    async countSuccess(door, email, address, now) {
      const [own] = doorHits(door, email, address);
      await counters.clearAttempts(own, now);
      known.set(client(email, address), now.getTime() + door.knownClients.days * 86_400_000);
    },
    clearAttempts: counters.clearAttempts,
  };
}
