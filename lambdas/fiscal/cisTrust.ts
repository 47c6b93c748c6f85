import { X509Certificate } from 'node:crypto';
import { Agent } from 'node:https';
import { createSecureContext, rootCertificates } from 'node:tls';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { functionEnv } from '../platform/functionScope.ts';
import { FINA_CHAIN } from './finaChain.ts';

/**
 * Whom the shop believes when it speaks to CIS. The Tax Administration's specification (2.1):
 * the server presents the certificate of cis.porezna-uprava.hr (cistest.apis-it.hr in the test
 * service) over one-way TLS, and signs every answer with its application certificate
 * `fiskalcis` (`fiskalcistest`), which the device checks before it trusts a JIR. Both chain to
 * FINA, whose roots Node does not hold: the shop trusts FINA's published chain (finaChain.ts)
 * beside Node's roots, and FISCAL_CIS_CA adds one more anchor where the CIS is the local
 * simulator, whose test CA stands for FINA (local/simulators/cis/testCertificate.ts).
 */

/** The CAs CIS's certificates may chain to: FINA's, and the local simulator's test CA where FISCAL_CIS_CA names it. */
export function cisAnchors(): X509Certificate[] {
  const extra = functionEnv().FISCAL_CIS_CA;
  const pems = [...FINA_CHAIN, ...(extra ? splitPems(extra) : [])];
  return pems.map((pem) => new X509Certificate(pem));
}

const splitPems = (bundle: string) => bundle.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];

/** TLS to CIS: 1.2 or newer (CIS refuses TLS 1.1 since 1.7.2026), Node's roots and the anchors above. */
export function cisTlsOptions(anchors: X509Certificate[] = cisAnchors()) {
  return { minVersion: 'TLSv1.2' as const, ca: [...rootCertificates, ...anchors.map((a) => a.toString())] };
}

export interface CisTrust {
  anchors: X509Certificate[];
  /**
   * The agent every call to CIS goes through: one TLS context, so Node does not read its roots
   * and FINA's chain again per receipt, and connections of its own, never one made under
   * another trust.
   */
  agent: Agent;
}

const trusts = new Map<string, CisTrust>();

/** The anchors and the TLS context, made once for each FISCAL_CIS_CA the process meets. */
export function cisTrust(): CisTrust {
  const extra = functionEnv().FISCAL_CIS_CA ?? '';
  let trust = trusts.get(extra);
  if (!trust) {
    const anchors = cisAnchors();
    const options = cisTlsOptions(anchors);
    trust = { anchors, agent: new Agent({ minVersion: options.minVersion, secureContext: createSecureContext(options) }) };
    trusts.set(extra, trust);
  }
  return trust;
}

/** Whether `certificate` is issued by `issuer`: the name and the signature. */
const issuedBy = (certificate: X509Certificate, issuer: X509Certificate) =>
  certificate.checkIssued(issuer) && certificate.verify(issuer.publicKey);

const validAt = (certificate: X509Certificate, at: Date) =>
  new Date(certificate.validFrom).getTime() <= at.getTime() && at.getTime() <= new Date(certificate.validTo).getTime();

/** Follows a certificate up the anchors to a self-signed one, each link valid at `at`; false when the path breaks. */
export function chainsTo(certificate: X509Certificate, anchors: X509Certificate[], at: Date): boolean {
  let current = certificate;
  for (let depth = 0; depth < 5; depth++) {
    if (!validAt(current, at)) return false;
    const issuer = anchors.find((anchor) => issuedBy(current, anchor));
    if (!issuer) return false;
    if (issuer.fingerprint256 === current.fingerprint256) return true;
    current = issuer;
  }
  return false;
}

const DSIG = 'http://www.w3.org/2000/09/xmldsig#';
/** The subject CIS signs its answers with: `fiskalcis` in production, `fiskalcistest` in the test service. */
const CIS_SIGNER = /(^|\n|,\s*)CN=fiskalcis(test)?(\n|,|$)/;

/**
 * Checks CIS's signature on an answer (RacunOdgovor, EvidentirajERacunOdgovor, …): an enveloped XML-DSig over the answer,
 * made with a `fiskalcis` certificate that chains to an anchor. Throws, saying why, when the
 * answer cannot be believed; a JIR from it is not recorded then.
 */
export function verifyCisAnswer(xml: string, answerElement: string, anchors: X509Certificate[], at: Date): void {
  const document = new DOMParser({ errorHandler: () => undefined }).parseFromString(xml, 'text/xml');
  const answer = Array.from(document.getElementsByTagNameNS('*', answerElement))[0];
  const signature = answer && Array.from(answer.getElementsByTagNameNS(DSIG, 'Signature')).find((node) => node.parentNode === answer);
  if (!answer || !signature) throw new Error('CIS’s answer is not signed.');
  const base64 = signature.getElementsByTagNameNS(DSIG, 'X509Certificate')[0]?.textContent?.replace(/\s/g, '');
  if (!base64) throw new Error('CIS’s answer names no certificate.');
  const certificate = new X509Certificate(Buffer.from(base64, 'base64'));
  if (!CIS_SIGNER.test(certificate.subject))
    throw new Error(`CIS’s answer is signed by ${certificate.subject.replace(/\n/g, ', ')}, not by fiskalcis.`);
  if (!chainsTo(certificate, anchors, at)) throw new Error('CIS’s answer is signed with a certificate that does not chain to FINA.');
  if (!signatureVerifies(xml, answer, signature, certificate)) throw new Error('CIS’s answer’s signature does not verify.');
}

/**
 * Whether an enveloped XML signature verifies with `certificate` and covers `element` (a
 * reference to its Id), as CIS checks a request and the shop an answer.
 */
export function signatureVerifies(xml: string, element: Element, signature: Element, certificate: X509Certificate): boolean {
  const verifier = new SignedXml({ publicCert: certificate.toString(), getCertFromKeyInfo: () => null });
  verifier.loadSignature(signature);
  let valid = false;
  try {
    valid = verifier.checkSignature(xml);
  } catch {
    valid = false;
  }
  // The receipts' messages carry `Id`; Fiscalisation 2.0's a namespaced `id` (its schemas qualify attributes).
  const id = element.getAttribute('Id') || Array.from(element.attributes).find((attribute) => attribute.localName === 'id')?.value;
  return valid && Boolean(id) && verifier.getReferences().some((reference) => reference.uri === `#${id}`);
}
