import { describe, expect, it } from 'vitest';
import { ZAGREB_ADDRESS } from '../testing/addressFixture.ts';
import { orderMail } from './orderMails.ts';
import type { OrderRecord } from './orderRecord.ts';

const shopUrl = 'https://shop.example';

/** A cardigan (39,00 €) with SLOWFASHION10, delivered for 3,95 €, 25,00 € of it paid by a gift card: 14,05 € charged. */
const order = {
  id: 'o1',
  number: 'TK-000123',
  email: 'ana@example.hr',
  createdAt: '2026-11-23T10:00:00.000Z',
  lines: [{ quantity: 1, productName: 'Cardigan', productColorName: 'Oat', size: 'M', amount: 3510 }],
  amountBeforeDiscount: 3900,
  subtotal: 3510,
  discountCode: { name: 'SLOWFASHION10', percent: 10 },
  shipping: 395,
  giftCard: { code: 'TKANICA-GIFT-25', applied: 2500 },
  total: 1405,
  deliveryMethod: 'DELIVERY',
  deliveryLocation: 'OFFICE',
  deliveryAddress: ZAGREB_ADDRESS,
} as unknown as OrderRecord;

/** The "label: amount" rows of a mail's text from its first line to its total, the amounts in cents. */
function rowsOf(text: string, first: string, total: string): [string, number][] {
  const lines = text.split('\n');
  const from = lines.findIndex((line) => line.startsWith(first));
  const to = lines.findIndex((line) => line.startsWith(`${total}:`));
  return lines.slice(from, to + 1).map((line) => {
    const at = line.lastIndexOf(': ');
    const amount = line
      .slice(at + 2)
      .replace(/[\s\u00a0€.]/g, '')
      .replace(',', '')
      .replace('−', '-');
    return [line.slice(0, at), Number(amount)];
  });
}

/** The sums' property over random orders is in orderMailLanguage.test.ts (the confirmation's rows). */
describe('the order confirmation mail', () => {
  it('shows the code, the delivery and the gift card between the lines and the total, in English', () => {
    expect(rowsOf(orderMail('confirmation', order, shopUrl).text, '1 ×', 'Total')).toEqual([
      ['1 × Cardigan (Oat), M', 3510],
      ['Before discount', 3900],
      ['Discount (SLOWFASHION10, 10 %)', -390],
      ['Subtotal', 3510],
      ['Shipping', 395],
      ['Gift card (TKANICA-GIFT-25)', -2500],
      ['Total', 1405],
    ]);
  });

  it('and in Croatian', () => {
    expect(rowsOf(orderMail('confirmation', { ...order, language: 'hr' }, shopUrl).text, '1 ×', 'Ukupno')).toEqual([
      ['1 × Cardigan (Oat), M', 3510],
      ['Prije popusta', 3900],
      ['Popust (SLOWFASHION10, 10 %)', -390],
      ['Međuzbroj', 3510],
      ['Dostava', 395],
      ['Darovna kartica (TKANICA-GIFT-25)', -2500],
      ['Ukupno', 1405],
    ]);
  });
});
