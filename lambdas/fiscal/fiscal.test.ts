import { execFileSync } from 'node:child_process';
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import fc from 'fast-check';
import { SignedXml } from 'xml-crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestCertificate, testFiscalSecret } from '../../local/simulators/cis/testCertificate.ts';
import { SAMPLE_RECEIPT } from '../testing/fiscalFixture.ts';
import { parseFiscalSecret } from './fiscalCredentials.ts';
import { type FiscalReceipt, fiscalAmount, fiscalDateTime } from './fiscalReceipt.ts';
import { receiptCheckUrl } from './qr.ts';
import { parseCisAnswer, signedRequest } from './racunZahtjev.ts';
import { computeZki } from './zki.ts';

const SELLER_OIB = SAMPLE_RECEIPT.oib;
const certificate = makeTestCertificate(SELLER_OIB);
const credentials = parseFiscalSecret(testFiscalSecret(certificate), 'test');
const dir = mkdtempSync(path.join(os.tmpdir(), 'fiscal-test-'));
const keyFile = path.join(dir, 'key.pem');
writeFileSync(keyFile, certificate.privateKeyPem);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const receipt: FiscalReceipt = { ...SAMPLE_RECEIPT, zki: '' };

/** The ZKI as the specification describes it, by openssl: sign RSA-SHA1 with the key, MD5 the signature. */
function opensslZki(input: string): string {
  const signature = execFileSync('openssl', ['dgst', '-sha1', '-sign', keyFile], { input });
  return execFileSync('openssl', ['dgst', '-md5', '-r'], { input: signature }).toString().split(' ')[0]!;
}

describe('the ZKI', () => {
  it('is what openssl computes from OIB, date and time, number, premises, device and total', () => {
    const zki = computeZki(receipt, credentials.privateKey);
    expect(zki).toMatch(/^[0-9a-f]{32}$/);
    expect(zki).toBe(opensslZki('9483512263314.03.2026 10:42:0717ZG11123.45'));
  });

  it('matches openssl for any receipt, and changes when the total does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), fc.integer({ min: 0, max: 9_999_999 }), (sequence, total) => {
        const fields = { ...receipt, sequence, total };
        const expected = opensslZki(
          `${SELLER_OIB}14.03.2026 10:42:07${sequence}ZG11${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}`,
        );
        expect(computeZki(fields, credentials.privateKey)).toBe(expected);
        expect(computeZki({ ...fields, total: total + 1 }, credentials.privateKey)).not.toBe(expected);
      }),
      { numRuns: 15 },
    );
  });

  it('writes amounts with a dot and two decimals, and Zagreb time', () => {
    expect([fiscalAmount(5), fiscalAmount(12345), fiscalAmount(-500), fiscalAmount(0)]).toEqual(['0.05', '123.45', '-5.00', '0.00']);
    // 09:42:07 UTC is 10:42:07 in Zagreb in March (CET), 11:42:07 in July (CEST).
    expect(fiscalDateTime(new Date('2026-03-14T09:42:07Z'))).toBe('14.03.2026T10:42:07');
    expect(fiscalDateTime(new Date('2026-07-14T09:42:07Z'))).toBe('14.07.2026T11:42:07');
  });
});

describe('the RacunZahtjev', () => {
  const zki = computeZki(receipt, credentials.privateKey);
  const xml = signedRequest({ ...receipt, zki }, credentials, {
    sentAt: new Date('2026-03-14T09:42:08Z'),
    subsequentDelivery: false,
    messageId: 'f81d4fae-7dec-11d0-a765-00a0c91e6bf6',
  });

  const verifies = (body: string) => {
    const document = new DOMParser().parseFromString(body, 'text/xml');
    const signature = document.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')[0]!;
    const verifier = new SignedXml({ publicCert: certificate.certificatePem, getCertFromKeyInfo: () => null });
    verifier.loadSignature(signature);
    try {
      return verifier.checkSignature(body);
    } catch {
      return false;
    }
  };

  it('carries the receipt’s fields as the specification names them', () => {
    const field = (name: string) => new RegExp(`<tns:${name}>([^<]*)</tns:${name}>`).exec(xml)?.[1];
    expect({
      Oib: field('Oib'),
      USustPdv: field('USustPdv'),
      DatVrijeme: field('DatVrijeme'),
      OznSlijed: field('OznSlijed'),
      BrOznRac: field('BrOznRac'),
      OznPosPr: field('OznPosPr'),
      OznNapUr: field('OznNapUr'),
      Stopa: field('Stopa'),
      Osnovica: field('Osnovica'),
      Iznos: field('Iznos'),
      IznosUkupno: field('IznosUkupno'),
      NacinPlac: field('NacinPlac'),
      OibOper: field('OibOper'),
      ZastKod: field('ZastKod'),
      NakDost: field('NakDost'),
      IdPoruke: field('IdPoruke'),
      DatumVrijeme: field('DatumVrijeme'),
    }).toEqual({
      Oib: SELLER_OIB,
      USustPdv: 'true',
      DatVrijeme: '14.03.2026T10:42:07',
      OznSlijed: 'P',
      BrOznRac: '17',
      OznPosPr: 'ZG1',
      OznNapUr: '1',
      Stopa: '25.00',
      Osnovica: '98.76',
      Iznos: '24.69',
      IznosUkupno: '123.45',
      NacinPlac: 'K',
      OibOper: '69900000017',
      ZastKod: zki,
      NakDost: 'false',
      IdPoruke: 'f81d4fae-7dec-11d0-a765-00a0c91e6bf6',
      DatumVrijeme: '14.03.2026T10:42:08',
    });
  });

  it('is signed (enveloped, exclusive c14n, RSA-SHA256 with SHA-256 digests) so the certificate verifies it, with issuer and serial in KeyInfo', () => {
    expect(xml).toContain('<soapenv:Envelope');
    // CIS refuses RSA-SHA1 from 1.1.2027 (its test service since 1.7.2026) with s004.
    expect(xml).toContain('<SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"/>');
    expect(xml).toContain('<DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>');
    expect(xml).not.toMatch(/sha1/);
    expect(xml).toContain('Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"');
    expect(xml).toContain('Algorithm="http://www.w3.org/2000/09/xmldsig#enveloped-signature"');
    expect(xml).toContain('URI="#signXmlId"');
    const serial = BigInt(`0x${new X509Certificate(certificate.certificatePem).serialNumber}`).toString(10);
    expect(xml).toContain(`<X509SerialNumber>${serial}</X509SerialNumber>`);
    expect(verifies(xml)).toBe(true);
  });

  it('no longer verifies once a field is changed after signing', () => {
    expect(verifies(xml.replace('<tns:IznosUkupno>123.45<', '<tns:IznosUkupno>1.45<'))).toBe(false);
  });

  it('reads CIS’s JIR or its errors', () => {
    const ns = 'xmlns:tns="http://www.apis-it.hr/fin/2012/types/f73"';
    expect(parseCisAnswer(`<tns:RacunOdgovor ${ns}><tns:Jir>a3c0d6b2-1111-4222-8333-944455556666</tns:Jir></tns:RacunOdgovor>`)).toEqual({
      status: 'confirmed',
      jir: 'a3c0d6b2-1111-4222-8333-944455556666',
    });
    expect(
      parseCisAnswer(
        `<tns:RacunOdgovor ${ns}><tns:Greske><tns:Greska><tns:SifraGreske>s004</tns:SifraGreske><tns:PorukaGreske>Neispravan potpis</tns:PorukaGreske></tns:Greska></tns:Greske></tns:RacunOdgovor>`,
      ),
    ).toEqual({ status: 'refused', errors: [{ code: 's004', message: 'Neispravan potpis' }] });
    expect(() => parseCisAnswer('<html>Bad gateway</html>')).toThrow(/neither a JIR nor errors/);
  });
});

describe('the QR code', () => {
  it('points at the Tax Administration’s check page with the JIR, date and time to the minute, and the amount in cents', () => {
    expect(receiptCheckUrl({ ...receipt, zki: 'ab'.repeat(16), jir: 'a3c0d6b2-1111-4222-8333-944455556666' })).toBe(
      'https://porezna.gov.hr/rn?jir=a3c0d6b2-1111-4222-8333-944455556666&datv=20260314_1042&izn=12345',
    );
  });

  it('carries the ZKI while CIS has not answered', () => {
    expect(receiptCheckUrl({ ...receipt, zki: 'ab'.repeat(16) })).toBe(
      `https://porezna.gov.hr/rn?zki=${'ab'.repeat(16)}&datv=20260314_1042&izn=12345`,
    );
  });
});

describe('the fiscal secret', () => {
  it('is refused, saying to convert it to PEM, when it holds FINA’s PKCS#12 file as it comes', () => {
    expect(() => parseFiscalSecret(JSON.stringify({ pkcs12Base64: 'MIIK', password: 'x', operatorOib: '69900000017' }), 'arn:x')).toThrow(
      /must hold \{"certificatePem", "privateKeyPem", "operatorOib"\}.*converted to PEM with openssl/,
    );
    expect(() =>
      parseFiscalSecret(JSON.stringify({ certificatePem: 'MIIK', privateKeyPem: 'MIIK', operatorOib: '69900000017' }), 'arn:x'),
    ).toThrow(/not PEM/);
  });

  it('is refused, saying what it must hold, when it is not a certificate and an operator', () => {
    expect(() => parseFiscalSecret('{"certificatePem": "x"}', 'arn:x')).toThrow(/must hold .*operatorOib/);
    expect(() => parseFiscalSecret('not json', 'arn:x')).toThrow(/is not JSON/);
    const other = makeTestCertificate(SELLER_OIB);
    expect(() =>
      parseFiscalSecret(
        JSON.stringify({ certificatePem: certificate.certificatePem, privateKeyPem: other.privateKeyPem, operatorOib: '69900000017' }),
        'arn:x',
      ),
    ).toThrow(/not the certificate's/);
    expect(createPrivateKey(certificate.privateKeyPem).asymmetricKeyType).toBe('rsa');
  });
});
