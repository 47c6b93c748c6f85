import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { errorMessages, mojERacunIntermediary, parseERacunSecret } from '@shop/lambdas/invoices/mojERacun';
import { type IntermediarySimulator, LOCAL_ERACUN_ACCOUNT, startIntermediarySimulator } from './intermediarySimulator.ts';

/** moj-eRačun's adapter against the simulator: what each of the API's answers becomes for the shop. */
const SELLER_OIB = '94835122633';
const BUYER_OIB = '94577403194';
const account = LOCAL_ERACUN_ACCOUNT(SELLER_OIB);
let simulator: IntermediarySimulator;
let fatal: string[] = [];

beforeAll(async () => {
  simulator = await startIntermediarySimulator({
    port: 0,
    account,
    check: async () => ({ fatal: fatal.map((text) => ({ id: 'BR-CO-15', text })), warnings: [] }),
  });
});
afterAll(() => simulator.close());
beforeEach(() => {
  simulator.reset();
  fatal = [];
});

const ubl = (number: string, buyer = BUYER_OIB) => `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:ID>${number}</cbc:ID>
  <cac:AccountingSupplierParty><cac:Party><cbc:EndpointID schemeID="9934">${SELLER_OIB}</cbc:EndpointID></cac:Party></cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty><cac:Party><cbc:EndpointID schemeID="9934">${buyer}</cbc:EndpointID>
    <cac:PartyLegalEntity><cbc:RegistrationName>Vez &amp; sin d.o.o.</cbc:RegistrationName></cac:PartyLegalEntity></cac:Party></cac:AccountingCustomerParty>
</Invoice>`;

const adapter = (credentials = account) =>
  mojERacunIntermediary({
    credentials: async () => parseERacunSecret(JSON.stringify(credentials), 'test'),
    url: () => simulator.url,
    perTryMs: 2_000,
  });

it('sends a document and answers its ElectronicId; the buyer’s inbox page lists it, escaped', async () => {
  const sent = await adapter().send({ invoiceNumber: '7/ZG1/1', buyerOib: BUYER_OIB, ubl: ubl('7/ZG1/1') });
  expect(sent).toEqual({ status: 'sent', documentId: '3239400' });
  expect(await adapter().find('7/ZG1/1')).toEqual({ status: 'found', documentId: '3239400', state: 'sent' });
  expect(await adapter().find('8/ZG1/1')).toEqual({ status: 'none' });
  const page = await (await fetch(simulator.url)).text();
  expect(page).toContain(`OIB ${BUYER_OIB} — Vez &amp; sin d.o.o.`);
  expect(page).toContain('<a href="/documents/3239400.xml">7/ZG1/1.xml</a>');
});

it('refuses a document a fatal assert fires on, with the assert, and one it has under that number already', async () => {
  fatal = ['Invoice total amount with VAT = Invoice total amount without VAT + Invoice total VAT amount.'];
  expect(await adapter().send({ invoiceNumber: '7/ZG1/1', buyerOib: BUYER_OIB, ubl: ubl('7/ZG1/1') })).toEqual({
    status: 'refused',
    errors: ['File: [BR-CO-15] Invoice total amount with VAT = Invoice total amount without VAT + Invoice total VAT amount.'],
  });
  fatal = [];
  await adapter().send({ invoiceNumber: '7/ZG1/1', buyerOib: BUYER_OIB, ubl: ubl('7/ZG1/1') });
  expect(await adapter().send({ invoiceNumber: '7/ZG1/1', buyerOib: BUYER_OIB, ubl: ubl('7/ZG1/1') })).toEqual({
    status: 'refused',
    errors: ['File: A document numbered 7/ZG1/1 has already been sent.'],
  });
  expect(simulator.documents()).toHaveLength(1);
});

it('takes refused credentials and an outage for something to try again, not a refusal of the document', async () => {
  const wrong = { ...account, password: 'not-it' };
  expect(await adapter(wrong).send({ invoiceNumber: '7/ZG1/1', buyerOib: BUYER_OIB, ubl: ubl('7/ZG1/1') })).toEqual({
    status: 'unanswered',
    reason: 'The intermediary refused the credentials (HTTP 401): Username and/or Password are not correct.',
  });
  simulator.fault({ kind: 'down' });
  expect(await adapter().send({ invoiceNumber: '7/ZG1/1', buyerOib: BUYER_OIB, ubl: ubl('7/ZG1/1') })).toMatchObject({
    status: 'unanswered',
  });
  expect(simulator.documents()).toEqual([]);
  simulator.fault({ kind: 'slow', delayMs: 2_500 });
  expect(await adapter().send({ invoiceNumber: '7/ZG1/1', buyerOib: BUYER_OIB, ubl: ubl('7/ZG1/1') })).toEqual({
    status: 'unanswered',
    reason: 'The intermediary did not answer within 2 s.',
  });
});

it('reads the messages of each error shape the API answers', () => {
  expect(errorMessages({ File: { Value: null, Messages: ['a', 'b'] }, CompanyId: { Value: '1', Messages: ['c'] } })).toEqual([
    'File: a',
    'File: b',
    'CompanyId: c',
  ]);
  expect(errorMessages({ Message: 'The request is invalid.' })).toEqual(['The request is invalid.']);
  expect(errorMessages('<html>Bad gateway</html>')).toEqual(['<html>Bad gateway</html>']);
});
