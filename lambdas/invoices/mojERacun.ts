import * as z from 'zod/mini';
import { MissingConfigError } from '../platform/config.ts';
import { functionEnv } from '../platform/functionScope.ts';
import { log } from '../platform/log.ts';
import { KeptSecret, secretText } from '../platform/secrets.ts';
import type { DeliveryState, EInvoiceIntermediary, FindOutcome, SendOutcome } from './intermediary.ts';

/**
 * The shop's information intermediary: moj-eRačun (Elektronički računi d.o.o.), through its
 * documented REST API v2 (manual.moj-eracun.hr, "API V2 specification"; docs/decisions/056):
 * - `POST /apis/v2/send` with Username, Password, CompanyId (the shop's OIB), CompanyBu (empty),
 *   SoftwareId and File (the UBL as a JSON string) answers the document's ElectronicId, its
 *   DocumentNr and StatusId (20 in validation, 30 sent, 40 delivered, 45 cancelled, 50 failed);
 * - `POST /apis/v2/queryOutbox` with the same credentials and a From/To window lists what was sent;
 * - a request it does not accept comes back 4xx, as the framework's model errors
 *   (`{"<Field>": {"Value": …, "Messages": ["…"]}}`) or `{"Message": "…"}`; 401/403 is the credentials.
 */

/** How long one request may take; the outbox tries again on its schedule, there is no retry here. */
export const INTERMEDIARY_LIMITS = { perTryMs: 8_000 } as const;

/** How far back a lookup of a sent document reaches: an unanswered send is asked about within days. */
const FIND_WINDOW_DAYS = 35;

const Oib = z.string().check(z.regex(/^\d{11}$/));
const ERacunSecret = z.object({
  username: z.string().check(z.minLength(1)),
  password: z.string().check(z.minLength(1)),
  companyId: Oib,
  softwareId: z.string().check(z.minLength(1)),
  companyBu: z.optional(z.string()),
});
export type ERacunCredentials = z.infer<typeof ERacunSecret>;

const SHAPE =
  'must hold {"username", "password", "companyId", "softwareId"} as moj-eRačun issued them (companyId: the shop\'s OIB; README, Fiscalisation)';

export function parseERacunSecret(json: string, where: string): ERacunCredentials {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new Error(`The intermediary's secret ${where} is not JSON; it ${SHAPE}.`);
  }
  const parsed = ERacunSecret.safeParse(raw);
  if (!parsed.success) throw new Error(`The intermediary's secret ${where} ${SHAPE}.`);
  return parsed.data;
}

const kept = /* @__PURE__ */ new KeptSecret(loadCredentials);

/**
 * The intermediary's API user. In AWS one Secrets Manager secret (ERACUN_SECRET_ARN) holds it as
 * JSON; locally and in tests ERACUN_SECRET holds the same JSON (the local stack's is the
 * simulator's demo user). Read at the first call and again every few minutes.
 */
export function eRacunCredentials(): Promise<ERacunCredentials> {
  return kept.get();
}

async function loadCredentials(): Promise<ERacunCredentials> {
  const { text, from } = await secretText('ERACUN_SECRET', 'ERACUN_SECRET_ARN');
  return parseERacunSecret(text, from);
}

/** Where the intermediary listens (ERACUN_API_URL): https://www.moj-eracun.hr in production, the simulator locally. */
export function eRacunApiUrl(): string {
  const url = functionEnv().ERACUN_API_URL;
  if (!url) throw new MissingConfigError('ERACUN_API_URL');
  return url.replace(/\/$/, '');
}

/** Tests change the environment between cases. */
export function resetERacunCredentialsForTests(): void {
  kept.clear();
}

const STATES: Record<number, DeliveryState> = {
  10: 'processing',
  20: 'processing',
  30: 'sent',
  40: 'delivered',
  45: 'cancelled',
  50: 'failed',
};

/** The credentials every request starts with, as the API names them. */
const envelope = (c: ERacunCredentials) => ({
  Username: c.username,
  Password: c.password,
  CompanyId: c.companyId,
  CompanyBu: c.companyBu ?? '',
  SoftwareId: c.softwareId,
});

/** The messages of an error answer, whichever of its shapes it has. */
export function errorMessages(body: unknown): string[] {
  if (typeof body === 'string') return body.trim() ? [body.trim().slice(0, 500)] : [];
  if (!body || typeof body !== 'object') return [];
  const messages: string[] = [];
  for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
    if (typeof value === 'string' && /^(message|error)$/i.test(field)) messages.push(value);
    else if (value && typeof value === 'object' && Array.isArray((value as { Messages?: unknown }).Messages)) {
      for (const message of (value as { Messages: unknown[] }).Messages) messages.push(`${field}: ${String(message)}`);
    }
  }
  return messages;
}

type Answer = { status: number; body: unknown } | { status: 'unanswered'; reason: string };

async function post(url: string, payload: unknown, perTryMs: number): Promise<Answer> {
  const signal = AbortSignal.timeout(perTryMs);
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', accept: 'application/json' },
      body: JSON.stringify(payload),
      signal,
    });
    text = await response.text();
  } catch (error) {
    const reason = signal.aborted
      ? `The intermediary did not answer within ${perTryMs / 1000} s.`
      : `The intermediary could not be reached: ${(error as Error).message}`;
    return { status: 'unanswered', reason };
  }
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Left as text: a gateway's HTML page, say.
  }
  return { status: response.status, body };
}

/** An answer that is neither a document nor the intermediary's word on it: tried again later. */
function unanswered(answer: Exclude<Answer, { status: 'unanswered' }>, what: string): { status: 'unanswered'; reason: string } {
  const messages = errorMessages(answer.body).join('; ');
  if (answer.status === 401 || answer.status === 403) {
    // The user may have been changed in the secret since it was read: read it again.
    kept.refused();
    log.error('the intermediary refused the shop’s API user (ERACUN_SECRET_ARN; README, Fiscalisation)', { status: answer.status });
    return { status: 'unanswered', reason: `The intermediary refused the credentials (HTTP ${answer.status}): ${messages}` };
  }
  return { status: 'unanswered', reason: `The intermediary answered ${what} HTTP ${answer.status}${messages ? `: ${messages}` : ''}` };
}

/** 408, 429 and 5xx are the intermediary's own trouble; any other 4xx is its word on the request. */
const isRefusal = (status: number) => status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status);

/** The real adapter: moj-eRačun's API at ERACUN_API_URL with the user in ERACUN_SECRET(_ARN). */
export function mojERacunIntermediary(
  options: { credentials?: () => Promise<ERacunCredentials>; url?: () => string; perTryMs?: number; now?: () => Date } = {},
): EInvoiceIntermediary {
  const credentials = options.credentials ?? eRacunCredentials;
  const url = options.url ?? eRacunApiUrl;
  const perTryMs = options.perTryMs ?? INTERMEDIARY_LIMITS.perTryMs;
  const now = options.now ?? (() => new Date());
  return {
    async send({ ubl }): Promise<SendOutcome> {
      const answer = await post(`${url()}/apis/v2/send`, { ...envelope(await credentials()), File: ubl }, perTryMs);
      if (answer.status === 'unanswered') return answer;
      const body = answer.body as { ElectronicId?: unknown } | undefined;
      if (answer.status >= 200 && answer.status < 300 && (typeof body?.ElectronicId === 'number' || typeof body?.ElectronicId === 'string'))
        return { status: 'sent', documentId: String(body.ElectronicId) };
      if (isRefusal(answer.status)) {
        const errors = errorMessages(answer.body);
        return { status: 'refused', errors: errors.length ? errors : [`HTTP ${answer.status}`] };
      }
      return unanswered(answer, 'the eRačun with');
    },

    async find(invoiceNumber): Promise<FindOutcome> {
      const to = now();
      const from = new Date(to.getTime() - FIND_WINDOW_DAYS * 24 * 60 * 60_000);
      const window = { From: from.toISOString().slice(0, 10), To: to.toISOString().slice(0, 10) };
      const answer = await post(`${url()}/apis/v2/queryOutbox`, { ...envelope(await credentials()), ...window }, perTryMs);
      if (answer.status === 'unanswered') return answer;
      if (answer.status < 200 || answer.status >= 300 || !Array.isArray(answer.body)) return unanswered(answer, 'the outbox query with');
      const row = (answer.body as { ElectronicId?: unknown; DocumentNr?: unknown; StatusId?: unknown }[]).find(
        (r) => String(r.DocumentNr) === invoiceNumber,
      );
      if (!row) return { status: 'none' };
      return { status: 'found', documentId: String(row.ElectronicId), state: STATES[Number(row.StatusId)] ?? 'processing' };
    },
  };
}
