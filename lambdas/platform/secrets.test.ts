import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentKeys, resetSecretsForTests } from './secrets.ts';

const secrets = mockClient(SecretsManagerClient);
const saved = { ...process.env };

beforeEach(() => {
  resetSecretsForTests();
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  process.env.PAYMENT_SECRETS_ARN = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:shop-prod-payment-keys';
});
afterEach(() => {
  secrets.reset();
  process.env = { ...saved };
  resetSecretsForTests();
});

describe('paymentKeys', () => {
  it('reads the keys from Secrets Manager once per container', async () => {
    secrets.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify({ secretKey: 'sk_live_x', webhookSecret: 'whsec_y' }) });
    expect(await paymentKeys()).toEqual({ secretKey: 'sk_live_x', webhookSecret: 'whsec_y' });
    await paymentKeys();
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
    expect(secrets.commandCalls(GetSecretValueCommand)[0]?.args[0].input.SecretId).toBe(process.env.PAYMENT_SECRETS_ARN);
  });

  it('says what is wrong with a secret of the wrong shape, and tries again next time', async () => {
    secrets.on(GetSecretValueCommand).resolves({ SecretString: '{"secretKey":"sk"}' });
    await expect(paymentKeys()).rejects.toThrow(/must hold/);
    secrets.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify({ secretKey: 'sk', webhookSecret: 'wh' }) });
    expect((await paymentKeys()).webhookSecret).toBe('wh');
  });

  it('names what is missing when neither the environment nor a secret has the keys', async () => {
    delete process.env.PAYMENT_SECRETS_ARN;
    await expect(paymentKeys()).rejects.toThrow(/PAYMENT_SECRETS_ARN/);
  });
});
