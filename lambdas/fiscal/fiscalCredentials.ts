import { createPrivateKey, type KeyObject, X509Certificate } from 'node:crypto';
import * as z from 'zod/mini';
import { MissingConfigError } from '../platform/config.ts';
import { functionEnv } from '../platform/functionScope.ts';
import { KeptSecret, secretText } from '../platform/secrets.ts';

/**
 * The shop's fiscal certificate (FINA's application certificate for fiscalisation) and the
 * operator the receipts name. In AWS one Secrets Manager secret (FISCAL_SECRET_ARN) holds them as
 * JSON; locally and in tests FISCAL_SECRET holds the same JSON (the local stack generates a test
 * certificate, local/simulators/cis/testCertificate.ts). Read at the first call and again every few
 * minutes, like the shop's other secrets (lambdas/platform/secrets.ts), so a renewed certificate
 * reaches every function without a redeploy.
 *
 * The JSON is {"certificatePem": "...", "privateKeyPem": "...", "operatorOib": "..."} and may
 * name the operator on the receipt with "operatorCode" (default "WEB"). FINA hands out a
 * PKCS#12 file; `openssl pkcs12 -in fina.p12 -nodes` turns it into the two PEMs (README,
 * Fiscalisation): Node reads PEM natively, and a PKCS#12 parser would weigh on every function
 * that issues invoices.
 */
export interface FiscalCredentials {
  privateKey: KeyObject;
  /** The certificate as PEM, for the request's KeyInfo. */
  certificatePem: string;
  certificate: X509Certificate;
  operatorOib: string;
  operatorCode: string;
}

const Oib = z.string().check(z.regex(/^\d{11}$/));
const FiscalSecret = z.object({
  certificatePem: z.string().check(z.minLength(1)),
  privateKeyPem: z.string().check(z.minLength(1)),
  operatorOib: Oib,
  operatorCode: z.optional(z.string().check(z.minLength(1), z.maxLength(20))),
});

const SHAPE =
  'must hold {"certificatePem", "privateKeyPem", "operatorOib"} (operatorOib: 11 digits; FINA\'s .p12 file converted to PEM with openssl, see README, Fiscalisation)';

/** Reads the JSON a fiscal secret holds; throws, naming what is wrong, when it is not a usable certificate. */
export function parseFiscalSecret(json: string, where: string): FiscalCredentials {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new Error(`The fiscal secret ${where} is not JSON; it ${SHAPE}.`);
  }
  const parsed = FiscalSecret.safeParse(raw);
  if (!parsed.success) throw new Error(`The fiscal secret ${where} ${SHAPE}.`);
  const secret = parsed.data;
  const { certificatePem } = secret;
  let certificate: X509Certificate;
  let privateKey: KeyObject;
  try {
    certificate = new X509Certificate(certificatePem);
    privateKey = createPrivateKey(secret.privateKeyPem);
  } catch (error) {
    throw new Error(`The fiscal secret ${where}: its certificate or key is not PEM (${(error as Error).message}).`);
  }
  if (!certificate.checkPrivateKey(privateKey)) throw new Error(`The fiscal secret ${where}: the private key is not the certificate's.`);
  return { privateKey, certificatePem, certificate, operatorOib: secret.operatorOib, operatorCode: secret.operatorCode ?? 'WEB' };
}

const kept = /* @__PURE__ */ new KeptSecret(loadFiscalCredentials);

/** The fiscal certificate, its key and the operator; fails loudly when the function has none. */
export function fiscalCredentials(): Promise<FiscalCredentials> {
  return kept.get();
}

async function loadFiscalCredentials(): Promise<FiscalCredentials> {
  const { text, from } = await secretText('FISCAL_SECRET', 'FISCAL_SECRET_ARN');
  return parseFiscalSecret(text, from);
}

/** Where CIS listens (FISCAL_CIS_URL): the Tax Administration's service in AWS, the simulator locally. */
export function cisUrl(): string {
  const url = functionEnv().FISCAL_CIS_URL;
  if (!url) throw new MissingConfigError('FISCAL_CIS_URL');
  return url;
}

/**
 * Where CIS takes Fiscalisation 2.0's messages (FISCAL_ERACUN_CIS_URL): another port than the
 * receipts' (8509; README, Fiscalisation), the simulator's same address locally.
 */
export function eRacunCisUrl(): string {
  const url = functionEnv().FISCAL_ERACUN_CIS_URL;
  if (!url) throw new MissingConfigError('FISCAL_ERACUN_CIS_URL');
  return url;
}

/** Tests change the environment between cases. */
export function resetFiscalCredentialsForTests(): void {
  kept.clear();
}
