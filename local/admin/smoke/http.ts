/**
 * How the smoke test asks the shop: one HTTP request, answered or not. Node's global fetch
 * behind it, so that tests point it at a server of their own with nothing faked in between.
 */

export interface SmokeRequest {
  method?: 'GET' | 'POST';
  headers?: Readonly<Record<string, string>>;
  body?: string;
}

export type SmokeAnswer =
  | { kind: 'answered'; status: number; headers: Headers; body: string; ms: number }
  /** No status at all: the time ran out, or the connection failed (twice). */
  | { kind: 'unanswered'; reason: string; ms: number };

export interface SmokeHttp {
  request(url: string, init?: SmokeRequest): Promise<SmokeAnswer>;
}

export const SMOKE_TIMEOUT_MS = 10_000;

/** In the shop's access logs, what the operator's smoke test asked. */
export const SMOKE_USER_AGENT = 'tkanica-smoke (npm run admin -- smoke)';

const isTimeout = (error: unknown): boolean => ['TimeoutError', 'AbortError'].includes((error as Error)?.name);

/** What went wrong under fetch's "fetch failed": undici puts the socket's error in `cause`. */
function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  return cause?.message || cause?.code || (error as Error)?.message || String(error);
}

/**
 * Each request gets `timeoutMs` for the whole answer, body included. A failed connection is
 * tried once more, since a deploy may have just swapped what answers; a timeout is not, as a
 * shop that keeps a shopper waiting 10 s has already failed them, and an answer of any status
 * is never asked again: a 5xx is what the smoke test is there to report.
 */
export function fetchSmokeHttp(options: { timeoutMs?: number; attempts?: number } = {}): SmokeHttp {
  const timeoutMs = options.timeoutMs ?? SMOKE_TIMEOUT_MS;
  const attempts = options.attempts ?? 2;
  return {
    async request(url, init = {}) {
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      for (let attempt = 1; ; attempt++) {
        try {
          const response = await fetch(url, {
            method: init.method ?? 'GET',
            headers: { 'user-agent': SMOKE_USER_AGENT, ...init.headers },
            body: init.body,
            signal: AbortSignal.timeout(timeoutMs),
          });
          const body = await response.text();
          return { kind: 'answered', status: response.status, headers: response.headers, body, ms: elapsed() };
        } catch (error) {
          if (isTimeout(error)) return { kind: 'unanswered', reason: `no answer within ${timeoutMs / 1000} s`, ms: elapsed() };
          if (attempt >= attempts) {
            const tries = attempts > 1 ? ` (tried ${attempts} times)` : '';
            return { kind: 'unanswered', reason: `no answer: ${networkReason(error)}${tries}`, ms: elapsed() };
          }
        }
      }
    },
  };
}
