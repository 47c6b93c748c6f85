import { SELLER } from '@shop/shared/brand';
import { parseFiscalSecret } from '@shop/lambdas/fiscal/fiscalCredentials';
import type { FiscalReceipt } from '@shop/lambdas/fiscal/fiscalReceipt';
import { parseCisAnswer, signedRequest } from '@shop/lambdas/fiscal/racunZahtjev';
import { computeZki } from '@shop/lambdas/fiscal/zki';
import { SAMPLE_RECEIPT } from '@shop/lambdas/testing/fiscalFixture';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FiscalSimulator, startFiscalSimulator } from './simulator.ts';
import { makeTestCertificate, testFiscalSecret } from './testCertificate.ts';

const trusted = makeTestCertificate(SELLER.oib);
const credentials = parseFiscalSecret(testFiscalSecret(trusted), 'test');
let cis: FiscalSimulator;
beforeAll(async () => {
  cis = await startFiscalSimulator({ port: 0, caPem: trusted.caPem, sellerOib: SELLER.oib });
});
afterAll(() => cis.close());
beforeEach(() => cis.reset());

const fields = SAMPLE_RECEIPT;
const receipt = (over: Partial<FiscalReceipt> = {}, key = credentials.privateKey): FiscalReceipt => {
  const r = { ...fields, ...over };
  return { ...r, zki: over.zki ?? computeZki(r, key) };
};
const send = async (body: string) => {
  const response = await fetch(cis.endpoint, { method: 'POST', headers: { 'content-type': 'text/xml' }, body });
  return { status: response.status, answer: parseCisAnswer(await response.text()) };
};
const request = (r: FiscalReceipt, creds = credentials) =>
  signedRequest(r, creds, { sentAt: new Date('2026-03-14T09:42:08Z'), subsequentDelivery: false });

describe('the local CIS simulator', () => {
  it('answers a JIR for a signed, well-formed receipt, and the same JIR when it comes again', async () => {
    const first = await send(request(receipt()));
    expect(first).toEqual({ status: 200, answer: { status: 'confirmed', jir: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
    const again = await send(request(receipt()));
    expect(again.answer).toEqual(first.answer);
    expect(cis.receipts()).toEqual([expect.objectContaining({ number: '17/ZG1/1', total: '123.45', deliveries: 2 })]);
  });

  it('refuses a request changed after signing, or signed with a certificate its CA did not issue', async () => {
    const tampered = request(receipt()).replace('<tns:IznosUkupno>123.45<', '<tns:IznosUkupno>1.45<');
    expect((await send(tampered)).answer).toMatchObject({ status: 'refused', errors: [{ code: 's004' }] });
    const stranger = parseFiscalSecret(testFiscalSecret(makeTestCertificate(SELLER.oib)), 'stranger');
    const foreign = await send(request(receipt({}, stranger.privateKey), stranger));
    expect(foreign.answer).toMatchObject({ status: 'refused', errors: [{ code: 's004', message: expect.stringMatching(/testnog CA/) }] });
    expect(cis.receipts()).toEqual([]);
  });

  it('refuses another seller’s OIB and VAT that does not add up to the total', async () => {
    expect((await send(request(receipt({ oib: '69900000017' })))).answer).toMatchObject({ errors: [{ code: 's005' }] });
    expect((await send(request(receipt({ total: 12346 })))).answer).toMatchObject({ errors: [{ code: 's001' }] });
  });

  it('fails or answers late when told to, then answers again', async () => {
    const faults = `${cis.url}/_simulator/faults`;
    expect((await fetch(faults, { method: 'POST', body: JSON.stringify({ kind: 'down' }) })).status).toBe(400);
    expect((await fetch(faults, { method: 'POST', body: JSON.stringify({ kind: 'error', remaining: 1 }) })).status).toBe(201);
    expect(await send(request(receipt()))).toMatchObject({ status: 500, answer: { errors: [{ code: 's006' }] } });
    expect((await send(request(receipt()))).answer.status).toBe('confirmed');
  });
});
