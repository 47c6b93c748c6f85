import { OrderRequest } from '@shop/shared/contract/orders';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_START, testClock } from '../../test/clock.ts';
import { clearTables, scanTable } from '../../test/tables.ts';
import type { IntermediarySimulator, UblCheck } from '../../local/simulators/eracun/intermediarySimulator.ts';
import { invoiceUbl, sendERacunAgain } from '../../local/admin/invoices.ts';
import { schematronCheck, startLocalIntermediary } from '../../local/simulators/eracun/localIntermediary.ts';
import { SELLER } from '@shop/shared/brand';
import type { FiscalSimulator } from '../../local/simulators/cis/simulator.ts';
import { startTestCis } from '../../test/fiscal.ts';
import { cisERacunService, type ERacunFiscalService, type ERacunOutcome } from '../fiscal/eRacunFiscal.ts';
import type { FiscalService } from '../fiscal/fiscalService.ts';
import type { InvoiceRecord } from '../invoices/invoiceStore.ts';
import { mojERacunIntermediary, parseERacunSecret } from '../invoices/mojERacun.ts';
import { createFakeMailer } from '../platform/mailer.ts';
import { countMetric } from '../platform/metrics.ts';
import { deadEffects } from '../platform/outbox.ts';
import { ZAGREB_ADDRESS } from '../testing/addressFixture.ts';
import { smallCatalog, writeCatalog } from '../testing/catalogFixture.ts';
import { fakePayments } from '../testing/fakePayments.ts';
import { runOutbox } from '../testing/outbox.ts';
import { operatorStep } from './operatorSteps.ts';
import type { OrderRecord } from './orderRecord.ts';
import { getOrder } from './orderStore.ts';
import { processPaymentEvent } from './paymentEvents.ts';
import { placeOrder } from './placeOrder.ts';

vi.mock('../platform/metrics.ts', async (original) => ({
  ...(await original<typeof import('../platform/metrics.ts')>()),
  countMetric: vi.fn(),
}));

const clock = testClock();
const MINUTE = 60_000;
const OWNER = { id: 'st_owner', email: 'vesna@tkanica.hr', role: 'owner' as const };
const BUYER = { name: 'Vez d.o.o.', oib: '94577403194' };
/** The simulator validates with the schematrons unless a case says otherwise. */
let check: UblCheck = schematronCheck;
let intermediary: IntermediarySimulator;
let secret: string;

beforeAll(async () => {
  const started = await startLocalIntermediary(0, (await import('@shop/shared/brand')).SELLER.oib, {
    check: (xml) => check(xml),
    now: () => clock.now(),
  });
  intermediary = started.simulator;
  secret = started.secret;
  // The schematrons are compiled once, at the first document: not within a request's time.
  await schematronCheck('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>').catch(() => undefined);
}, 60_000);
afterAll(() => intermediary.close());
beforeEach(async () => {
  await clearTables();
  // Every eRačun line names its product's KPD code.
  const catalog = smallCatalog();
  await writeCatalog({ ...catalog, products: catalog.products.map((product) => ({ ...product, kpd: '14.10.41' })) });
  clock.set(TEST_START);
  intermediary.reset();
  check = schematronCheck;
  vi.mocked(countMetric).mockClear();
});

const request = OrderRequest.parse({
  deliveryAddress: ZAGREB_ADDRESS,
  cartProducts: [{ productId: 'linen-shirt-oat', sizes: [{ size: 'M', quantity: 2 }] }],
  userEmail: 'nabava@vez.hr',
});

/** CIS's Fiscalisation 2.0 service as the shop calls it: every call kept, each answered as told (accepted when not). */
function fakeERacunCis() {
  const issued: { number: string; ubl: string }[] = [];
  const payments: { number: string; paidAt: string; amount: number; method: string }[] = [];
  const answers: ERacunOutcome[] = [];
  const service: ERacunFiscalService = {
    async evidentirajERacun({ invoice, ubl }) {
      issued.push({ number: invoice.number, ubl });
      return answers.shift() ?? { status: 'accepted' };
    },
    async evidentirajNaplatu({ invoice, paidAt, amount, method }) {
      payments.push({ number: invoice.number, paidAt, amount, method });
      return answers.shift() ?? { status: 'accepted' };
    },
  };
  return { service, issued, payments, answer: (...outcomes: ERacunOutcome[]) => answers.push(...outcomes) };
}

/** The retail receipts' CIS: the receipts the shop sends, each confirmed. */
function fakeReceiptCis() {
  const receipts: { number: string; buyerOib?: string }[] = [];
  const fiscal: FiscalService = {
    async fiscalise(receipt) {
      receipts.push({ number: `${receipt.sequence}/${receipt.premises}/${receipt.device}`, buyerOib: receipt.buyerOib });
      return { status: 'confirmed', jir: `jir-${receipts.length}` };
    },
  };
  return { fiscal, receipts };
}

/** The shop with moj-eRačun's adapter pointed at the simulator by its address, as ERACUN_API_URL does. */
function shop() {
  const payments = fakePayments();
  const mailer = createFakeMailer();
  const eRacunCis = fakeERacunCis();
  const receiptCis = fakeReceiptCis();
  const credentials = parseERacunSecret(secret, 'the test secret');
  const ports = {
    payments: payments.gateway,
    mailer,
    clock,
    shopUrl: 'https://shop.example',
    fiscal: receiptCis.fiscal,
    intermediary: mojERacunIntermediary({
      credentials: async () => credentials,
      url: () => intermediary.url,
      perTryMs: 8_000,
      now: () => clock.now(),
    }),
    eRacunFiscal: eRacunCis.service,
  };
  return { payments, mailer, eRacunCis, receiptCis, ports };
}

async function placed(s: ReturnType<typeof shop>, over: Partial<OrderRequest>) {
  const { orderId } = await placeOrder({ ...request, ...over }, s.ports);
  return (await getOrder(orderId)) as OrderRecord;
}

/** A company's order paid by bank transfer: chosen at checkout, the money arriving later. */
async function transferOrder(s: ReturnType<typeof shop>) {
  const order = await placed(s, { company: BUYER });
  const session = order.paymentSessionId as string;
  s.payments.chooseBankTransfer(session);
  await processPaymentEvent(s.payments.event(session, 'checkout.session.completed'), s.ports);
  await runOutbox(s.ports);
  const transferArrives = () => {
    s.payments.transferArrives(session);
    return processPaymentEvent(s.payments.event(session, 'checkout.session.async_payment_succeeded'), s.ports);
  };
  return { order, transferArrives };
}

async function cardOrder(s: ReturnType<typeof shop>, over: Partial<OrderRequest> = {}) {
  const order = await placed(s, over);
  s.payments.payByCard(order.paymentSessionId as string);
  await processPaymentEvent(s.payments.event(order.paymentSessionId as string, 'checkout.session.completed'), s.ports);
  return order;
}

const invoices = async () => (await scanTable('orders')).filter((item) => String(item.pk).startsWith('I#')) as unknown as InvoiceRecord[];
const invoiceMails = (mailer: ReturnType<typeof createFakeMailer>) => mailer.sent.filter((mail) => mail.attachments?.length);

describe('an eRačun', () => {
  it('reaches the company through the intermediary, is reported to CIS, and its payment once the transfer arrives', async () => {
    const s = shop();
    const { order, transferArrives } = await transferOrder(s);
    // Nothing is invoiced while the money is on its way.
    expect(intermediary.documents()).toEqual([]);

    await transferArrives();
    await runOutbox(s.ports);

    const [invoice] = await invoices();
    const number = invoice!.document.number;
    const [received] = intermediary.inbox(BUYER.oib);
    expect(received).toMatchObject({ documentNr: number, buyerOib: BUYER.oib, buyerName: BUYER.name });
    // The buyer's inbox on the simulator lists it, linking the XML as it arrived.
    const page = await (await fetch(`${intermediary.url}/inbox`)).text();
    expect(page).toContain(`OIB ${BUYER.oib}`);
    expect(page).toContain(`href="/documents/${received!.electronicId}.xml"`);
    const xml = await (await fetch(`${intermediary.url}/documents/${received!.electronicId}.xml`)).text();
    expect(xml).toBe(received!.xml);

    // CIS was told of the eRačun sent (the same UBL), and of its payment by transfer: no retail receipt.
    expect(s.eRacunCis.issued).toEqual([{ number, ubl: received!.xml }]);
    const paid = await getOrder(order.id);
    expect(s.eRacunCis.payments).toEqual([{ number, paidAt: paid!.paidAt, amount: invoice!.document.totalToPay, method: 'T' }]);
    expect(s.receiptCis.receipts).toEqual([]);
    expect(invoice!.document.fiscal).toBeUndefined();
    expect(invoice!.eRacun).toMatchObject({
      documentId: String(received!.electronicId),
      fiscal: { status: 'accepted' },
      payment: { status: 'accepted' },
    });
    // The PDF still goes to the customer, as the eRačun's visual copy.
    expect(invoiceMails(s.mailer)).toHaveLength(1);
    expect(await deadEffects('orders')).toEqual([]);
  }, 60_000);

  it('is given up at once with the intermediary’s errors when its validation refuses it, for the desk and the alarm', async () => {
    check = async () => ({ fatal: [{ id: 'HR-BR-2', text: 'Račun mora imati oznaku operatera', location: '/Invoice' }], warnings: [] });
    const s = shop();
    const { transferArrives } = await transferOrder(s);
    await transferArrives();
    await runOutbox(s.ports);
    clock.advance(180 * MINUTE);
    await runOutbox(s.ports);

    expect(intermediary.documents()).toEqual([]);
    expect(s.eRacunCis.issued).toEqual([]);
    expect(await deadEffects('orders')).toEqual([
      expect.objectContaining({
        status: 'dead',
        attempts: 1,
        lastError: 'The intermediary refused eRačun 1/ZG1/1: File: [HR-BR-2] Račun mora imati oznaku operatera (/Invoice)',
      }),
    ]);
    expect(vi.mocked(countMetric).mock.calls.filter(([name]) => name === 'ERacunRefused')).toHaveLength(1);
    // The customer has the PDF all the same.
    expect(invoiceMails(s.mailer)).toHaveLength(1);
  });

  it('is tried again while the intermediary is down, and sent once although an answer was lost', async () => {
    check = async () => ({ fatal: [], warnings: [] });
    const s = shop();
    const { transferArrives } = await transferOrder(s);
    intermediary.fault({ kind: 'down', remaining: 2 });
    await transferArrives();
    await runOutbox(s.ports);
    expect(intermediary.documents()).toEqual([]);
    expect(await deadEffects('orders')).toEqual([]);
    expect(invoiceMails(s.mailer)).toHaveLength(1);

    clock.advance(MINUTE);
    await runOutbox(s.ports);
    expect(intermediary.documents()).toEqual([]);
    // Up again, it files the document but the answer never reaches the shop.
    intermediary.fault({ kind: 'lost' });
    clock.advance(5 * MINUTE);
    await runOutbox(s.ports);
    expect(intermediary.documents()).toHaveLength(1);
    expect((await invoices())[0]!.eRacun?.documentId).toBeUndefined();

    clock.advance(15 * MINUTE);
    await runOutbox(s.ports);
    const [received] = intermediary.documents();
    expect(intermediary.documents()).toHaveLength(1);
    expect((await invoices())[0]!.eRacun).toMatchObject({ documentId: String(received!.electronicId), payment: { status: 'accepted' } });
    expect(s.eRacunCis.issued).toHaveLength(1);
    expect(invoiceMails(s.mailer)).toHaveLength(1);
  });

  it('is given up when CIS refuses it, its payment unreported, until the operator puts it back once the cause is fixed', async () => {
    check = async () => ({ fatal: [], warnings: [] });
    const s = shop();
    s.eRacunCis.answer({ status: 'refused', errors: [{ code: 'S005', message: 'Neispravan OIB izdavatelja' }] });
    const { transferArrives } = await transferOrder(s);
    await transferArrives();
    await runOutbox(s.ports);
    expect(intermediary.documents()).toHaveLength(1);
    expect(s.eRacunCis.payments).toEqual([]);
    expect(await deadEffects('orders')).toEqual([
      expect.objectContaining({ lastError: 'CIS refused eRačun 1/ZG1/1: S005 Neispravan OIB izdavatelja' }),
    ]);
    expect((await invoices())[0]!.eRacun?.fiscal).toMatchObject({ status: 'refused' });
    expect(vi.mocked(countMetric).mock.calls.filter(([name]) => name === 'ERacunFiscalRefused')).toHaveLength(1);

    // The cause fixed, the operator puts it back: reported again, not sent again, and its payment follows.
    const [order] = (await scanTable('orders')).filter((item) => String(item.pk).startsWith('O#')) as unknown as OrderRecord[];
    await expect(sendERacunAgain(order!.number, clock.now())).resolves.toMatchObject({ step: 'eRacun' });
    await runOutbox(s.ports);
    expect(intermediary.documents()).toHaveLength(1);
    expect(s.eRacunCis.issued).toHaveLength(2);
    expect((await invoices())[0]!.eRacun).toMatchObject({ fiscal: { status: 'accepted' }, payment: { status: 'accepted' } });
    expect(s.eRacunCis.payments).toEqual([expect.objectContaining({ method: 'T' })]);
    expect(await deadEffects('orders')).toEqual([]);
    await expect(sendERacunAgain(order!.number, clock.now())).rejects.toThrow(/reported already/);
  });
});

describe('an eRačun through the simulators of both services', () => {
  let cis: FiscalSimulator;
  beforeAll(async () => {
    cis = await startTestCis(() => clock.now());
  });
  afterAll(() => cis.close());

  it('passes the schematrons at the intermediary and CIS’s checks, for the eRačun and then its payment', async () => {
    cis.reset();
    const s = shop();
    s.ports.eRacunFiscal = cisERacunService({ url: () => cis.endpoint, perTryMs: 5_000, now: () => clock.now() });
    const { transferArrives } = await transferOrder(s);
    await transferArrives();
    await runOutbox(s.ports);

    const [invoice] = await invoices();
    const number = invoice!.document.number;
    const [received] = intermediary.inbox(BUYER.oib);
    expect(received?.documentNr).toBe(number);
    // CIS took the eRačun from the same UBL and the payment by transfer, each as a signed request it keeps.
    const money = invoice!.document.totalToPay;
    expect(cis.eRacuni()).toEqual([
      expect.objectContaining({
        number,
        sellerOib: SELLER.oib,
        buyerOib: BUYER.oib,
        paid: money,
        payments: [expect.objectContaining({ amount: money, method: 'T' })],
      }),
    ]);
    expect(cis.eRacunRequest('eracuni', number)).toContain('rsa-sha256');
    expect(invoice!.eRacun).toMatchObject({ fiscal: { status: 'accepted' }, payment: { status: 'accepted' } });
    expect(await deadEffects('orders')).toEqual([]);
  }, 60_000);
  it('credits a part refund with a CreditNote: the buyer’s inbox receives it, CIS takes its report, no payment, the PDF mailed', async () => {
    cis.reset();
    const s = shop();
    s.ports.eRacunFiscal = cisERacunService({ url: () => cis.endpoint, perTryMs: 5_000, now: () => clock.now() });
    const { order, transferArrives } = await transferOrder(s);
    await transferArrives();
    await runOutbox(s.ports);
    const [invoice] = await invoices();
    s.mailer.sent.length = 0;

    clock.advance(60 * MINUTE);
    const refunded = await operatorStep((await getOrder(order.id))!, { step: 'refund', amount: 2500 }, clock.now(), OWNER);
    expect(refunded).toMatchObject({ status: 'moved', order: { status: 'PARTLY_REFUNDED', refunded: 2500 } });
    await runOutbox(s.ports);

    const note = (await invoices()).find((record) => record.document.kind === 'creditNote')!;
    const number = note.document.number;
    expect(number).not.toBe(invoice!.document.number);
    // The buyer's inbox at the intermediary holds the credit note beside the invoice: a UBL CreditNote naming the invoice.
    const inbox = intermediary.inbox(BUYER.oib);
    expect(inbox.map((document) => document.documentNr)).toEqual([invoice!.document.number, number]);
    const xml = inbox[1]!.xml;
    expect(xml).toContain('<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"');
    expect(xml).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(xml).toContain(`<cac:InvoiceDocumentReference>\n      <cbc:ID>${invoice!.document.number}</cbc:ID>`);
    expect(xml).toContain('<cbc:TaxInclusiveAmount currencyID="EUR">25.00</cbc:TaxInclusiveAmount>');
    expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">0.00</cbc:PayableAmount>');

    // CIS took its report from the same UBL, a credit note of 25,00 € with nothing due, and no payment of it was reported.
    expect(cis.eRacuni()).toEqual([
      expect.objectContaining({ number: invoice!.document.number, type: '380' }),
      expect.objectContaining({ number, type: '381', buyerOib: BUYER.oib, due: 2500, payments: [] }),
    ]);
    expect(cis.eRacunRequest('eracuni', number)).toContain('<efis:vrstaDokumenta>381</efis:vrstaDokumenta>');
    expect(cis.eRacunRequest('naplate', number)).toBeUndefined();
    const effectsOfNote = (await scanTable('orders'))
      .map((item) => (item as { effect?: { kind: string; invoiceId?: string } }).effect)
      .filter((effect) => effect?.invoiceId === note.id);
    expect(effectsOfNote.map((effect) => effect?.kind).sort()).toEqual(['eRacun', 'mail']);
    expect(note.eRacun).toEqual({
      documentId: String(inbox[1]!.electronicId),
      sentAt: expect.any(String),
      fiscal: expect.objectContaining({ status: 'accepted' }),
    });
    expect(note.document.fiscal).toBeUndefined();
    expect(s.receiptCis.receipts).toEqual([]);

    // The operator's `invoices ubl <number>` prints the same CreditNote; it is not put back, as CIS has it and there is no payment.
    expect((await invoiceUbl(number, clock.now())).xml).toBe(xml);
    await expect(sendERacunAgain(note.id, clock.now())).rejects.toThrow(/a credit note, is reported already/);

    // The customer's mail carries the credit note's PDF.
    const mails = invoiceMails(s.mailer);
    expect(mails.map((mail) => mail.attachments?.map((a) => a.filename))).toEqual([
      [`Tkanica-odobrenje-${number.replace(/\//g, '-')}.pdf`],
    ]);
    expect(await deadEffects('orders')).toEqual([]);
  }, 60_000);
});

describe('a receipt', () => {
  it('is still fiscalised for a consumer, and for a company paying by card with its OIB, with nothing sent to the intermediary', async () => {
    const s = shop();
    await cardOrder(s);
    await cardOrder(s, { company: BUYER, userEmail: 'nabava@vez.hr' });
    await runOutbox(s.ports);

    const documents = (await invoices()).map((invoice) => invoice.document);
    expect(documents.every((d) => d.fiscal?.jir)).toBe(true);
    expect(s.receiptCis.receipts).toHaveLength(2);
    const r1 = documents.find((d) => d.r1)!;
    expect(s.receiptCis.receipts.find((r) => r.number === r1.number)).toEqual({ number: r1.number, buyerOib: BUYER.oib });
    expect(intermediary.documents()).toEqual([]);
    expect(s.eRacunCis.issued).toEqual([]);
    expect(invoiceMails(s.mailer)).toHaveLength(2);
  });
});
