import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { originSecret, paymentKeys, paymentKeysRefused, resetSecretsForTests, SECRET_REFRESH_MS } from './secrets.ts';

const secrets = mockClient(SecretsManagerClient);
// The mock is on the class: the files after this one in the worker get the real client back.
afterAll(() => secrets.restore());
const saved = { ...process.env };

beforeEach(() => {
  resetSecretsForTests();
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  process.env.PAYMENT_SECRETS_ARN = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:shop-prod-payment-keys';
});
afterEach(() => {
  vi.useRealTimers();
  secrets.reset();
  process.env = { ...saved };
  resetSecretsForTests();
});

describe('paymentKeys', () => {
  it('reads the keys from Secrets Manager once, then keeps them for a few minutes', async () => {
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

describe('a warm function', () => {
  const keys = (secretKey: string) => ({ SecretString: JSON.stringify({ secretKey, webhookSecret: 'whsec_y' }) });
  const reads = () => secrets.commandCalls(GetSecretValueCommand).length;

  it('picks up keys put into Secrets Manager within five minutes, with no redeploy', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    secrets.on(GetSecretValueCommand).resolvesOnce(keys('sk_replace_me')).resolves(keys('sk_live_real'));
    expect((await paymentKeys()).secretKey).toBe('sk_replace_me');
    vi.advanceTimersByTime(SECRET_REFRESH_MS - 1000);
    expect((await paymentKeys()).secretKey).toBe('sk_replace_me');
    vi.advanceTimersByTime(2000);
    expect((await paymentKeys()).secretKey).toBe('sk_live_real');
    expect(reads()).toBe(2);
  });

  it('reads the keys again at once after the provider refused them, but not more than once a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    secrets.on(GetSecretValueCommand).resolvesOnce(keys('sk_replace_me')).resolves(keys('sk_live_real'));
    await paymentKeys();
    expect(paymentKeysRefused()).toBe(true);
    expect((await paymentKeys()).secretKey).toBe('sk_live_real');
    expect(paymentKeysRefused()).toBe(false);
    await paymentKeys();
    expect(reads()).toBe(2);
    vi.advanceTimersByTime(61_000);
    expect(paymentKeysRefused()).toBe(true);
    await paymentKeys();
    expect(reads()).toBe(3);
  });

  it('keeps what it read when Secrets Manager fails at a refresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    secrets.on(GetSecretValueCommand).resolvesOnce(keys('sk_live_x')).rejects(new Error('Secrets Manager is down'));
    await paymentKeys();
    vi.advanceTimersByTime(SECRET_REFRESH_MS + 1000);
    expect((await paymentKeys()).secretKey).toBe('sk_live_x');
  });
});

describe('originSecret', () => {
  it("reads the edge's secret from Secrets Manager in AWS, and from ORIGIN_SECRET locally", async () => {
    expect(await originSecret()).toBe(process.env.ORIGIN_SECRET);
    resetSecretsForTests();
    delete process.env.ORIGIN_SECRET;
    process.env.ORIGIN_SECRET_ARN = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:shop-prod-origin-secret';
    secrets.on(GetSecretValueCommand).resolves({ SecretString: 'generated-by-secrets-manager' });
    expect(await originSecret()).toBe('generated-by-secrets-manager');
    expect(secrets.commandCalls(GetSecretValueCommand)[0]?.args[0].input.SecretId).toBe(process.env.ORIGIN_SECRET_ARN);
  });
});
