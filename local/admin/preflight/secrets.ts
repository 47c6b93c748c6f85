import { GetSecretValueCommand, type SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { isValidOib } from '@shop/shared/oib';
import { shopName } from '../../../cdk/lib/config.ts';
import { X509Certificate } from 'node:crypto';
import { parseFiscalSecret } from '../../../lambdas/fiscal/fiscalCredentials.ts';
import { FINA_CHAIN } from '../../../lambdas/fiscal/finaChain.ts';
import {
  awsCli,
  type CheckResult,
  daysUntil,
  errorMessage,
  errorName,
  fail,
  guarded,
  isoDay,
  isProd,
  needs,
  ok,
  type PreflightTarget,
  warn,
} from './check.ts';
import type { PreflightPorts } from './ports.ts';
import type { StageStack } from './stack.ts';

/**
 * The stage's secrets hold what a deploy cannot know: the payment provider's keys and FINA's
 * fiscal certificate, which the operator puts in, and three keys the deploy generates. Only
 * what is wrong with a value is reported, never the value.
 */

/** What the deploy puts in the secrets the operator fills (cdk/lib/data-stack.ts). */
const PLACEHOLDERS = { secretKey: 'sk_replace_me', certificatePem: 'replace_me' } as const;

/** The fiscal certificate must be renewed (at FINA) before this, or invoices stop the day it expires. */
export const CERTIFICATE_FAIL_DAYS = 30;
export const CERTIFICATE_WARN_DAYS = 60;
/** FINA's chain ships with the code: 60 days leave time for a release. */
export const FINA_CHAIN_FAIL_DAYS = 60;

/** The secret's text, or undefined when there is no such secret. */
async function readSecret(secrets: SecretsManagerClient, name: string): Promise<string | undefined> {
  try {
    const { SecretString } = await secrets.send(new GetSecretValueCommand({ SecretId: name }));
    return SecretString ?? '';
  } catch (error) {
    if (errorName(error) === 'ResourceNotFoundException') return undefined;
    throw error;
  }
}

function jsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** A secret that is not there: the first deploy makes it; after that its absence is a fault. */
function missing(check: string, target: PreflightTarget, stack: StageStack, fill?: string): CheckResult {
  if (stack.kind === 'absent') {
    return warn(check, 'not there yet; the first deploy creates it', fill ? `after the deploy, ${fill}` : undefined);
  }
  return fail(
    check,
    `there is no such secret in ${target.region}`,
    `deploy the stage, whose stack ${stack.name}-data creates it: npx cdk deploy --all -c stage=${target.stage} --profile ${target.profile}`,
  );
}

const permission = (name: string) => needs(`secretsmanager:GetSecretValue on ${name}`);

/** What is wrong with the payment secret key for the stage, if anything: prod must take real money. */
function secretKeyProblem(secretKey: unknown, prod: boolean): string | undefined {
  if (secretKey === PLACEHOLDERS.secretKey) return 'secretKey is still the placeholder the deploy put in';
  if (typeof secretKey === 'string' && secretKey.startsWith('sk_live_')) return undefined;
  if (typeof secretKey === 'string' && secretKey.startsWith('sk_test_')) {
    return prod ? 'secretKey is a test key (sk_test_…): prod would take no real payment' : undefined;
  }
  return `secretKey is not a Stripe secret key (${prod ? 'sk_live_…' : 'sk_test_… or sk_live_…'})`;
}

/** The payment keys, and the secret key when it is fit to ask the provider about the webhook. */
export async function checkPaymentKeys(
  ports: PreflightPorts,
  target: PreflightTarget,
  stack: StageStack,
): Promise<{ results: CheckResult[]; secretKey?: string }> {
  const name = shopName(target, 'payment-keys');
  const check = `Secret ${name}`;
  const fill = `put Stripe's keys in (Dashboard → Developers → API keys; the webhook's signing secret under Developers → Webhooks): aws secretsmanager put-secret-value --secret-id ${name} --secret-string '{"secretKey":"${isProd(target) ? 'sk_live_' : 'sk_test_'}…","webhookSecret":"whsec_…"}' ${awsCli(target)}`;
  let fitKey: string | undefined;
  const results = await guarded(check, permission(name), async () => {
    const text = await readSecret(ports.secrets, name);
    if (text === undefined) return missing(check, target, stack, fill);
    const keys = jsonObject(text);
    if (!keys) return fail(check, 'is not JSON {"secretKey", "webhookSecret"}', fill);
    const { secretKey, webhookSecret } = keys;
    const problems = [secretKeyProblem(secretKey, isProd(target))];
    if (typeof webhookSecret !== 'string' || !webhookSecret.startsWith('whsec_')) {
      problems.push("webhookSecret is not a webhook's signing secret (whsec_…): every payment event would be refused");
    }
    const found = problems.filter((problem) => problem !== undefined);
    if (found.length > 0) return fail(check, found.join('; '), fill);
    fitKey = secretKey as string;
    return ok(check, `a ${fitKey.startsWith('sk_live_') ? 'live' : 'test'} secret key and a webhook signing secret`);
  });
  return { results, secretKey: fitKey };
}

/**
 * FINA's certificate that signs every receipt sent to the Tax Administration: without a working
 * one no invoice is fiscalised, and an unfiscalised receipt is unlawful.
 */
export function checkFiscalCertificate(ports: PreflightPorts, target: PreflightTarget, stack: StageStack): Promise<CheckResult[]> {
  const name = shopName(target, 'fiscal-certificate');
  const check = `Secret ${name}`;
  const fill = `convert FINA's application certificate (.p12) to PEM (README, Fiscalisation) and put it in with the operator's OIB: aws secretsmanager put-secret-value --secret-id ${name} --secret-string "$(jq -n --rawfile c cert.pem --rawfile k key.pem '{certificatePem:$c, privateKeyPem:$k, operatorOib:"<11 digits>"}')" ${awsCli(target)}`;
  return guarded(check, permission(name), async () => {
    const text = await readSecret(ports.secrets, name);
    if (text === undefined) return missing(check, target, stack, fill);
    const fields = jsonObject(text);
    if (fields?.certificatePem === PLACEHOLDERS.certificatePem) {
      return fail(check, 'still the placeholder the deploy put in: no invoice can be fiscalised', fill);
    }
    if (typeof fields?.operatorOib !== 'string' || !isValidOib(fields.operatorOib)) {
      return fail(check, 'operatorOib is not an OIB (11 digits, the last an ISO 7064 MOD 11,10 check digit)', fill);
    }
    let validTo: Date;
    try {
      validTo = new Date(parseFiscalSecret(text, name).certificate.validTo);
    } catch (error) {
      // The parser names the secret first; the line already does.
      const prefix = `The fiscal secret ${name}`;
      const message = errorMessage(error);
      return fail(check, message.startsWith(prefix) ? message.slice(prefix.length).replace(/^:?\s*/, '') : message, fill);
    }
    const days = daysUntil(validTo, target.now);
    const renew = `renew the certificate at FINA, then ${fill}`;
    if (days < 0) return fail(check, `the certificate expired on ${isoDay(validTo)}`, renew);
    if (days < CERTIFICATE_FAIL_DAYS) return fail(check, `the certificate expires on ${isoDay(validTo)}, in ${days} days`, renew);
    if (days < CERTIFICATE_WARN_DAYS) return warn(check, `the certificate expires on ${isoDay(validTo)}, in ${days} days`, renew);
    return ok(check, `certificate valid until ${isoDay(validTo)}, its key matches, operator OIB valid`);
  });
}

/**
 * FINA's chain the shop trusts CIS by (lambdas/fiscal/finaChain.ts): TLS to CIS and CIS's signed
 * answers chain to it, so a certificate of it expiring stops every JIR. It ships with the code,
 * so the fix is a commit and a deploy, which takes longer than a secret: a fail at 60 days.
 */
export function checkFinaChain(target: Pick<PreflightTarget, 'now'>, chain: readonly string[] = FINA_CHAIN): CheckResult[] {
  const check = 'FINA chain for CIS (lambdas/fiscal/finaChain.ts)';
  const byExpiry = (a: X509Certificate, b: X509Certificate) => Date.parse(a.validTo) - Date.parse(b.validTo);
  const certificates = chain.map((pem) => new X509Certificate(pem));
  // What must outlive the next release: the root, and the issuing CA that lives longest (an
  // older one expiring is FINA's usual turnover: CIS's certificate cannot outlive its issuer).
  const roots = certificates.filter((c) => c.subject === c.issuer);
  const issuing = certificates
    .filter((c) => c.subject !== c.issuer)
    .sort(byExpiry)
    .slice(-1);
  const soonest = [...roots, ...issuing].sort(byExpiry)[0];
  if (!soonest)
    return [
      fail(check, 'holds no certificate', 'put FINA’s Root CA and its issuing CAs (rdc.fina.hr) in lambdas/fiscal/finaChain.ts and deploy'),
    ];
  const validTo = new Date(soonest.validTo);
  const days = daysUntil(validTo, target.now);
  const name = soonest.subject.split('\n').find((part) => part.startsWith('CN=')) ?? soonest.subject;
  if (days < FINA_CHAIN_FAIL_DAYS)
    return [
      fail(
        check,
        `${name} expires on ${isoDay(validTo)}, in ${days} days`,
        'take FINA’s renewed certificate from rdc.fina.hr (the Tax Administration announces CIS’s change), put it in lambdas/fiscal/finaChain.ts beside the old one, and deploy',
      ),
    ];
  return [ok(check, `${chain.length} certificates; the first to expire, ${name}, on ${isoDay(validTo)}`)];
}

/** The keys the deploy generates (origin secret, session key, staff key): only their presence is for preflight to see. */
export function checkGeneratedSecret(
  ports: PreflightPorts,
  target: PreflightTarget,
  stack: StageStack,
  suffix: 'origin-secret' | 'session-key' | 'staff-key',
): Promise<CheckResult[]> {
  const name = shopName(target, suffix);
  const check = `Secret ${name}`;
  return guarded(check, permission(name), async () => {
    const text = await readSecret(ports.secrets, name);
    if (text === undefined) return missing(check, target, stack);
    if (text.trim() === '') {
      return fail(
        check,
        'is empty',
        `put a random value in (aws secretsmanager put-secret-value --secret-id ${name} --secret-string "$(openssl rand -hex 32)" ${awsCli(target)}), then deploy again so that every function and CloudFront read it`,
      );
    }
    return ok(check, 'set');
  });
}
