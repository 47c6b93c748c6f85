import { X509Certificate } from 'node:crypto';
import { signatureVerifies } from '@shop/lambdas/fiscal/cisTrust';
import { DIGEST_ALGORITHM, SIGNATURE_ALGORITHM } from '@shop/lambdas/fiscal/racunZahtjev';

/*
 * How the CIS simulators check a request's signature and refuse it: the receipts' service
 * (simulator.ts) and Fiscalisation 2.0's (eRacunCis.ts) alike.
 */

export const DSIG = 'http://www.w3.org/2000/09/xmldsig#';

/** A refusal as CIS answers it: its error code and message. */
export class CisError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The error codes a signature check answers: the receipts' (v2.7) by default, Fiscalisation 2.0's S002–S004 otherwise. */
export interface SignatureCodes {
  /** No signature where it must be (the request's last child). */
  location: string;
  /** A certificate the test CA did not issue, or not valid now. */
  certificate: string;
  /** A signature with other algorithms, that does not verify, or lacks a reference it must have. */
  signature: string;
}
const RECEIPT_SIGNATURE_CODES: SignatureCodes = { location: 's004', certificate: 's002', signature: 's004' };

/**
 * Checks the signature: made with a certificate the test CA issued, over the whole request
 * (referenced by its id), RSA-SHA256 with SHA-256 digests only. `references` lists the
 * reference types it must also carry (XAdES's SignedProperties for Fiscalisation 2.0).
 */
export function checkSignature(
  xml: string,
  request: Element,
  ca: X509Certificate,
  now: Date,
  codes: SignatureCodes = RECEIPT_SIGNATURE_CODES,
  references: string[] = [],
): X509Certificate {
  const signature = request.getElementsByTagNameNS(DSIG, 'Signature')[0];
  if (!signature || signature.parentNode !== request) throw new CisError(codes.location, 'Neispravan digitalni potpis: nema potpisa.');
  const base64 = signature.getElementsByTagNameNS(DSIG, 'X509Certificate')[0]?.textContent?.replace(/\s/g, '');
  if (!base64) throw new CisError(codes.signature, 'Neispravan digitalni potpis: nema certifikata.');
  const certificate = new X509Certificate(Buffer.from(base64, 'base64'));
  const validNow = new Date(certificate.validFrom) <= now && now <= new Date(certificate.validTo);
  if (!certificate.checkIssued(ca) || !certificate.verify(ca.publicKey) || !validNow)
    throw new CisError(
      codes.certificate,
      'Certifikat nije izdan od strane produkcijskog potpisnika pouzdanog izdavatelja certifikata u RH ili je istekao ili je ukinut.',
    );
  const method = signature.getElementsByTagNameNS(DSIG, 'SignatureMethod')[0]?.getAttribute('Algorithm');
  if (method !== SIGNATURE_ALGORITHM)
    throw new CisError(codes.signature, `Neispravan digitalni potpis: algoritam potpisa ${method} nije dopušten.`);
  const digests = Array.from(signature.getElementsByTagNameNS(DSIG, 'DigestMethod'))
    .filter((node) => (node.parentNode as Element | null)?.localName === 'Reference')
    .map((node) => node.getAttribute('Algorithm'));
  if (!digests.length || digests.some((digest) => digest !== DIGEST_ALGORITHM))
    throw new CisError(codes.signature, `Neispravan digitalni potpis: algoritam sažetka ${digests.join(', ')} nije dopušten.`);
  const types = Array.from(signature.getElementsByTagNameNS(DSIG, 'Reference')).map((node) => node.getAttribute('Type'));
  const missing = references.filter((type) => !types.includes(type));
  if (missing.length) throw new CisError(codes.signature, `Neispravan digitalni potpis: nema reference ${missing.join(', ')}.`);
  if (!signatureVerifies(xml, request, signature, certificate)) throw new CisError(codes.signature, 'Neispravan digitalni potpis.');
  return certificate;
}
