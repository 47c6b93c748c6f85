import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SecretsExtensionStandIn, startSecretsExtension } from '../testing/secretsExtension.ts';
import { originSecret, paymentKeys, paymentKeysRefused, readSecretString, resetSecretsForTests, SECRET_REFRESH_MS } from './secrets.ts';

let secrets: SecretsExtensionStandIn;
const saved = { ...process.env };

beforeAll(async () => {
  secrets = await startSecretsExtension();
});
afterAll(() => secrets.close());
beforeEach(() => {
  resetSecretsForTests();
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  process.env.PAYMENT_SECRETS_ARN = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:shop-prod-payment-keys';
  Object.assign(process.env, secrets.environment);
});
afterEach(() => {
  vi.useRealTimers();
  secrets.reset();
  process.env = { ...saved };
  resetSecretsForTests();
});

describe('paymentKeys', () => {
  it('reads the keys from Secrets Manager once, then keeps them for a few minutes', async () => {
    secrets.answers(JSON.stringify({ secretKey: 'sk_live_x', webhookSecret: 'whsec_y' }));
    expect(await paymentKeys()).toEqual({ secretKey: 'sk_live_x', webhookSecret: 'whsec_y' });
    await paymentKeys();
    expect(secrets.reads).toEqual([process.env.PAYMENT_SECRETS_ARN]);
  });

  it('says what is wrong with a secret of the wrong shape, and tries again next time', async () => {
    secrets.answers('{"secretKey":"sk"}');
    await expect(paymentKeys()).rejects.toThrow(/must hold/);
    secrets.answers(JSON.stringify({ secretKey: 'sk', webhookSecret: 'wh' }));
    expect((await paymentKeys()).webhookSecret).toBe('wh');
  });

  it('names what is missing when neither the environment nor a secret has the keys', async () => {
    delete process.env.PAYMENT_SECRETS_ARN;
    await expect(paymentKeys()).rejects.toThrow(/PAYMENT_SECRETS_ARN/);
  });
});

describe('a warm function', () => {
  const keys = (secretKey: string) => JSON.stringify({ secretKey, webhookSecret: 'whsec_y' });
  const reads = () => secrets.reads.length;

  it('picks up keys put into Secrets Manager within five minutes, with no redeploy', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    secrets.answers(keys('sk_replace_me'), keys('sk_live_real'));
    expect((await paymentKeys()).secretKey).toBe('sk_replace_me');
    vi.advanceTimersByTime(SECRET_REFRESH_MS - 1000);
    expect((await paymentKeys()).secretKey).toBe('sk_replace_me');
    vi.advanceTimersByTime(2000);
    expect((await paymentKeys()).secretKey).toBe('sk_live_real');
    expect(reads()).toBe(2);
  });

  it('reads the keys again at once after the provider refused them, but not more than once a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    secrets.answers(keys('sk_replace_me'), keys('sk_live_real'));
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
    secrets.answers(keys('sk_live_x'), { fails: 'Secrets Manager is down' });
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
    secrets.answers('generated-by-secrets-manager');
    expect(await originSecret()).toBe('generated-by-secrets-manager');
    expect(secrets.reads).toEqual([process.env.ORIGIN_SECRET_ARN]);
  });
});

describe('reading a secret through the Parameters and Secrets extension', () => {
  const ARN = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:shop-prod-staff-key';

  it("names it by its ARN and says the function's session token, as the extension asks", async () => {
    secrets.answers('the-value');
    expect(await readSecretString(ARN)).toBe('the-value');
    expect(secrets.reads).toEqual([ARN]);
  });

  it('fails with what the extension said when it refuses the token or Secrets Manager fails, and names what is missing', async () => {
    secrets.answers('the-value');
    process.env.AWS_SESSION_TOKEN = 'another-token';
    await expect(readSecretString(ARN)).rejects.toThrow(/extension answered 401/);
    process.env.AWS_SESSION_TOKEN = secrets.environment.AWS_SESSION_TOKEN;
    secrets.answers({ fails: 'InternalServiceError' });
    await expect(readSecretString(ARN)).rejects.toThrow(/500 InternalServiceError/);
    secrets.answers('');
    await expect(readSecretString(ARN)).rejects.toThrow(/is empty/);
    delete process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT;
    await expect(readSecretString(ARN)).rejects.toThrow(/PARAMETERS_SECRETS_EXTENSION_HTTP_PORT/);
  });
});
