import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod/mini';
import { awsClientOptions } from './aws.ts';
import { MissingConfigError } from './config.ts';
import { functionEnv, PerFunction } from './functionScope.ts';

const PaymentKeys = z.object({ secretKey: z.string().check(z.minLength(1)), webhookSecret: z.string().check(z.minLength(1)) });
export type PaymentKeys = z.infer<typeof PaymentKeys>;

const paymentKeysOnce = new PerFunction<Promise<PaymentKeys>>();

/**
 * The payment provider's keys. In AWS they live in Secrets Manager (PAYMENT_SECRETS_ARN) and
 * are read once per container, never put in the template; locally they come from the
 * environment (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET).
 */
export function paymentKeys(): Promise<PaymentKeys> {
  return paymentKeysOnce.get(() =>
    loadPaymentKeys().catch((error) => {
      paymentKeysOnce.forget();
      throw error;
    }),
  );
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
const sessionKeyOnce = new PerFunction<Promise<Uint8Array>>();

/**
 * The key that signs customers' session tokens. In AWS a generated Secrets Manager secret
 * (SESSION_KEY_ARN), read once per container; locally JWT_SECRET.
 */
export function sessionKey(): Promise<Uint8Array> {
  return sessionKeyOnce.get(() =>
    loadSessionKey().catch((error) => {
      sessionKeyOnce.forget();
      throw error;
    }),
  );
}

async function loadSessionKey(): Promise<Uint8Array> {
  const { JWT_SECRET, SESSION_KEY_ARN } = functionEnv();
  let secret = JWT_SECRET;
  if (!secret) {
    if (!SESSION_KEY_ARN) throw new MissingConfigError('SESSION_KEY_ARN (or JWT_SECRET)');
    secret = await readSecretString(SESSION_KEY_ARN);
  }
  const bytes = new TextEncoder().encode(secret);
  if (bytes.length < MIN_SESSION_KEY_BYTES) throw new Error(`The session key must be at least ${MIN_SESSION_KEY_BYTES} bytes long.`);
  return bytes;
}

async function readSecretString(arn: string): Promise<string> {
  const client = new SecretsManagerClient(awsClientOptions());
  try {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: arn }));
    if (!SecretString) throw new Error(`The secret ${arn} is empty.`);
    return SecretString;
  } finally {
    client.destroy();
  }
}

/** Tests change the environment between cases. */
export function resetSecretsForTests(): void {
  paymentKeysOnce.clear();
  sessionKeyOnce.clear();
}
