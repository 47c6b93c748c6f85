import { createHash, randomUUID, type X509Certificate } from 'node:crypto';
import { SignedXml } from 'xml-crypto';
import type { FiscalCredentials } from './fiscalCredentials.ts';

/**
 * How the shop signs what it sends to the Tax Administration's CIS, one function for every
 * message: an enveloped XML-DSig over the request element (referenced by its id), exclusive
 * canonicalisation, RSA-SHA256 with SHA-256 digests, and the fiscal certificate in KeyInfo.
 * A receipt (RacunZahtjev, fiscalisation of receipts, v2.7) names the certificate's issuer and
 * serial number as well; the messages of Fiscalisation 2.0 (EvidentirajERacun,
 * EvidentirajNaplatu: "Tehnička specifikacija Fiskalizacija eRačuna i eIzvještavanje", chapter
 * 11) add XAdES-B's signed properties: the signing time and the certificate's digest, signed
 * by a second reference.
 */
export const DSIG = 'http://www.w3.org/2000/09/xmldsig#';
export const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
export const SIGNATURE_ALGORITHM = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
export const DIGEST_ALGORITHM = 'http://www.w3.org/2001/04/xmlenc#sha256';
export const XADES = 'http://uri.etsi.org/01903/v1.3.2#';
export const XADES_SIGNED_PROPERTIES = 'http://uri.etsi.org/01903#SignedProperties';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const base64Of = (certificatePem: string) => certificatePem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '');

/** KeyInfo as the receipts' specification shows it: the certificate, its issuer and its serial number. */
function issuerSerialKeyInfo(certificate: X509Certificate, certificatePem: string) {
  // Node writes the issuer one attribute a line, most general first; XML-DSig wants RFC 2253: most specific first, commas.
  const issuer = certificate.issuer.split('\n').reverse().join(',');
  const serial = BigInt(`0x${certificate.serialNumber}`).toString(10);
  return (
    `<X509Data><X509Certificate>${base64Of(certificatePem)}</X509Certificate>` +
    `<X509IssuerSerial><X509IssuerName>${escapeXml(issuer)}</X509IssuerName><X509SerialNumber>${serial}</X509SerialNumber></X509IssuerSerial></X509Data>`
  );
}

/** XAdES-B's QualifyingProperties: when it was signed, and with which certificate (its SHA-256 digest). */
function xadesProperties(signatureId: string, propertiesId: string, certificatePem: string, signingTime: Date) {
  const certificateDigest = createHash('sha256')
    .update(Buffer.from(base64Of(certificatePem), 'base64'))
    .digest('base64');
  return (
    `<xades:QualifyingProperties xmlns:xades="${XADES}" Target="#${signatureId}">` +
    `<xades:SignedProperties Id="${propertiesId}"><xades:SignedSignatureProperties>` +
    `<xades:SigningTime>${signingTime.toISOString().replace(/\.\d{3}Z$/, 'Z')}</xades:SigningTime>` +
    `<xades:SigningCertificateV2><xades:Cert><xades:CertDigest>` +
    `<ds:DigestMethod xmlns:ds="${DSIG}" Algorithm="${DIGEST_ALGORITHM}"/><ds:DigestValue xmlns:ds="${DSIG}">${certificateDigest}</ds:DigestValue>` +
    `</xades:CertDigest></xades:Cert></xades:SigningCertificateV2>` +
    `</xades:SignedSignatureProperties></xades:SignedProperties></xades:QualifyingProperties>`
  );
}

export interface SignOptions {
  /** The local name of the element to sign (the request), which carries the id. */
  element: string;
  /** The value of its id attribute. */
  id: string;
  /** XAdES-B signed properties (Fiscalisation 2.0), signed at this time; a plain XML-DSig without. */
  xades?: { signingTime: Date };
}

/** Signs `xml`'s request element in place (the signature appended as its last child) and gives back the signed XML. */
export function signEnveloped(xml: string, credentials: FiscalCredentials, options: SignOptions): string {
  const xpath = `//*[local-name(.)='${options.element}']`;
  const signatureId = `Sig-${randomUUID()}`;
  const propertiesId = `xades-${randomUUID()}`;
  const signer = new SignedXml({
    privateKey: credentials.privateKey.export({ format: 'pem', type: 'pkcs8' }),
    publicCert: credentials.certificatePem,
    signatureAlgorithm: SIGNATURE_ALGORITHM,
    canonicalizationAlgorithm: EXC_C14N,
    getKeyInfoContent: options.xades
      ? () => `<ds:X509Data><ds:X509Certificate>${base64Of(credentials.certificatePem)}</ds:X509Certificate></ds:X509Data>`
      : () => issuerSerialKeyInfo(credentials.certificate, credentials.certificatePem),
    ...(options.xades
      ? { objects: [{ content: xadesProperties(signatureId, propertiesId, credentials.certificatePem, options.xades.signingTime) }] }
      : {}),
  });
  signer.addReference({
    xpath: `//*[@*[local-name(.)='id' or local-name(.)='Id'] = '${options.id}']`,
    transforms: [`${DSIG}enveloped-signature`, EXC_C14N],
    digestAlgorithm: DIGEST_ALGORITHM,
  });
  if (options.xades)
    signer.addReference({
      xpath: `//*[@Id='${propertiesId}']`,
      type: XADES_SIGNED_PROPERTIES,
      transforms: [EXC_C14N],
      digestAlgorithm: DIGEST_ALGORITHM,
    });
  signer.computeSignature(xml, {
    location: { reference: xpath, action: 'append' },
    ...(options.xades ? { prefix: 'ds', attrs: { Id: signatureId } } : {}),
  });
  return signer.getSignedXml();
}
