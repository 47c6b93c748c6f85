import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoR1Invoice } from '../../local/simulators/eracun/demoInvoice.ts';
import { schematronCheck as checkUbl } from '../../local/simulators/eracun/localIntermediary.ts';
import { composeCreditNote, type CreditNoteInput } from './creditNote.ts';
import { composeInvoice, type InvoiceDocument, type InvoiceInput } from './invoiceDocument.ts';
import { addBusinessDays, allocate, CIUS_HR_CUSTOMIZATION_ID, netAmounts, UblRefused, ublInvoice } from './ubl.ts';

const BUYER: InvoiceInput['buyer'] = {
  name: 'Ana Horvat',
  email: 'nabava@primjer.hr',
  addressLines: ['Savska cesta 41', '10000 Zagreb', 'Croatia'],
  company: { name: 'Primjer d.o.o.', oib: '69435151530' },
};

const input = (overrides: Partial<InvoiceInput> = {}): InvoiceInput => ({
  number: '17/ZG1/1',
  issuedAt: '2027-01-15T09:42:00Z',
  orderNumber: 'TK-270115-AB12C',
  paymentMethod: 'CARD',
  paid: true,
  buyer: BUYER,
  lines: [
    { productName: 'Linen Wrap Dress', colour: 'Oat', size: 'M', quantity: 1, unitPrice: 12900, discountPercent: 0, kpd: '14.21.24' },
  ],
  shipping: 395,
  giftCardApplied: 0,
  total: 13295,
  ...overrides,
});

/** The amounts of an element, in cents. */
const amounts = (xml: string, element: string) =>
  [...xml.matchAll(new RegExp(`<cbc:${element} currencyID="EUR">(-?\\d+\\.\\d+)</cbc:${element}>`, 'g'))].map((m) =>
    Math.round(Number(m[1]) * 100),
  );
const one = (xml: string, element: string) => amounts(xml, element)[0] ?? 0;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const missing = (xml: string, fragments: string[]) => fragments.filter((fragment) => !xml.includes(fragment));
const totals = (xml: string) => ({
  lines: one(xml, 'LineExtensionAmount'),
  charges: one(xml, 'ChargeTotalAmount'),
  withVat: one(xml, 'TaxInclusiveAmount'),
  prepaid: one(xml, 'PrepaidAmount'),
  payable: one(xml, 'PayableAmount'),
});

describe('ublInvoice', () => {
  it('writes a CIUS-HR invoice: its identifiers, Zagreb date and time, both OIBs and the KPD code', () => {
    const xml = ublInvoice(composeInvoice(input()));
    expect(
      xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"'),
    ).toBe(true);
    expect(
      missing(xml, [
        `<cbc:CustomizationID>${CIUS_HR_CUSTOMIZATION_ID}</cbc:CustomizationID>`,
        '<cbc:ProfileID>P1</cbc:ProfileID>',
        '<cbc:IssueDate>2027-01-15</cbc:IssueDate>',
        '<cbc:IssueTime>10:42:00</cbc:IssueTime>',
        '<cbc:EndpointID schemeID="9934">69435151530</cbc:EndpointID>',
        '<cbc:CompanyID>HR69435151530</cbc:CompanyID>',
        '<cbc:ItemClassificationCode listID="CG">14.21.24</cbc:ItemClassificationCode>',
        '<cbc:StreetName>Savska cesta 41</cbc:StreetName>',
        '<cbc:PostalZone>10000</cbc:PostalZone>',
      ]),
    ).toEqual([]);
    // 129,00 € + 3,95 € shipping at 25 %: 103,20 + 3,16 without VAT, 26,59 VAT; paid by card, nothing left to pay.
    expect(totals(xml)).toEqual({ lines: 10320, charges: 316, withVat: 13295, prepaid: 13295, payable: 0 });
    expect(xml).not.toContain('<cbc:DueDate>');
  });

  it('escapes what a name may hold and leaves out empty elements', () => {
    const xml = ublInvoice(
      composeInvoice(
        input({
          lines: [
            {
              productName: 'Hat & Scarf <set>',
              colour: '',
              size: 'One size',
              quantity: 1,
              unitPrice: 4900,
              discountPercent: 0,
              kpd: '14.29.32',
            },
          ],
          total: 5295,
        }),
      ),
    );
    expect(xml).toContain('<cbc:Name>Hat &amp; Scarf &lt;set&gt;</cbc:Name>');
    expect(xml).not.toContain('Boja / Colour');
    expect(xml).not.toMatch(/<([\w:]+)[^>]*><\/\1>/);
  });

  it('names the bank account and the order as the payment reference, and the due date, on an unpaid bank transfer', () => {
    const xml = ublInvoice(composeInvoice(input({ paymentMethod: 'BANK_TRANSFER', paid: false, giftCardApplied: 1000, total: 12295 })));
    expect(
      missing(xml, [
        '<cbc:PaymentMeansCode name="Transakcijski račun / Bank transfer">30</cbc:PaymentMeansCode>',
        '<cbc:PaymentID>TK-270115-AB12C</cbc:PaymentID>',
        '<cbc:ID>HR1723600001101234565</cbc:ID>',
        '<cbc:DueDate>2027-01-20</cbc:DueDate>',
      ]),
    ).toEqual([]);
    // The gift card is a prepayment, not a discount: VAT is on the whole 132,95 €.
    expect(totals(xml)).toEqual({ lines: 10320, charges: 316, withVat: 13295, prepaid: 1000, payable: 12295 });
  });

  it('refuses what is not an eRačun, saying why', () => {
    expect(() => ublInvoice(composeInvoice(input({ vatTreatment: { scheme: 'OSS', country: 'DE', rate: 1900 } })))).toThrow(
      /taxed as OSS; an eRačun is issued for sales taxed in Croatia only/,
    );
    expect(() => ublInvoice(composeInvoice(input({ buyer: { ...BUYER, company: { name: 'Primjer d.o.o.' } } })))).toThrow(UblRefused);
    expect(() => ublInvoice(composeInvoice(input({ buyer: { ...BUYER, company: { name: 'X', oib: '12345678901' } } })))).toThrow(
      /valid OIB/,
    );
    const noKpd = input();
    noKpd.lines = [{ ...noKpd.lines[0], kpd: undefined } as InvoiceInput['lines'][number]];
    expect(() => ublInvoice(composeInvoice(noKpd))).toThrow(/lines without a KPD code: 1 \(Linen Wrap Dress\)/);
  });

  it('keeps the EN 16931 sums to the cent for any order (BR-CO-10 to 16, BR-S-08)', () => {
    const line = fc.record({
      productName: fc.constant('Item'),
      colour: fc.constant('Oat'),
      size: fc.constant('M'),
      quantity: fc.integer({ min: 1, max: 9 }),
      unitPrice: fc.integer({ min: 0, max: 100_000 }),
      discountPercent: fc.constantFrom(0, 10, 20, 33, 50, 100),
      kpd: fc.constant('14.10.11'),
      vatRate: fc.constantFrom(2500, 1300, 500),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.boolean(),
        (lines, shipping, giftShare, paid) => {
          const goods = sum(lines.map((l) => l.quantity * Math.round((l.unitPrice * (100 - l.discountPercent)) / 100)));
          const giftCardApplied = Math.floor((goods + shipping) * giftShare);
          const rest = goods + shipping - giftCardApplied;
          const total = rest > 0 && rest < 100 ? 100 : rest;
          const invoice = composeInvoice(input({ lines, shipping, giftCardApplied, total, paid, paymentMethod: 'BANK_TRANSFER' }));
          const { lines: nets, charges, vat } = netAmounts(invoice);
          for (const row of vat) {
            const rate = row.rate ?? 0;
            const atRate = [...nets, ...charges].filter((item) => item.rate === rate);
            expect(sum(atRate.map((item) => item.net))).toBe(row.base);
          }
          const xml = ublInvoice(invoice);
          const lineNets = amounts(xml, 'LineExtensionAmount').slice(1);
          expect(one(xml, 'LineExtensionAmount')).toBe(sum(lineNets));
          const charged = amounts(xml, 'Amount');
          expect(one(xml, 'ChargeTotalAmount')).toBe(sum(charged.slice(0, charges.length)));
          expect(one(xml, 'TaxExclusiveAmount')).toBe(sum(lineNets) + one(xml, 'ChargeTotalAmount'));
          const taxes = amounts(xml, 'TaxAmount');
          expect(taxes[0]).toBe(sum(taxes.slice(1)));
          expect(one(xml, 'TaxInclusiveAmount')).toBe(one(xml, 'TaxExclusiveAmount') + (taxes[0] ?? 0));
          expect(one(xml, 'TaxInclusiveAmount')).toBe(invoice.totalToPay + invoice.giftCardApplied);
          expect(one(xml, 'PayableAmount')).toBe(one(xml, 'TaxInclusiveAmount') - one(xml, 'PrepaidAmount'));
          expect(one(xml, 'PayableAmount')).toBe(paid ? 0 : invoice.totalToPay);
          for (const net of [...nets, ...charges])
            expect(Math.abs(net.net - (net.gross * 10000) / (10000 + net.rate))).toBeLessThan(1 + net.gross / 100);
        },
      ),
      { numRuns: 500 },
    );
  });
});

/** The credit note of a refund of `amount` cents of `invoice`, `toGiftCard` of it back on the gift card. */
const creditNote = (invoice: InvoiceDocument, amount: number, over: Partial<CreditNoteInput> = {}) =>
  composeCreditNote({
    invoice,
    number: '18/ZG1/1',
    issuedAt: new Date('2027-01-22T13:05:00Z'),
    refundedBefore: 0,
    amount,
    toGiftCard: 0,
    returned: [],
    ...over,
  });

/** The elements of one kind, e.g. every CreditNoteLine, as text. */
const blocks = (xml: string, element: string) =>
  [...xml.matchAll(new RegExp(`<cac:${element}>[\\s\\S]*?</cac:${element}>`, 'g'))].map((m) => m[0]);

const warningIds = (checked: Awaited<ReturnType<typeof checkUbl>>) => [...new Set(checked.warnings.map((w) => w.id))].sort();

// Each check runs both official rule sets (local/simulators/eracun/schematron.ts, loaded as the local intermediary loads it): about 0.7 s, 3 s for the first.
const SCHEMATRON = 60_000;

describe('ublInvoice of a credit note', () => {
  // The demo R1 invoice: 103,20 € (20 % off 129,00 €) + 3 × 9,00 € + 3,95 € shipping = 134,15 €, 20,00 € of it by gift card.
  const invoice = demoR1Invoice();

  it('credits a whole invoice as a UBL CreditNote naming it, its lines, KPD codes and shipping again, in positive amounts', {
    timeout: SCHEMATRON,
  }, async () => {
    const xml = ublInvoice(creditNote(invoice, 13415, { toGiftCard: 2000 }));
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"',
      ),
    ).toBe(true);
    expect(xml).not.toContain('Invoice>');
    expect(
      missing(xml, [
        `<cbc:CustomizationID>${CIUS_HR_CUSTOMIZATION_ID}</cbc:CustomizationID>`,
        '<cbc:ProfileID>P9</cbc:ProfileID>',
        '<cbc:ID>18/ZG1/1</cbc:ID>',
        '<cbc:IssueDate>2027-01-22</cbc:IssueDate>',
        '<cbc:IssueTime>14:05:00</cbc:IssueTime>',
        '<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>',
        '<cac:BillingReference>\n    <cac:InvoiceDocumentReference>\n      <cbc:ID>17/ZG1/1</cbc:ID>\n      <cbc:IssueDate>2027-01-15</cbc:IssueDate>',
        '<cac:SellerContact>',
        '<cbc:CreditedQuantity unitCode="H87">3</cbc:CreditedQuantity>',
        '<cbc:ItemClassificationCode listID="CG">14.21.24</cbc:ItemClassificationCode>',
        '<cbc:ItemClassificationCode listID="CG">14.10.11</cbc:ItemClassificationCode>',
        '<cbc:AllowanceChargeReason>Dostava / Shipping</cbc:AllowanceChargeReason>',
        '<cbc:Note>Odobrenje po računu 17/ZG1/1 / Credit note for invoice 17/ZG1/1</cbc:Note>',
      ]),
    ).toEqual([]);
    expect(blocks(xml, 'CreditNoteLine')).toHaveLength(2);
    // Nothing negative: the type says it is credited. All of it settled (the gift card's part and the money), nothing to pay.
    expect(xml).not.toMatch(/>-\d/);
    expect(totals(xml)).toEqual({ lines: 10416, charges: 316, withVat: 13415, prepaid: 13415, payable: 0 });
    expect(xml).not.toContain('DueDate');
    // A bank transfer's refund goes back to the account it came from, which the shop does not know: no payment means to name.
    expect(xml).not.toContain('<cac:PaymentMeans>');
    const checked = await checkUbl(xml);
    expect(checked.fatal).toEqual([]);
    // The warnings the invoice keeps too: what CIUS-HR adds to EN 16931 (docs/decisions/055).
    expect(warningIds(checked)).toEqual(['UBL-CR-006', 'UBL-CR-200', 'UBL-CR-597']);
  });

  it('credits part of an invoice with one line per VAT rate, no KPD code, and passes both rule sets', { timeout: SCHEMATRON }, async () => {
    const twoRates = composeInvoice({
      ...input({ paymentMethod: 'PAYPAL', giftCardApplied: 1000 }),
      lines: [
        { productName: 'Linen Wrap Dress', colour: 'Oat', size: 'M', quantity: 1, unitPrice: 12900, discountPercent: 0, kpd: '14.21.24' },
        {
          productName: 'Baby Bodysuit',
          colour: 'Oat',
          size: '62',
          quantity: 2,
          unitPrice: 1900,
          discountPercent: 0,
          kpd: '14.10.52',
          vatRate: 500,
        },
      ],
      total: 12900 + 3800 + 395 - 1000,
    });
    const note = creditNote(twoRates, 5000, { toGiftCard: 1000 });
    const xml = ublInvoice(note);
    const lines = blocks(xml, 'CreditNoteLine');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toContain('<cbc:Name>Povrat po računu 17/ZG1/1 / Refund against invoice 17/ZG1/1</cbc:Name>');
      expect(line).toContain('<cbc:CreditedQuantity unitCode="H87">1</cbc:CreditedQuantity>');
      expect(line).not.toContain('CommodityClassification');
    }
    expect(xml).toContain('<cbc:Percent>5.00</cbc:Percent>');
    expect(xml).not.toContain('<cac:AllowanceCharge>');
    // What the credit note states per rate, with its sign turned.
    expect(amounts(xml, 'TaxAmount').slice(1)).toEqual(note.vat.map((row) => -row.tax));
    expect(amounts(xml, 'TaxableAmount')).toEqual(note.vat.map((row) => -row.base));
    expect(totals(xml)).toEqual({ lines: one(xml, 'TaxExclusiveAmount'), charges: 0, withVat: 5000, prepaid: 5000, payable: 0 });
    expect(xml).toContain('<cbc:PaymentMeansCode name="Povrat putem PayPala / Refund through PayPal">68</cbc:PaymentMeansCode>');
    const checked = await checkUbl(xml);
    expect(checked.fatal).toEqual([]);
    expect(warningIds(checked)).toEqual(['UBL-CR-006', 'UBL-CR-200', 'UBL-CR-597']);
  });

  it('refuses a credit note that names no invoice or takes nothing off, saying why', () => {
    const { corrects: _, ...unnamed } = creditNote(invoice, 1000);
    expect(() => ublInvoice(unnamed)).toThrow(/Credit note 18\/ZG1\/1 names no invoice it corrects/);
    const note = creditNote(invoice, 1000);
    const positive = { ...note, lines: note.lines.map((line) => ({ ...line, amount: -line.amount })) };
    expect(() => ublInvoice(positive)).toThrow(/takes nothing off on lines 1/);
  });

  it('keeps the EN 16931 sums to the cent for every refund of any invoice, however it is cut', () => {
    const line = fc.record({
      productName: fc.constant('Item'),
      colour: fc.constant('Oat'),
      size: fc.constant('M'),
      quantity: fc.integer({ min: 1, max: 9 }),
      unitPrice: fc.integer({ min: 1, max: 100_000 }),
      discountPercent: fc.constantFrom(0, 10, 33, 50),
      kpd: fc.constant('14.10.11'),
      vatRate: fc.constantFrom(2500, 1300, 500),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: 1, maxLength: 4 }),
        (lines, shipping, cuts) => {
          const goods = sum(lines.map((l) => l.quantity * Math.round((l.unitPrice * (100 - l.discountPercent)) / 100)));
          const total = Math.max(goods + shipping, 100);
          const invoiceOf = composeInvoice(input({ lines, shipping, total, paymentMethod: 'BANK_TRANSFER' }));
          let refunded = 0;
          for (const cut of cuts) {
            const amount = Math.min(total - refunded, Math.max(1, Math.round(total * cut)));
            if (amount <= 0) break;
            const note = creditNote(invoiceOf, amount, { refundedBefore: refunded });
            refunded += amount;
            const xml = ublInvoice(note);
            expect(xml).not.toMatch(/>-\d/);
            const lineNets = amounts(xml, 'LineExtensionAmount').slice(1);
            expect(one(xml, 'LineExtensionAmount')).toBe(sum(lineNets));
            expect(one(xml, 'TaxExclusiveAmount')).toBe(sum(lineNets) + one(xml, 'ChargeTotalAmount'));
            const taxes = amounts(xml, 'TaxAmount');
            expect(taxes[0]).toBe(sum(taxes.slice(1)));
            expect(one(xml, 'TaxInclusiveAmount')).toBe(one(xml, 'TaxExclusiveAmount') + (taxes[0] ?? 0));
            expect(one(xml, 'TaxInclusiveAmount')).toBe(amount);
            expect(one(xml, 'PrepaidAmount')).toBe(amount);
            expect(one(xml, 'PayableAmount')).toBe(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('allocate', () => {
  it('shares a total in proportion, to the cent', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(0, [0, 0])).toEqual([0, 0]);
    expect(allocate(10, [0, 5])).toEqual([0, 10]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1 }),
        (total, weights) => {
          const shares = allocate(total, weights);
          expect(sum(shares)).toBe(total);
          const whole = sum(weights);
          for (const [i, share] of shares.entries()) expect(Math.abs(share - (total * (weights[i] ?? 0)) / whole)).toBeLessThan(1);
        },
      ),
    );
  });
});

describe('addBusinessDays', () => {
  it('skips weekends', () => {
    expect(addBusinessDays('2027-01-15', 3)).toBe('2027-01-20'); // Friday → Wednesday
    expect(addBusinessDays('2027-01-18', 3)).toBe('2027-01-21');
  });
});
