import { createPrivateKey, generateKeyPairSync, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';

/**
 * A LOCAL TEST fiscal certificate, made on this machine at the first start: a self-signed test
 * CA and a certificate it issues to the shop, as FINA issues the real one. It proves nothing to
 * anyone but the local CIS simulator, which trusts only this CA. No key is committed: the files
 * live in the data directory (`.data/fiscal/`), or only in memory for tests.
 */
export interface TestCertificate {
  caPem: string;
  certificatePem: string;
  privateKeyPem: string;
  /** The simulator's own signing certificate and key, as CIS's `fiskalcistest` it signs its answers with. */
  cisSignerPem: string;
  cisSignerKeyPem: string;
  /** The simulator's TLS certificate and key for localhost, as CIS's server certificate. */
  serverCertificatePem: string;
  serverKeyPem: string;
}

/** The operator OIB local receipts carry (a made-up number with a valid check digit). */
export const LOCAL_OPERATOR_OIB = '69900000017';

const FILES: Record<keyof TestCertificate, string> = {
  caPem: 'LOCAL-TEST-ONLY-ca.pem',
  certificatePem: 'LOCAL-TEST-ONLY-certificate.pem',
  privateKeyPem: 'LOCAL-TEST-ONLY-private-key.pem',
  cisSignerPem: 'LOCAL-TEST-ONLY-cis-signer.pem',
  cisSignerKeyPem: 'LOCAL-TEST-ONLY-cis-signer-key.pem',
  serverCertificatePem: 'LOCAL-TEST-ONLY-cis-server.pem',
  serverKeyPem: 'LOCAL-TEST-ONLY-cis-server-key.pem',
};

function keyPair() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    publicKey: forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()),
    privateKey: forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()) as forge.pki.rsa.PrivateKey,
  };
}

/**
 * A certificate's serial number from 8 random bytes, as hex: a positive INTEGER in its shortest
 * DER form. OpenSSL refuses a certificate whose serial has a needless leading zero byte ("illegal
 * padding"), which a serial of random bytes behind a "0" became whenever its first byte was
 * zero: about one test certificate in two hundred could not be read, and the stack that made it
 * issued no invoice. The first byte is kept between 0x40 and 0x7f: never zero, never negative.
 */
export function certificateSerial(random: string): string {
  return forge.util.bytesToHex(String.fromCharCode(0x40 | (random.charCodeAt(0) & 0x3f)) + random.slice(1));
}

type Kind = 'ca' | 'signer' | 'server';

function certificate(
  subject: forge.pki.CertificateField[],
  issuer: forge.pki.CertificateField[],
  publicKey: forge.pki.PublicKey,
  signer: forge.pki.rsa.PrivateKey,
  kind: Kind,
) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = certificateSerial(forge.random.getBytesSync(8));
  // Valid from a year back: tests fiscalise receipts of dates in the past year on their own clocks.
  cert.validity.notBefore = new Date(Date.now() - 365 * 24 * 3600_000);
  cert.validity.notAfter = new Date(Date.now() + 5 * 365 * 24 * 3600_000);
  cert.setSubject(subject);
  cert.setIssuer(issuer);
  const extensions: Record<Kind, object[]> = {
    ca: [
      { name: 'basicConstraints', cA: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true },
    ],
    signer: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    ],
    server: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  };
  cert.setExtensions(extensions[kind]);
  cert.sign(signer, forge.md.sha256.create());
  return cert;
}

/** A new test CA and a certificate for the seller's OIB, in memory. */
export function makeTestCertificate(sellerOib: string): TestCertificate {
  const caKeys = keyPair();
  const caName = [
    { name: 'commonName', value: 'LOCAL TEST fiscal CA - not FINA, trusted by nothing but the local CIS simulator' },
    { name: 'organizationName', value: 'Tkanica local test' },
    { name: 'countryName', value: 'HR' },
  ];
  const ca = certificate(caName, caName, caKeys.publicKey, caKeys.privateKey, 'ca');
  const issue = (commonName: string, kind: Kind, organization = 'Tkanica local test') => {
    const keys = keyPair();
    const subject = [
      { name: 'commonName', value: commonName },
      { name: 'organizationName', value: organization },
      { name: 'countryName', value: 'HR' },
    ];
    const cert = certificate(subject, caName, keys.publicKey, caKeys.privateKey, kind);
    return { pem: forge.pki.certificateToPem(cert), keyPem: forge.pki.privateKeyToPem(keys.privateKey) };
  };
  const shop = issue('LOCAL TEST fiscal certificate - FISKAL 1', 'signer', `Tkanica d.o.o. HR${sellerOib} (local test)`);
  // CIS's test service signs with `fiskalcistest` and answers as cistest.apis-it.hr; the simulator as localhost.
  const cisSigner = issue('fiskalcistest', 'signer');
  const server = issue('localhost', 'server');
  return {
    caPem: forge.pki.certificateToPem(ca),
    certificatePem: shop.pem,
    privateKeyPem: shop.keyPem,
    cisSignerPem: cisSigner.pem,
    cisSignerKeyPem: cisSigner.keyPem,
    serverCertificatePem: server.pem,
    serverKeyPem: server.keyPem,
  };
}

/** The test certificate in `dir`, made there at the first call. */
export function ensureTestCertificate(dir: string, sellerOib: string): TestCertificate {
  const paths = Object.fromEntries(Object.entries(FILES).map(([key, file]) => [key, path.join(dir, file)])) as Record<
    keyof TestCertificate,
    string
  >;
  // A data directory from before the simulator signed and spoke TLS lacks some files, and one
  // from before `certificateSerial` may hold a certificate OpenSSL cannot read: all are made afresh.
  if (Object.values(paths).every((file) => existsSync(file))) {
    const kept = Object.fromEntries(
      Object.entries(paths).map(([key, file]) => [key, readFileSync(file, 'utf8')]),
    ) as unknown as TestCertificate;
    if (readable(kept)) return kept;
  }
  const made = makeTestCertificate(sellerOib);
  mkdirSync(dir, { recursive: true });
  for (const key of Object.keys(FILES) as (keyof TestCertificate)[]) writeFileSync(paths[key], made[key], { mode: 0o600 });
  return made;
}

/** Whether OpenSSL reads every certificate and key of `made`. */
function readable(made: TestCertificate): boolean {
  try {
    for (const pem of [made.caPem, made.certificatePem, made.cisSignerPem, made.serverCertificatePem]) new X509Certificate(pem);
    for (const pem of [made.privateKeyPem, made.cisSignerKeyPem, made.serverKeyPem]) createPrivateKey(pem);
    return true;
  } catch {
    return false;
  }
}

/** The fiscal secret's JSON (lambdas/fiscal/fiscalCredentials.ts) for a test certificate. */
export function testFiscalSecret(certificate: TestCertificate, operatorOib = LOCAL_OPERATOR_OIB): string {
  return JSON.stringify({
    certificatePem: certificate.certificatePem,
    privateKeyPem: certificate.privateKeyPem,
    operatorOib,
    operatorCode: 'WEB-LOCAL',
  });
}
