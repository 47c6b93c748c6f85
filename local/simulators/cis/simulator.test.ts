import { SELLER } from '@shop/shared/brand';
import { parseFiscalSecret } from '@shop/lambdas/fiscal/fiscalCredentials';
import type { FiscalReceipt } from '@shop/lambdas/fiscal/fiscalReceipt';
import { cisFiscalService } from '@shop/lambdas/fiscal/fiscalService';
import { parseCisAnswer, signedRequest } from '@shop/lambdas/fiscal/racunZahtjev';
import { computeZki } from '@shop/lambdas/fiscal/zki';
import { SAMPLE_RECEIPT } from '@shop/lambdas/testing/fiscalFixture';
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schemaErrors } from './schemaCheck.ts';
import { type FiscalSimulator, startFiscalSimulator } from './simulator.ts';
import { makeTestCertificate, testFiscalSecret } from './testCertificate.ts';

/**
 * The local CIS as the shop meets it: over TLS, through the shop's own client (which believes a
 * JIR only from an answer CIS signed), and as someone outside the shop would check a request
 * (the official schema, the signature's algorithms).
 */
const trusted = makeTestCertificate(SELLER.oib);
const credentials = parseFiscalSecret(testFiscalSecret(trusted), 'test');
const NOW = new Date('2026-03-14T09:42:09Z'); // 10:42:09 in Zagreb, two seconds after the sample receipt
const SENT = new Date('2026-03-14T09:42:08Z');
let clock = NOW;
let cis: FiscalSimulator;
const simulatorOf = (certificate = trusted, port = 0) =>
  startFiscalSimulator({
    port,
    caPem: trusted.caPem,
    sellerOib: SELLER.oib,
    signer: { certificatePem: certificate.cisSignerPem, keyPem: certificate.cisSignerKeyPem },
    tls: { certificatePem: certificate.serverCertificatePem, keyPem: certificate.serverKeyPem },
    now: () => clock,
  });
beforeAll(async () => {
  cis = await simulatorOf();
});
afterAll(() => cis.close());
beforeEach(() => {
  cis.reset();
  clock = NOW;
  process.env.FISCAL_CIS_CA = trusted.caPem;
});
afterEach(() => {
  delete process.env.FISCAL_CIS_CA;
});

const receipt = (over: Partial<FiscalReceipt> = {}, key = credentials.privateKey): FiscalReceipt => {
  const r = { ...SAMPLE_RECEIPT, ...over };
  return { ...r, zki: over.zki ?? computeZki(r, key) };
};
const client = (endpoint = cis.endpoint) => cisFiscalService({ credentials: async () => credentials, url: () => endpoint });
const fiscalise = (r: FiscalReceipt, endpoint?: string, sentAt = SENT) =>
  client(endpoint).fiscalise(r, { sentAt, subsequentDelivery: false });
/** Posts a request as it is, trusting the simulator's CA, and reads the answer without checking its signature. */
const post = async (body: string) => {
  const { request } = await import('node:https');
  const text = await new Promise<string>((resolve, reject) => {
    const req = request(cis.endpoint, { method: 'POST', ca: trusted.caPem, headers: { 'content-type': 'text/xml' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    req.on('error', reject);
    req.end(body);
  });
  return parseCisAnswer(text);
};
const request = (r: FiscalReceipt) => signedRequest(r, credentials, { sentAt: SENT, subsequentDelivery: false });

/** The request signed as the shop signed it until 2026: RSA-SHA1 with SHA-1 digests. */
function signedWithSha1(r: FiscalReceipt): string {
  const unsigned = new DOMParser().parseFromString(request(r), 'text/xml');
  const zahtjev = unsigned.getElementsByTagNameNS('http://www.apis-it.hr/fin/2012/types/f73', 'RacunZahtjev')[0] as unknown as Node;
  const old = (zahtjev as Element).getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')[0] as unknown as Node;
  zahtjev.removeChild(old);
  const xml = new XMLSerializer().serializeToString(zahtjev);
  const xpath = "//*[local-name(.)='RacunZahtjev']";
  const signer = new SignedXml({
    privateKey: credentials.privateKey.export({ format: 'pem', type: 'pkcs8' }),
    publicCert: credentials.certificatePem,
    signatureAlgorithm: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  signer.addReference({
    xpath,
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
    digestAlgorithm: 'http://www.w3.org/2000/09/xmldsig#sha1',
  });
  signer.computeSignature(xml, { location: { reference: xpath, action: 'append' } });
  return `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body>${signer.getSignedXml()}</soapenv:Body></soapenv:Envelope>`;
}

describe('the local CIS simulator (specification v2.7, schema v1.9)', () => {
  it('answers a signed JIR over TLS to the shop’s client, and the same JIR when the receipt comes again', async () => {
    const first = await fiscalise(receipt());
    expect(first).toEqual({ status: 'confirmed', jir: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await fiscalise(receipt())).toEqual(first);
    expect(cis.receipts()).toEqual([expect.objectContaining({ number: '17/ZG1/1', total: '123.45', deliveries: 2 })]);
  });

  it('gives back the request exactly as it came, valid against the official schema and signed RSA-SHA256', async () => {
    const sent = request(receipt({ buyerOib: '94577403194', paymentCode: 'K' }));
    expect(await post(sent)).toMatchObject({ status: 'confirmed' });
    const { request: get } = await import('node:https');
    const kept = await new Promise<string>((resolve, reject) =>
      get(`${cis.url}/_simulator/receipts/17%2FZG1%2F1.xml`, { ca: trusted.caPem }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      })
        .on('error', reject)
        .end(),
    );
    expect(kept).toBe(sent);
    const zahtjev = kept.slice(kept.indexOf('<tns:RacunZahtjev'), kept.indexOf('</tns:RacunZahtjev>') + '</tns:RacunZahtjev>'.length);
    expect(await schemaErrors(zahtjev)).toEqual([]);
    expect(zahtjev).toContain('<SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"/>');
    expect(zahtjev).toContain('<DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>');
    expect(zahtjev).toContain('<tns:NakDost>false</tns:NakDost><tns:OibPrimateljaRacuna>94577403194</tns:OibPrimateljaRacuna>');
  });

  it('refuses what the shop signed until 2026 (RSA-SHA1) with s004, and a request changed after signing', async () => {
    expect(await post(signedWithSha1(receipt()))).toMatchObject({
      status: 'refused',
      errors: [{ code: 's004', message: expect.stringMatching(/rsa-sha1/) }],
    });
    const tampered = request(receipt()).replace('<tns:OibOper>69900000017<', '<tns:OibOper>94577403194<');
    expect(await post(tampered)).toMatchObject({ status: 'refused', errors: [{ code: 's004' }] });
    expect(cis.receipts()).toEqual([]);
  });

  it('refuses with s001 what the schema refuses, naming the element', async () => {
    const wrong = request(receipt()).replace('<tns:OznSlijed>P</tns:OznSlijed>', '<tns:OznSlijed>X</tns:OznSlijed>');
    expect(await post(wrong)).toMatchObject({ status: 'refused', errors: [{ code: 's001', message: expect.stringMatching(/OznSlijed/) }] });
  });

  it('refuses a certificate its CA did not issue (s002) and another seller’s OIB (s005)', async () => {
    const stranger = parseFiscalSecret(testFiscalSecret(makeTestCertificate(SELLER.oib)), 'stranger');
    const foreign = signedRequest(receipt({}, stranger.privateKey), stranger, { sentAt: SENT, subsequentDelivery: false });
    expect(await post(foreign)).toMatchObject({ status: 'refused', errors: [{ code: 's002' }] });
    expect(await post(request(receipt({ oib: '69900000017' })))).toMatchObject({ errors: [{ code: 's005' }] });
  });

  it('checks the content as CIS does: the total’s formula (v166), the rates (v110), the VAT (v160), a buyer’s OIB', async () => {
    // An export: no VAT rows; its amount must be declared exempt or the total adds up to nothing.
    const exportWithout = receipt({ vat: [], total: 12345 });
    expect(await fiscalise(exportWithout)).toMatchObject({ status: 'refused', errors: [{ code: 'v166' }] });
    expect(await fiscalise(receipt({ vat: [], exempt: 12345, total: 12345, sequence: 18 }))).toMatchObject({ status: 'confirmed' });
    expect(await fiscalise(receipt({ vat: [], notTaxable: 12345, total: 12345, sequence: 19 }))).toMatchObject({ status: 'confirmed' });
    const german = receipt({ vat: [{ ratePercent: 19, base: 10374, tax: 1971 }], sequence: 20 });
    expect(await fiscalise(german)).toMatchObject({ status: 'refused', errors: [{ code: 'v110' }] });
    const offByACent = receipt({ vat: [{ ratePercent: 25, base: 9876, tax: 2459 }], total: 12335, sequence: 21 });
    expect(await fiscalise(offByACent)).toMatchObject({ status: 'refused', errors: [{ code: 'v160' }] });
    expect(await fiscalise(receipt({ buyerOib: '94577403195', sequence: 22 }))).toMatchObject({
      status: 'refused',
      errors: [{ code: 's001' }],
    });
  });

  it('takes a late delivery up to 30 days after issue and refuses it after (v176)', async () => {
    clock = new Date('2026-04-12T09:00:00Z');
    const late = (r: FiscalReceipt) => client().fiscalise(r, { sentAt: clock, subsequentDelivery: true });
    expect(await late(receipt())).toMatchObject({ status: 'confirmed' });
    clock = new Date('2026-04-14T09:00:00Z');
    expect(await late(receipt({ sequence: 30 }))).toMatchObject({ status: 'refused', errors: [{ code: 'v176' }] });
  });

  it('is believed only with a fiskalcis signature that chains to a trusted CA, and over TLS only to a trusted server', async () => {
    const stranger = makeTestCertificate(SELLER.oib);
    const withSigner = (signer: { certificatePem: string; keyPem: string }, tls = trusted) =>
      startFiscalSimulator({
        port: 0,
        caPem: trusted.caPem,
        sellerOib: SELLER.oib,
        signer,
        tls: { certificatePem: tls.serverCertificatePem, keyPem: tls.serverKeyPem },
        now: () => clock,
      });
    const impostors = await Promise.all([
      withSigner({ certificatePem: stranger.cisSignerPem, keyPem: stranger.cisSignerKeyPem }, stranger),
      withSigner({ certificatePem: stranger.cisSignerPem, keyPem: stranger.cisSignerKeyPem }),
      withSigner({ certificatePem: trusted.certificatePem, keyPem: trusted.privateKeyPem }),
    ]);
    try {
      const [untrustedServer, untrustedSigner, notCis] = impostors.map((impostor) => impostor.endpoint) as [string, string, string];
      expect(await fiscalise(receipt(), untrustedServer)).toMatchObject({
        status: 'unavailable',
        reason: expect.stringMatching(/could not be reached/),
      });
      expect(await fiscalise(receipt(), untrustedSigner)).toMatchObject({
        status: 'unavailable',
        reason: expect.stringMatching(/does not chain to FINA/),
      });
      expect(await fiscalise(receipt(), notCis)).toMatchObject({
        status: 'unavailable',
        reason: expect.stringMatching(/not by fiskalcis/),
      });
    } finally {
      await Promise.all(impostors.map((impostor) => impostor.close()));
    }
    // Without the local CA beside FINA's, the simulator is a stranger too.
    delete process.env.FISCAL_CIS_CA;
    expect(await fiscalise(receipt())).toMatchObject({ status: 'unavailable', reason: expect.stringMatching(/could not be reached/) });
    expect(cis.receipts()).toEqual([]);
  });

  it('fails or answers late when told to: s006 is an outage the shop tries again, not a refusal', async () => {
    const faults = `${cis.url}/_simulator/faults`;
    const { request: req } = await import('node:https');
    const postJson = (body: unknown) =>
      new Promise<number>((resolve, reject) =>
        req(faults, { method: 'POST', ca: trusted.caPem }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on('error', reject)
          .end(JSON.stringify(body)),
      );
    expect(await postJson({ kind: 'down' })).toBe(400);
    expect(await postJson({ kind: 'error', remaining: 1 })).toBe(201);
    expect(await fiscalise(receipt())).toMatchObject({ status: 'unavailable', reason: expect.stringMatching(/s006/) });
    expect(await fiscalise(receipt())).toMatchObject({ status: 'confirmed' });
  });
});
