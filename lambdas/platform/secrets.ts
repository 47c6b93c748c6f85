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
  const client = new SecretsManagerClient(awsClientOptions());
  try {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: PAYMENT_SECRETS_ARN }));
    const parsed = PaymentKeys.safeParse(JSON.parse(SecretString ?? '{}'));
    if (!parsed.success) throw new Error(`The secret ${PAYMENT_SECRETS_ARN} must hold {"secretKey": "...", "webhookSecret": "..."}.`);
    return parsed.data;
  } finally {
    client.destroy();
  }
}

/** Tests change the environment between cases. */
export function resetSecretsForTests(): void {
  paymentKeysOnce = undefined;
}
