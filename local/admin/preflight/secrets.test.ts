import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from './check.ts';
import { fiscalCertificateExpiry, fiscalSecretJson, preflightWorld, reported } from './preflightTesting.ts';

const PAYMENT_FIX =
  '      fix: put Stripe\'s keys in (Dashboard → Developers → API keys; the webhook\'s signing secret under Developers → Webhooks): aws secretsmanager put-secret-value --secret-id shop-prod-payment-keys --secret-string \'{"secretKey":"sk_live_…","webhookSecret":"whsec_…"}\' --profile ops --region eu-central-1';
const FISCAL_FIX =
  '      fix: convert FINA\'s application certificate (.p12) to PEM (README, Fiscalisation) and put it in with the operator\'s OIB: aws secretsmanager put-secret-value --secret-id shop-prod-fiscal-certificate --secret-string "$(jq -n --rawfile c cert.pem --rawfile k key.pem \'{certificatePem:$c, privateKeyPem:$k, operatorOib:"<11 digits>"}\')" --profile ops --region eu-central-1';
const RENEW_FIX = `      fix: renew the certificate at FINA, then ${FISCAL_FIX.slice('      fix: '.length)}`;

const paymentKeys = (secretKey: string, webhookSecret = 'whsec_Lw9TestOnly') => JSON.stringify({ secretKey, webhookSecret });
const fiscalWith = (changes: Record<string, string>) => JSON.stringify({ ...JSON.parse(fiscalSecretJson()), ...changes });

describe('preflight: the payment keys', () => {
  it('fails the placeholder the deploy put in, and then does not ask Stripe about the webhook', async () => {
    const world = preflightWorld();
    world.secrets['shop-prod-payment-keys'] = paymentKeys('sk_replace_me', 'Gx81hQ2generated');
    const { code, out } = await world.run();
    expect(code).toBe(1);
    expect(reported(out, 'Secret shop-prod-payment-keys')).toEqual([
      "FAIL  Secret shop-prod-payment-keys: secretKey is still the placeholder the deploy put in; webhookSecret is not a webhook's signing secret (whsec_…): every payment event would be refused",
      PAYMENT_FIX,
    ]);
    expect(reported(out, 'Stripe webhook')).toEqual([
      'warn  Stripe webhook: not checked: it is asked of Stripe with the secret key in shop-prod-payment-keys, which is not right yet (see above)',
    ]);
    expect(world.stripeKeys).toEqual([]);
  });

  it('fails a test key on prod, and takes one on another stage', async () => {
    const prod = preflightWorld();
    prod.secrets['shop-prod-payment-keys'] = paymentKeys('sk_test_51Qx7TestOnly');
    const onProd = await prod.run();
    expect(onProd.code).toBe(1);
    expect(reported(onProd.out, 'Secret shop-prod-payment-keys')).toEqual([
      'FAIL  Secret shop-prod-payment-keys: secretKey is a test key (sk_test_…): prod would take no real payment',
      PAYMENT_FIX,
    ]);

    const dev = preflightWorld('dev');
    dev.secrets['shop-dev-payment-keys'] = paymentKeys('sk_test_51Qx7TestOnly');
    const onDev = await dev.run();
    expect(onDev.code).toBe(0);
    expect(reported(onDev.out, 'Secret shop-dev-payment-keys')).toEqual([
      'ok    Secret shop-dev-payment-keys: a test secret key and a webhook signing secret',
    ]);
    expect(dev.stripeKeys).toEqual(['sk_test_51Qx7TestOnly']);
  });

  it('fails what is not a Stripe secret key, or not JSON', async () => {
    const world = preflightWorld();
    world.secrets['shop-prod-payment-keys'] = paymentKeys('pk_live_51Qx7TestOnly');
    const { out } = await world.run();
    expect(reported(out, 'Secret shop-prod-payment-keys')[0]).toBe(
      'FAIL  Secret shop-prod-payment-keys: secretKey is not a Stripe secret key (sk_live_…)',
    );

    world.secrets['shop-prod-payment-keys'] = 'sk_live_51Qx7TestOnly';
    const notJson = await world.run();
    expect(reported(notJson.out, 'Secret shop-prod-payment-keys')).toEqual([
      'FAIL  Secret shop-prod-payment-keys: is not JSON {"secretKey", "webhookSecret"}',
      PAYMENT_FIX,
    ]);
    expect(notJson.out.join('\n')).not.toContain('51Qx7');
  });
});

describe('preflight: the fiscal certificate', () => {
  it('fails the placeholder the deploy put in', async () => {
    const world = preflightWorld();
    world.secrets['shop-prod-fiscal-certificate'] = JSON.stringify({
      certificatePem: 'replace_me',
      operatorOib: 'replace_me',
      privateKeyPem: 'Yq3generated',
    });
    const { code, out } = await world.run();
    expect(code).toBe(1);
    expect(reported(out, 'Secret shop-prod-fiscal-certificate')).toEqual([
      'FAIL  Secret shop-prod-fiscal-certificate: still the placeholder the deploy put in: no invoice can be fiscalised',
      FISCAL_FIX,
    ]);
  });

  it('fails an operator OIB whose check digit is wrong', async () => {
    const world = preflightWorld();
    world.secrets['shop-prod-fiscal-certificate'] = fiscalWith({ operatorOib: '69900000018' });
    const { code, out } = await world.run();
    expect(code).toBe(1);
    expect(reported(out, 'Secret shop-prod-fiscal-certificate')).toEqual([
      'FAIL  Secret shop-prod-fiscal-certificate: operatorOib is not an OIB (11 digits, the last an ISO 7064 MOD 11,10 check digit)',
      FISCAL_FIX,
    ]);
    expect(out.join('\n')).not.toContain('6990000001');
  });

  it("fails a private key that is not the certificate's", async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const world = preflightWorld();
    world.secrets['shop-prod-fiscal-certificate'] = fiscalWith({
      privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    });
    const { code, out } = await world.run();
    expect(code).toBe(1);
    expect(reported(out, 'Secret shop-prod-fiscal-certificate')).toEqual([
      "FAIL  Secret shop-prod-fiscal-certificate: the private key is not the certificate's.",
      FISCAL_FIX,
    ]);
  });

  it('fails a certificate that is not PEM', async () => {
    const world = preflightWorld();
    world.secrets['shop-prod-fiscal-certificate'] = fiscalWith({
      certificatePem: '-----BEGIN CERTIFICATE-----\nnot base64\n-----END CERTIFICATE-----',
    });
    const { out } = await world.run();
    expect(reported(out, 'Secret shop-prod-fiscal-certificate')[0]).toMatch(
      /^FAIL {2}Secret shop-prod-fiscal-certificate: its certificate or key is not PEM \(.+\)\.$/,
    );
  });

  it('fails a certificate that expires within 30 days, warns within 60, and says when', async () => {
    const expiry = fiscalCertificateExpiry();
    const day = expiry.toISOString().slice(0, 10);
    const world = preflightWorld();

    const soon = await world.run([], new Date(expiry.getTime() - 20.5 * DAY_MS));
    expect(soon.code).toBe(1);
    expect(reported(soon.out, 'Secret shop-prod-fiscal-certificate')).toEqual([
      `FAIL  Secret shop-prod-fiscal-certificate: the certificate expires on ${day}, in 20 days`,
      RENEW_FIX,
    ]);

    const later = await world.run([], new Date(expiry.getTime() - 45.5 * DAY_MS));
    expect(later.code).toBe(0);
    expect(reported(later.out, 'Secret shop-prod-fiscal-certificate')).toEqual([
      `warn  Secret shop-prod-fiscal-certificate: the certificate expires on ${day}, in 45 days`,
      RENEW_FIX,
    ]);

    const past = await world.run([], new Date(expiry.getTime() + DAY_MS));
    expect(reported(past.out, 'Secret shop-prod-fiscal-certificate')[0]).toBe(
      `FAIL  Secret shop-prod-fiscal-certificate: the certificate expired on ${day}`,
    );
  });
});

describe('preflight: the generated keys', () => {
  it('fails one missing on a deployed stage, and one that is empty', async () => {
    const world = preflightWorld();
    delete world.secrets['shop-prod-origin-secret'];
    world.secrets['shop-prod-staff-key'] = '';
    const { code, out } = await world.run();
    expect(code).toBe(1);
    expect(reported(out, 'Secret shop-prod-origin-secret')).toEqual([
      'FAIL  Secret shop-prod-origin-secret: there is no such secret in eu-central-1',
      '      fix: deploy the stage, whose stack shop-prod-data creates it: npx cdk deploy --all -c stage=prod --profile ops',
    ]);
    expect(reported(out, 'Secret shop-prod-staff-key')).toEqual([
      'FAIL  Secret shop-prod-staff-key: is empty',
      '      fix: put a random value in (aws secretsmanager put-secret-value --secret-id shop-prod-staff-key --secret-string "$(openssl rand -hex 32)" --profile ops --region eu-central-1), then deploy again so that every function and CloudFront read it',
    ]);
    expect(reported(out, 'Secret shop-prod-session-key')).toEqual(['ok    Secret shop-prod-session-key: set']);
  });
});
