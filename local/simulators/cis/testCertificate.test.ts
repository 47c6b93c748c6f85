import { X509Certificate, generateKeyPairSync } from 'node:crypto';
import fc from 'fast-check';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { certificateSerial } from './testCertificate.ts';

// A small key: what is checked is the serial's encoding, not the key.
const pair = generateKeyPairSync('rsa', { modulusLength: 1024 });
const publicKey = forge.pki.publicKeyFromPem(pair.publicKey.export({ type: 'spki', format: 'pem' }).toString());
const privateKey = forge.pki.privateKeyFromPem(pair.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());

/** A certificate with the serial made from `random`, as OpenSSL (Node's X509Certificate) reads it. */
function readBack(random: Uint8Array): { serial: string; read: X509Certificate } {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = certificateSerial(String.fromCharCode(...random));
  cert.validity.notBefore = new Date(Date.now() - 3600_000);
  cert.validity.notAfter = new Date(Date.now() + 3600_000);
  const name = [{ name: 'commonName', value: 'serial test' }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.sign(privateKey as forge.pki.rsa.PrivateKey, forge.md.sha256.create());
  return { serial: cert.serialNumber, read: new X509Certificate(forge.pki.certificateToPem(cert)) };
}

describe('the local test certificates', () => {
  it('have serials OpenSSL reads, whatever the random bytes, a zero first byte included', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), (random) => {
        const { serial, read } = readBack(random);
        expect(read.serialNumber).toBe(serial.toUpperCase());
        expect(serial).toMatch(/^[4-7][0-9a-f]{15}$/);
      }),
      {
        numRuns: 150,
        examples: [[new Uint8Array(8)], [Uint8Array.from([0, 0x52, 0xa9, 0xd0, 1, 2, 3, 4])], [new Uint8Array(8).fill(0xff)]],
      },
    );
  });
});
