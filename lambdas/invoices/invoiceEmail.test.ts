import { formatEuro } from '@shop/shared/money';
import { describe, expect, it } from 'vitest';
import { composeInvoice, type InvoiceInput } from './invoiceDocument.ts';
import { companyFooterLines } from '../platform/companyFooter.ts';
import { escapeHtml } from '../platform/html.ts';
import { bankTransferEmail, invoiceEmail, invoicePdfFilename } from './invoiceEmail.ts';

const shopUrl = 'https://tkanica.example';

const input: InvoiceInput = {
  number: '17/ZG1/1',
  issuedAt: '2026-03-14T09:42:00Z',
  orderNumber: 'TK-000123',
  paymentMethod: 'CARD',
  paid: true,
  buyer: { name: 'Đurđa Šimić', email: 'durda@example.hr', addressLines: ['Ilica 1', '10000 Zagreb', 'Croatia'] },
  lines: [{ productName: 'Lanena haljina', colour: 'Žuta', size: 'M', quantity: 1, unitPrice: 12500, discountPercent: 0 }],
  shipping: 0,
  giftCardApplied: 0,
  total: 12500,
};

describe('invoiceEmail', () => {
  it('names the invoice and the order in the subject', () => {
    expect(invoiceEmail(composeInvoice(input), { shopUrl }).subject).toBe('Your Tkanica invoice 17/ZG1/1 for order TK-000123');
  });

  it('greets the buyer, gives the total and says the PDF is attached, in text and HTML', () => {
    const email = invoiceEmail(composeInvoice(input), { shopUrl });
    for (const body of [email.text, email.html]) {
      expect(body).toContain('Dear Đurđa Šimić,');
      expect(body).toContain(`Total paid by card: ${formatEuro(12500)}`);
      expect(body).toContain('attached to this email as a PDF');
      expect(body).toContain(shopUrl);
    }
  });

  it('never renders what a customer typed as HTML', () => {
    const buyer = { ...input.buyer, name: '<script>alert("x")</script> & Co' };
    const email = invoiceEmail(composeInvoice({ ...input, buyer }), { shopUrl });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(email.text).toContain('<script>alert("x")</script> & Co');
  });

  it('adds the transfer details to an unpaid bank-transfer invoice', () => {
    const email = invoiceEmail(composeInvoice({ ...input, paymentMethod: 'BANK_TRANSFER', paid: false }), { shopUrl });
    expect(email.text).toContain(`Total to pay: ${formatEuro(12500)}`);
    expect(email.text).toContain('IBAN: HR1723600001101234565');
    expect(email.text).toContain('Reference: TK-000123');
  });

  it('says what a gift card paid when it covered the whole order', () => {
    const invoice = composeInvoice({ ...input, paymentMethod: 'GIFT_CARD', giftCardApplied: 12500, total: 0 });
    expect(invoiceEmail(invoice, { shopUrl }).text).toContain(`Total paid with a gift card: ${formatEuro(12500)}`);
  });
});

describe('invoicePdfFilename', () => {
  it('makes a safe file name from the invoice number', () => {
    expect(invoicePdfFilename({ number: '17/ZG1/1' })).toBe('Tkanica-racun-17-ZG1-1.pdf');
  });
});

describe('bankTransferEmail', () => {
  const order = { orderNumber: 'TK-000124', total: 4795, customerName: 'Ivan <b>Horvat</b>' };

  it('gives IBAN, amount and the order number as reference', () => {
    const email = bankTransferEmail(order, { shopUrl });
    expect(email.subject).toBe('Tkanica order TK-000124: bank transfer details');
    for (const body of [email.text, email.html]) {
      expect(body).toContain('HR1723600001101234565');
      expect(body).toContain(formatEuro(4795));
      expect(body).toContain('TK-000124');
      expect(body).toContain('Tkanica d.o.o.');
    }
    expect(email.text).toContain('Reference: TK-000124');
  });

  it("gives the payment provider's account and reference when there are some, so the money finds the order", () => {
    const transfer = {
      iban: 'HR1210010051863000160',
      bic: 'HPBZHR2X',
      accountHolder: 'Stripe Payments Europe',
      reference: 'K7Q2M9X4P1ZD',
      amount: 4795,
    };
    const email = bankTransferEmail({ ...order, transfer }, { shopUrl });
    for (const body of [email.text, email.html]) {
      expect(body).toContain('HR1210010051863000160');
      expect(body).toContain('K7Q2M9X4P1ZD');
      expect(body).toContain('Stripe Payments Europe');
      // The shop's own account only in the company footer every business letter carries (ZTD čl. 21), never as where to pay.
      const [, , bankLine = ''] = companyFooterLines('en');
      expect(body).toContain(bankLine);
      expect(body.replace(bankLine, '')).not.toContain('HR1723600001101234565');
    }
    expect(email.text).toContain('Reference: K7Q2M9X4P1ZD');
    expect(email.text).toContain('it is how your transfer is matched to order TK-000124');
  });

  it('states the deadlines of the spec', () => {
    const { text } = bankTransferEmail(order, { shopUrl });
    expect(text).toContain('within 3 business days');
    expect(text).toContain('may take up to 3 days');
    expect(text).toContain('not arrived within 7 days, the order is cancelled');
  });

  it('escapes the name and greets plainly without one', () => {
    expect(bankTransferEmail(order, { shopUrl }).html).toContain('Dear Ivan &lt;b&gt;Horvat&lt;/b&gt;,');
    expect(bankTransferEmail({ ...order, customerName: undefined }, { shopUrl }).text.startsWith('Hello,')).toBe(true);
  });
});

describe('the invoice and bank-transfer mails of a Croatian order', () => {
  const links = { shopUrl, language: 'hr' as const };

  it('say the invoice, what is owed and how to pay in Croatian, the fiscal lines bilingual as on the PDF', () => {
    const unpaid = invoiceEmail(composeInvoice({ ...input, paymentMethod: 'BANK_TRANSFER', paid: false }), links);
    expect(unpaid.subject).toBe('Račun 17/ZG1/1 za Vašu narudžbu TK-000123');
    expect(unpaid.text.startsWith('Dobar dan, Đurđa Šimić,')).toBe(true);
    expect(unpaid.text).toContain('U privitku ovog e-maila šaljemo Vam račun 17/ZG1/1 u PDF obliku.');
    expect(unpaid.text).toContain(`Ukupno za plaćanje: ${formatEuro(12500)}`);
    expect(unpaid.text).toContain('Poziv na broj: TK-000123');
    expect(unpaid.text).toContain('Ako uplata ne stigne u roku od 7 dana, narudžba se otkazuje.');
    expect(unpaid.text).toContain(`Srdačan pozdrav,\nTkanica\n${shopUrl}/hr`);
    expect(unpaid.html).toContain('<html lang="hr">');
    const paid = invoiceEmail(composeInvoice({ ...input, paymentMethod: 'PAYPAL' }), links);
    expect(paid.text).toContain(`Ukupno plaćeno putem PayPala: ${formatEuro(12500)}`);
  });

  it("give the payment provider's account with its reference", () => {
    const transfer = {
      iban: 'HR1210010051863000160',
      bic: '',
      accountHolder: 'Stripe Payments Europe',
      reference: 'K7Q2M9X4P1ZD',
      amount: 4795,
    };
    const email = bankTransferEmail({ orderNumber: 'TK-000124', total: 4795, transfer }, links);
    expect(email.subject).toBe('Tkanica: podaci za uplatu za narudžbu TK-000124');
    expect(email.text).toContain('Primatelj: Stripe Payments Europe');
    expect(email.text).toContain('Referenca plaćanja: K7Q2M9X4P1ZD');
    expect(email.text).toContain('po njoj se Vaša uplata povezuje s narudžbom TK-000124');
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});
