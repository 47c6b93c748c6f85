import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod/mini';
import { awsClientOptions } from './aws.ts';
import { MissingConfigError } from './config.ts';

const PaymentKeys = z.object({ secretKey: z.string().check(z.minLength(1)), webhookSecret: z.string().check(z.minLength(1)) });
export type PaymentKeys = z.infer<typeof PaymentKeys>;

let paymentKeysOnce: Promise<PaymentKeys> | undefined;

/**
 * The payment provider's keys. In AWS they live in Secrets Manager (PAYMENT_SECRETS_ARN) and
 * are read once per container, never put in the template; locally they come from the
 * environment (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET).
 */
export function paymentKeys(): Promise<PaymentKeys> {
  paymentKeysOnce ??= loadPaymentKeys().catch((error) => {
    paymentKeysOnce = undefined;
    throw error;
  });
  return paymentKeysOnce;
}

async function loadPaymentKeys(): Promise<PaymentKeys> {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, PAYMENT_SECRETS_ARN } = process.env;
  if (STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET) return { secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET };
  if (!PAYMENT_SECRETS_ARN) throw new MissingConfigError('PAYMENT_SECRETS_ARN (or STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)');
  const parsed = PaymentKeys.safeParse(JSON.parse(await readSecretString(PAYMENT_SECRETS_ARN)));
  if (!parsed.success) throw new Error(`The secret ${PAYMENT_SECRETS_ARN} must hold {"secretKey": "...", "webhookSecret": "..."}.`);
  return parsed.data;
}

/** HS256 is only as strong as its key; a short one can be guessed offline from any token. */
const MIN_SESSION_KEY_BYTES = 32;
let sessionKeyOnce: Promise<Uint8Array> | undefined;

/**
 * The key that signs customers' session tokens. In AWS a generated Secrets Manager secret
 * (SESSION_KEY_ARN), read once per container; locally JWT_SECRET.
 */
export function sessionKey(): Promise<Uint8Array> {
  sessionKeyOnce ??= loadSessionKey().catch((error) => {
    sessionKeyOnce = undefined;
    throw error;
  });
  return sessionKeyOnce;
}

async function loadSessionKey(): Promise<Uint8Array> {
  const { JWT_SECRET, SESSION_KEY_ARN } = process.env;
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
  paymentKeysOnce = undefined;
  sessionKeyOnce = undefined;
}
