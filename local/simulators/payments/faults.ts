import { newId } from './ids.ts';

/**
 * Faults on request, so a test (or a person at the operator page) can see what the shop does
 * when the payment provider fails: the next N matching API calls answer 500 `api_error`, or
 * answer only after a delay. The work of a slow call is done at once and only its answer is
 * late, as when Stripe did the work but the answer was lost in the wait, so a client that
 * gave up and retries with the same Idempotency-Key gets the same object.
 */

export type FaultKind = 'error' | 'slow';

export interface Fault {
  id: string;
  kind: FaultKind;
  /** Matching calls still to fail. */
  remaining: number;
  /** How long a slow answer waits. */
  delayMs: number;
  /** Path prefixes of the API calls it hits, e.g. `/v1/checkout/sessions`; every `/v1/` call by default. */
  paths: string[];
}

export class FaultRequestError extends Error {}

const DEFAULT_DELAY_MS = 20_000;
const MAX_DELAY_MS = 120_000;
const MAX_CALLS = 1_000;

export class Faults {
  private list: Fault[] = [];
  private readonly waits = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();

  /** Validates a request shaped `{ next, kind, delayMs?, paths? }`; form fields arrive as strings. */
  add(request: Record<string, unknown>): Fault {
    const kind = request.kind;
    if (kind !== 'error' && kind !== 'slow') throw new FaultRequestError('kind must be "error" or "slow".');
    const next = whole(request.next ?? 1, 'next', 1, MAX_CALLS);
    const delayMs = kind === 'slow' ? whole(request.delayMs ?? DEFAULT_DELAY_MS, 'delayMs', 1, MAX_DELAY_MS) : 0;
    const paths = pathList(request.paths);
    const fault: Fault = { id: newId('fault', 10), kind, remaining: next, delayMs, paths };
    this.list.push(fault);
    return fault;
  }

  active(): Fault[] {
    return this.list.map((fault) => ({ ...fault, paths: [...fault.paths] }));
  }

  clear(): number {
    const count = this.list.length;
    this.list = [];
    return count;
  }

  /** The fault this API call meets, counted off; null when none matches. */
  take(pathname: string): Fault | null {
    const fault = this.list.find((candidate) => candidate.paths.some((prefix) => pathname.startsWith(prefix)));
    if (!fault) return null;
    fault.remaining -= 1;
    if (fault.remaining === 0) this.list = this.list.filter((candidate) => candidate !== fault);
    return { ...fault };
  }

  /** A slow answer's wait; closing the simulator ends every wait at once. */
  wait(delayMs: number): Promise<void> {
    return new Promise((resolve) => {
      const entry = {
        timer: setTimeout(() => {
          this.waits.delete(entry);
          resolve();
        }, delayMs),
        resolve,
      };
      entry.timer.unref();
      this.waits.add(entry);
    });
  }

  close(): void {
    for (const entry of this.waits) {
      clearTimeout(entry.timer);
      entry.resolve();
    }
    this.waits.clear();
  }
}

function whole(value: unknown, name: string, min: number, max: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
    throw new FaultRequestError(`${name} must be a whole number from ${min} to ${max}.`);
  }
  return number;
}

/** An array, or the operator form's comma-separated text; empty means every API call. */
function pathList(value: unknown): string[] {
  const items = typeof value === 'string' ? value.split(',') : (value ?? []);
  if (!Array.isArray(items) || items.some((item) => typeof item !== 'string')) {
    throw new FaultRequestError('paths must be a list of API paths, e.g. ["/v1/checkout/sessions"].');
  }
  const paths = items.map((item: string) => item.trim()).filter(Boolean);
  for (const path of paths) {
    if (!path.startsWith('/v1/')) throw new FaultRequestError(`paths name API calls, which start with /v1/ (not "${path}").`);
  }
  return paths.length > 0 ? paths : ['/v1/'];
}
