import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composeCreditNote } from '../../../lambdas/invoices/creditNote.ts';
import { composeInvoice } from '../../../lambdas/invoices/invoiceDocument.ts';
import { ublInvoice } from '../../../lambdas/invoices/ubl.ts';
import { inputHashes, MANIFEST } from './compileSchematron.ts';
import { demoR1Invoice } from './demoInvoice.ts';
import { checkUbl } from './schematron.ts';

// One check runs both official rule sets through SaxonJS: about 0.7 s (3 s for the first, which loads them).
const SLOW = 60_000;

const ids = (findings: { id: string }[]) => [...new Set(findings.map((finding) => finding.id))].sort();

describe('the eRačun of the demo R1 invoice', () => {
  it('passes EN 16931 and CIUS-HR with no fatal rule, and only the warnings CIUS-HR itself causes', { timeout: SLOW }, async () => {
    const result = await checkUbl(ublInvoice(demoR1Invoice()));
    expect(result.fatal).toEqual([]);
    // IssueTime (HR-BR-2), the operator (SellerContact, HR-BR-37/HR-BR-9) and the HR:PDV25 name on lines are what CIUS-HR adds to EN 16931.
    expect(ids(result.warnings)).toEqual(['UBL-CR-006', 'UBL-CR-200', 'UBL-CR-597']);
  });

  it('passes unpaid too, when it has a due date and the amount to pay', { timeout: SLOW }, async () => {
    const xml = ublInvoice(demoR1Invoice({ paid: false }));
    expect(xml).toContain('<cbc:DueDate>2027-01-20</cbc:DueDate>');
    expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">114.15</cbc:PayableAmount>');
    expect((await checkUbl(xml)).fatal).toEqual([]);
  });
});

describe('the validator', () => {
  const good = ublInvoice(demoR1Invoice());

  it('refuses totals that do not add up', { timeout: SLOW }, async () => {
    const broken = good.replace(
      '<cbc:TaxInclusiveAmount currencyID="EUR">134.15</cbc:TaxInclusiveAmount>',
      '<cbc:TaxInclusiveAmount currencyID="EUR">134.16</cbc:TaxInclusiveAmount>',
    );
    expect(broken).not.toBe(good);
    expect(ids((await checkUbl(broken)).fatal)).toEqual(['BR-CO-15', 'BR-CO-16']);
  });

  it('refuses a line without its KPD code', { timeout: SLOW }, async () => {
    const broken = good.replace(/<cac:CommodityClassification>[\s\S]*?<\/cac:CommodityClassification>/, '');
    expect(broken).not.toBe(good);
    expect(ids((await checkUbl(broken)).fatal)).toEqual(['HR-BR-25']);
  });

  it('refuses a KPD code that is not in KPD 2025', { timeout: SLOW }, async () => {
    const broken = good.replace('>14.21.24<', '>14.13.24<');
    expect(ids((await checkUbl(broken)).fatal)).toEqual(['HR-BR-CL-2']);
  });

  it('refuses a buyer without OIB: no VAT number and no electronic address', { timeout: SLOW }, async () => {
    const customer = /<cac:AccountingCustomerParty>[\s\S]*<\/cac:AccountingCustomerParty>/.exec(good)?.[0] ?? '';
    const withoutOib = customer
      .replace(/<cbc:EndpointID[^>]*>\d+<\/cbc:EndpointID>/, '')
      .replace(/<cac:PartyTaxScheme>[\s\S]*?<\/cac:PartyTaxScheme>/, '');
    const broken = good.replace(customer, withoutOib);
    expect(broken).not.toBe(good);
    expect(ids((await checkUbl(broken)).fatal)).toEqual(['HR-BR-10', 'HR-BR-S-1', 'HR-BR-S-3']);
  });
});

describe('random R1 invoices', () => {
  const line = fc.record({
    productName: fc.constantFrom('Linen Wrap Dress', 'Wool Socks', 'Baby Bodysuit', 'Felt Hat & Co <XL>'),
    colour: fc.constantFrom('Oat', 'Terracotta', ''),
    size: fc.constantFrom('M', '36-38', 'One size'),
    quantity: fc.integer({ min: 1, max: 7 }),
    unitPrice: fc.integer({ min: 1, max: 40_000 }),
    discountPercent: fc.constantFrom(0, 0, 10, 15, 20, 33, 50),
    kpd: fc.constantFrom('14.21.24', '14.10.11', '14.10.52', '14.29.32'),
    vatRate: fc.constantFrom(2500, 2500, 1300, 500),
  });
  const order = fc
    .record({
      lines: fc.array(line, { minLength: 1, maxLength: 5 }),
      shipping: fc.constantFrom(0, 395, 499, 1250),
      giftShare: fc.double({ min: 0, max: 1, noNaN: true }),
      paid: fc.boolean(),
      paymentMethod: fc.constantFrom('BANK_TRANSFER' as const, 'CARD' as const, 'PAYPAL' as const),
    })
    .map(({ lines, shipping, giftShare, paid, paymentMethod }) => {
      const goods = lines.reduce((sum, l) => sum + l.quantity * Math.round((l.unitPrice * (100 - l.discountPercent)) / 100), 0);
      const giftCardApplied = Math.floor((goods + shipping) * giftShare);
      const rest = goods + shipping - giftCardApplied;
      return { lines, shipping, giftCardApplied, paid, paymentMethod, total: rest > 0 && rest < 100 ? 100 : rest };
    });

  it('all pass both rule sets', { timeout: SLOW }, async () => {
    await fc.assert(
      fc.asyncProperty(order, async (o) => {
        const base = demoR1Invoice();
        const invoice = composeInvoice({
          number: base.number,
          issuedAt: base.issuedAt,
          orderNumber: base.orderNumber,
          paymentMethod: o.paymentMethod,
          paid: o.paid,
          buyer: base.buyer,
          lines: o.lines,
          shipping: o.shipping,
          giftCardApplied: o.giftCardApplied,
          total: o.total,
        });
        const result = await checkUbl(ublInvoice(invoice));
        expect(result.fatal).toEqual([]);
      }),
      { numRuns: 20 },
    );
  });

  it('and their credit notes, of the whole invoice or of any part, pass both too (docs/decisions/066)', { timeout: SLOW }, async () => {
    await fc.assert(
      fc.asyncProperty(order, fc.double({ min: 0.01, max: 1, noNaN: true }), async (o, share) => {
        const base = demoR1Invoice();
        const invoice = composeInvoice({ ...base, ...o, number: base.number, issuedAt: base.issuedAt, buyer: base.buyer, paid: true });
        const worth = o.total + o.giftCardApplied;
        const amount = Math.max(1, Math.round(worth * share));
        const note = composeCreditNote({
          invoice,
          number: '18/ZG1/1',
          issuedAt: new Date('2027-01-20T08:00:00Z'),
          refundedBefore: 0,
          amount,
          toGiftCard: amount === worth ? o.giftCardApplied : 0,
          returned: [],
        });
        const result = await checkUbl(ublInvoice(note));
        expect(result.fatal).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });
});

describe('the compiled rule sets', () => {
  it('were compiled from the sources as they are (run local/simulators/eracun/compileSchematron.ts after changing one)', () => {
    const manifest = JSON.parse(readFileSync(fileURLToPath(new URL(`./schematron/${MANIFEST}`, import.meta.url)), 'utf8'));
    expect(manifest.inputs).toEqual(inputHashes());
  });
});
