import { describe, expect, it } from 'vitest';
import { DAY_MS } from './check.ts';
import { certificateCovers } from './domain.ts';
import { ACCOUNT, CERTIFICATE_ARN, DOMAIN_OPTIONS, HANDLED, preflightWorld, reported, SHOP_URL } from './preflightTesting.ts';

const URL = `${SHOP_URL}/api/payments/webhook`;

describe('preflight: the Stripe webhook', () => {
  it("fails when no endpoint sends to the stage's URL, saying which events to add", async () => {
    const world = preflightWorld();
    world.endpoints.splice(0, 1, { url: 'https://old.tkanica.hr/api/payments/webhook', status: 'enabled', enabled_events: [...HANDLED] });
    const { code, out } = await world.run();
    expect(code).toBe(1);
    expect(reported(out, 'Stripe webhook')).toEqual([
      `FAIL  Stripe webhook: no endpoint sends to ${URL}: no payment would mark its order paid`,
      `      fix: Stripe Dashboard → Developers → Webhooks → Add endpoint: URL ${URL}, events checkout.session.completed, checkout.session.async_payment_succeeded, checkout.session.async_payment_failed, checkout.session.expired, customer_cash_balance_transaction.created, refund.updated; then put its signing secret into shop-prod-payment-keys as webhookSecret`,
    ]);
  });

  it('fails a disabled endpoint', async () => {
    const world = preflightWorld();
    world.endpoints[0] = { url: URL, status: 'disabled', enabled_events: [...HANDLED] };
    const { code, out } = await world.run();
    expect(code).toBe(1);
    expect(reported(out, 'Stripe webhook')).toEqual([
      `FAIL  Stripe webhook: the endpoint at ${URL} is disabled: Stripe sends it nothing`,
      '      fix: Stripe Dashboard → Developers → Webhooks → the endpoint → Enable',
    ]);
  });

  it('fails an endpoint that does not send every event the shop handles; `*` sends them all', async () => {
    const world = preflightWorld();
    world.endpoints[0] = { url: URL, status: 'enabled', enabled_events: ['checkout.session.completed', 'payment_intent.succeeded'] };
    const { code, out } = await world.run();
    expect(code).toBe(1);
    expect(reported(out, 'Stripe webhook')).toEqual([
      `FAIL  Stripe webhook: the endpoint at ${URL} does not send checkout.session.async_payment_succeeded, checkout.session.async_payment_failed, checkout.session.expired, customer_cash_balance_transaction.created, refund.updated`,
      '      fix: Stripe Dashboard → Developers → Webhooks → the endpoint → Update details → Select events: add checkout.session.async_payment_succeeded, checkout.session.async_payment_failed, checkout.session.expired, customer_cash_balance_transaction.created, refund.updated',
    ]);

    world.endpoints[0] = { url: URL, status: 'enabled', enabled_events: ['*'] };
    world.stack.Outputs = [{ OutputKey: 'ShopUrl', OutputValue: `${SHOP_URL}/` }];
    expect((await world.run()).code).toBe(0);
  });

  it("reports Stripe refusing the key without the key's characters", async () => {
    const world = preflightWorld();
    world.ports.paymentProvider = () => ({
      webhookEndpoints: async () => {
        throw Object.assign(new Error('Invalid API Key provided: sk_live_********************Only'), { name: 'StripeAuthenticationError' });
      },
    });
    const { code, out } = await world.run();
    expect(code).toBe(1);
    expect(reported(out, 'Stripe webhook')).toEqual([
      'FAIL  Stripe webhook: could not be checked: StripeAuthenticationError: Invalid API Key provided: sk_…',
      "      fix: make secretKey in shop-prod-payment-keys the Stripe account's current secret key (Dashboard → Developers → API keys)",
    ]);
  });
});

describe('preflight: the custom domain', () => {
  const REQUEST =
    '      fix: request a certificate for www.tkanica.hr in ACM in us-east-1 (console ACM, region N. Virginia → Request → DNS validation), then deploy with -c certificateArn=<its ARN>';

  it('checks no certificate without --domain-name', async () => {
    const world = preflightWorld();
    const { out } = await world.run();
    expect(out.some((line) => line.includes('Certificate for'))).toBe(false);
    expect(world.mocks.acm.calls()).toHaveLength(0);
  });

  it('fails a certificate outside us-east-1 without asking for it', async () => {
    const world = preflightWorld();
    const arn = CERTIFICATE_ARN.replace('us-east-1', 'eu-central-1');
    const { code, out } = await world.run(['--domain-name', 'www.tkanica.hr', '--certificate-arn', arn]);
    expect(code).toBe(1);
    expect(reported(out, 'Certificate for www.tkanica.hr')).toEqual([
      'FAIL  Certificate for www.tkanica.hr: the certificate is in eu-central-1; CloudFront takes certificates from us-east-1 only',
      REQUEST,
    ]);
    expect(world.mocks.acm.calls()).toHaveLength(0);
  });

  it('fails a certificate that is not issued yet, with where its validation record is', async () => {
    const world = preflightWorld();
    world.certificate.Status = 'PENDING_VALIDATION';
    const { code, out } = await world.run(DOMAIN_OPTIONS);
    expect(code).toBe(1);
    expect(reported(out, 'Certificate for www.tkanica.hr')).toEqual([
      'FAIL  Certificate for www.tkanica.hr: the certificate is PENDING_VALIDATION, not ISSUED',
      '      fix: put the validation CNAME that ACM shows (console ACM in us-east-1 → the certificate → Domains) into the DNS of www.tkanica.hr; ACM issues the certificate minutes after it appears',
    ]);
  });

  it('fails a certificate that does not name the domain', async () => {
    const world = preflightWorld();
    world.certificate.SubjectAlternativeNames = ['tkanica.hr', 'shop.tkanica.hr'];
    const { code, out } = await world.run(DOMAIN_OPTIONS);
    expect(code).toBe(1);
    expect(reported(out, 'Certificate for www.tkanica.hr')).toEqual([
      'FAIL  Certificate for www.tkanica.hr: the certificate is for tkanica.hr, shop.tkanica.hr, not www.tkanica.hr',
      REQUEST,
    ]);
  });

  it('fails a certificate that expires within 30 days', async () => {
    const world = preflightWorld();
    world.certificate.NotAfter = new Date(world.now.getTime() + 10.5 * DAY_MS);
    const day = world.certificate.NotAfter.toISOString().slice(0, 10);
    const { code, out } = await world.run(DOMAIN_OPTIONS);
    expect(code).toBe(1);
    expect(reported(out, 'Certificate for www.tkanica.hr')).toEqual([
      `FAIL  Certificate for www.tkanica.hr: the certificate expires on ${day}, in 10 days`,
      `      fix: ACM renews it only while its validation CNAME is in the DNS of www.tkanica.hr: console ACM in us-east-1 → the certificate shows the renewal's status and the CNAME to put back; or ${REQUEST.slice('      fix: '.length)}`,
    ]);
  });

  it('fails an ARN the account does not have', async () => {
    const world = preflightWorld();
    world.certificate.CertificateArn = 'elsewhere';
    world.mocks.acm.reset();
    world.mocks.acm.rejects(Object.assign(new Error('Could not find certificate'), { name: 'ResourceNotFoundException' }));
    const { code, out } = await world.run(DOMAIN_OPTIONS);
    expect(code).toBe(1);
    expect(reported(out, 'Certificate for www.tkanica.hr')).toEqual([
      `FAIL  Certificate for www.tkanica.hr: account ${ACCOUNT} has no certificate ${CERTIFICATE_ARN}`,
      `      fix: find the right ARN with aws acm list-certificates --region us-east-1 --profile ops, or ${REQUEST.slice('      fix: '.length)}`,
    ]);
  });

  it('reads wildcards as browsers do: one label', () => {
    expect(certificateCovers(['*.tkanica.hr'], 'www.tkanica.hr')).toBe(true);
    expect(certificateCovers(['*.tkanica.hr'], 'WWW.Tkanica.hr')).toBe(true);
    expect(certificateCovers(['*.tkanica.hr'], 'tkanica.hr')).toBe(false);
    expect(certificateCovers(['*.tkanica.hr'], 'a.b.tkanica.hr')).toBe(false);
    expect(certificateCovers(['*.tkanica.hr'], 'www.nottkanica.hr')).toBe(false);
    expect(certificateCovers(['tkanica.hr'], 'tkanica.hr')).toBe(true);
  });
});
