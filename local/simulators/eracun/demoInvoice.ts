import { composeInvoice, type InvoiceDocument } from '../../../lambdas/invoices/invoiceDocument.ts';

/**
 * The demo R1 invoice an eRačun is checked on: a Zagreb company paying by bank transfer for two
 * lines (one 20 % off), shipping, and part paid by a gift card.
 */
export function demoR1Invoice(overrides: Partial<Parameters<typeof composeInvoice>[0]> = {}): InvoiceDocument {
  return composeInvoice({
    number: '17/ZG1/1',
    issuedAt: '2027-01-15T09:42:00Z',
    orderNumber: 'TK-270115-AB12C',
    paymentMethod: 'BANK_TRANSFER',
    paid: true,
    buyer: {
      name: 'Ana Horvat',
      email: 'nabava@primjer.hr',
      addressLines: ['Savska cesta 41', '10000 Zagreb', 'Croatia'],
      address: { street: 'Savska cesta 41', zipCode: '10000', city: 'Zagreb', country: 'HR' },
      company: { name: 'Primjer d.o.o.', oib: '69435151530' },
    },
    lines: [
      {
        productName: 'Linen Wrap Dress',
        colour: 'Terracotta',
        size: 'M',
        quantity: 1,
        unitPrice: 12900,
        discountPercent: 20,
        kpd: '14.21.24',
      },
      { productName: 'Wool Socks', colour: 'Oat', size: '36-38', quantity: 3, unitPrice: 900, discountPercent: 0, kpd: '14.10.11' },
    ],
    supplyDate: { date: '2027-01-15', expected: false },
    shipping: 395,
    giftCardApplied: 2000,
    total: 10320 + 2700 + 395 - 2000,
    ...overrides,
  });
}
