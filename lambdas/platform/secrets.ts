import * as z from 'zod/mini';
import { MissingConfigError } from './config.ts';
import { functionEnv, PerFunction } from './functionScope.ts';

/**
 * How long a warm function keeps a secret it read. A value put into Secrets Manager (the real
 * payment keys after the first deploy) reaches every function within this, with no redeploy.
 */
export const SECRET_REFRESH_MS = 5 * 60_000;
/**
 * A refusal (the provider refusing the key, a webhook signature failing) reads the secret again
 * at once, but not more often than this: forged webhooks must not make every request read it.
 */
export const REREAD_AFTER_REFUSAL_MS = 60_000;

/** A secret as a warm function keeps it: read at the first call, read again when it is old or was refused. */
export class KeptSecret<T> {
  private readonly kept = new PerFunction<{ value?: Promise<T>; readAt: number; refusedAt?: number; last?: T }>();

  constructor(private readonly read: () => Promise<T>) {}

  get(): Promise<T> {
    const kept = this.kept.get(() => ({ readAt: 0 }));
    const now = Date.now();
    if (kept.value && now - kept.readAt < SECRET_REFRESH_MS) return kept.value;
    const reading = this.read().then(
      (value) => {
        kept.last = value;
        return value;
      },
      (error) => {
        // Secrets Manager failing at a refresh: the value read before serves until the next one.
        if (kept.last !== undefined) return kept.last;
        if (kept.value === reading) kept.value = undefined;
        throw error;
      },
    );
    kept.value = reading;
    kept.readAt = now;
    return reading;
  }

  /** The value was refused: read it again on the next call, unless that was done less than a minute ago. Whether it will be. */
  refused(): boolean {
    const kept = this.kept.get(() => ({ readAt: 0 }));
    const now = Date.now();
    if (kept.refusedAt !== undefined && now - kept.refusedAt < REREAD_AFTER_REFUSAL_MS) return false;
    kept.refusedAt = now;
    kept.value = undefined;
    kept.last = undefined;
    return true;
  }

  clear(): void {
    this.kept.clear();
  }
}

const PaymentKeys = z.object({ secretKey: z.string().check(z.minLength(1)), webhookSecret: z.string().check(z.minLength(1)) });
export type PaymentKeys = z.infer<typeof PaymentKeys>;

const keptPaymentKeys = /* @__PURE__ */ new KeptSecret(loadPaymentKeys);

/**
 * The payment provider's keys. In AWS they live in Secrets Manager (PAYMENT_SECRETS_ARN), are
 * read at the first call and again every few minutes, and are never put in the template;
 * locally they come from the environment (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET).
 */
export function paymentKeys(): Promise<PaymentKeys> {
  return keptPaymentKeys.get();
}

/**
 * The provider refused the keys read so far (a key refused, a webhook signature that does not
 * match): they may have been replaced since, so the next call reads them again. Whether it will
 * (at most once a minute); a caller tries again only then.
 */
export function paymentKeysRefused(): boolean {
  return keptPaymentKeys.refused();
}

async function loadPaymentKeys(): Promise<PaymentKeys> {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, PAYMENT_SECRETS_ARN } = functionEnv();
  if (STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET) return { secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET };
  if (!PAYMENT_SECRETS_ARN) throw new MissingConfigError('PAYMENT_SECRETS_ARN (or STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)');
  const parsed = PaymentKeys.safeParse(JSON.parse(await readSecretString(PAYMENT_SECRETS_ARN)));
  if (!parsed.success) throw new Error(`The secret ${PAYMENT_SECRETS_ARN} must hold {"secretKey": "...", "webhookSecret": "..."}.`);
  return parsed.data;
}

/** HS256 is only as strong as its key; a short one can be guessed offline from any token. */
const MIN_SESSION_KEY_BYTES = 32;
const keptSessionKey = /* @__PURE__ */ new KeptSecret(loadSessionKey);

/**
 * The key that signs customers' session tokens. In AWS a generated Secrets Manager secret
 * (SESSION_KEY_ARN), read at the first call and again every few minutes; locally JWT_SECRET.
 */
export function sessionKey(): Promise<Uint8Array> {
  return keptSessionKey.get();
}

async function loadSessionKey(): Promise<Uint8Array> {
  return keyBytes('session key', 'JWT_SECRET', 'SESSION_KEY_ARN');
}

/**
 * A secret's text: the environment's `local` variable where it is set (locally and in tests),
 * else the Secrets Manager secret named by `arn`; with where it came from, for messages.
 */
export async function secretText(local: string, arn: string): Promise<{ text: string; from: string }> {
  const env = functionEnv();
  const value = env[local];
  if (value) return { text: value, from: local };
  const secretArn = env[arn];
  if (!secretArn) throw new MissingConfigError(`${arn} (or ${local})`);
  return { text: await readSecretString(secretArn), from: secretArn };
}

/** A signing key: the local value, else the secret's, and long enough. */
async function keyBytes(what: string, local: string, arn: string): Promise<Uint8Array> {
  const bytes = new TextEncoder().encode((await secretText(local, arn)).text);
  if (bytes.length < MIN_SESSION_KEY_BYTES) throw new Error(`The ${what} must be at least ${MIN_SESSION_KEY_BYTES} bytes long.`);
  return bytes;
}

const keptOriginSecret = /* @__PURE__ */ new KeptSecret(loadOriginSecret);

/**
 * The value the edge sends in ORIGIN_SECRET_HEADER (lambdas/platform/edge.ts). In AWS a
 * generated Secrets Manager secret (ORIGIN_SECRET_ARN) that CloudFront's origin also reads;
 * locally ORIGIN_SECRET, which the local server sends.
 */
export function originSecret(): Promise<string> {
  return keptOriginSecret.get();
}

async function loadOriginSecret(): Promise<string> {
  return (await secretText('ORIGIN_SECRET', 'ORIGIN_SECRET_ARN')).text;
}

const keptStaffKey = /* @__PURE__ */ new KeptSecret(loadStaffKey);

/**
 * The back office's key (docs/decisions/036-back-office.md), from which the staff code derives
 * the key that signs staff's session tokens and the one that seals their second factor's
 * secrets: apart from the customers' session key, so no function that serves customers can make
 * a staff token. In AWS a generated Secrets Manager secret (STAFF_KEY_ARN); locally STAFF_KEY.
 */
export function staffKey(): Promise<Uint8Array> {
  return keptStaffKey.get();
}

async function loadStaffKey(): Promise<Uint8Array> {
  return keyBytes('staff key', 'STAFF_KEY', 'STAFF_KEY_ARN');
}

/** What the extension answers: Secrets Manager's GetSecretValue, as JSON. */
const SecretValue = z.object({ SecretString: z.optional(z.string()) });

/** How long a read through the extension may take before the call fails instead of the function timing out. */
const EXTENSION_TIMEOUT_MS = 5_000;

/**
 * A secret's current text from Secrets Manager, through the AWS Parameters and Secrets Lambda
 * Extension (docs/decisions/093): a GET on localhost, authenticated with the function's session
 * token, which the extension answers with GetSecretValue's JSON. The function carries no Secrets
 * Manager client; the CDK app adds the extension to every function that reads a secret, with its
 * cache off (cdk/lib/constructs/shop-function.ts), so each read is Secrets Manager's answer.
 */
export async function readSecretString(arn: string): Promise<string> {
  const { PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: port, AWS_SESSION_TOKEN: token } = functionEnv();
  if (!port) throw new MissingConfigError('PARAMETERS_SECRETS_EXTENSION_HTTP_PORT');
  if (!token) throw new MissingConfigError('AWS_SESSION_TOKEN');
  const url = `http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(arn)}`;
  const answer = await fetch(url, {
    headers: { 'X-Aws-Parameters-Secrets-Token': token },
    signal: AbortSignal.timeout(EXTENSION_TIMEOUT_MS),
  });
  if (!answer.ok)
    throw new Error(`Reading the secret ${arn} failed: the extension answered ${answer.status} ${(await answer.text()).slice(0, 200)}`);
  const { SecretString } = SecretValue.parse(await answer.json());
  if (!SecretString) throw new Error(`The secret ${arn} is empty.`);
  return SecretString;
}

/** Tests change the environment between cases. */
export function resetSecretsForTests(): void {
  keptPaymentKeys.clear();
  keptSessionKey.clear();
  keptOriginSecret.clear();
  keptStaffKey.clear();
}
