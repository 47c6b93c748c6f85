import { describe, expect, it } from 'vitest';
import { ORDERS } from './messages.ts';
import type { ShortLine } from './orderMessages.ts';

const dress: ShortLine = { productName: 'Linen Wrap Dress', productColorName: 'Sand', size: 'M', quantity: 3, available: 1 };
const cardigan: ShortLine = { productName: 'Merino Cardigan', productColorName: 'Ink', size: 'S', quantity: 2, available: 0 };

describe('what the orders answer a shopper', () => {
  it('names each line stock cannot cover, its size in Croatian words', () => {
    expect(ORDERS.notEnoughStock({ lines: [dress, cardigan] })).toEqual({
      code: 'orders.notEnoughStock',
      text: {
        en: 'Not enough stock: Linen Wrap Dress (Sand), size M × 3: only 1 available; Merino Cardigan (Ink), size S × 2: only 0 available.',
        hr: 'Nema dovoljno na zalihi: Linen Wrap Dress (Sand), veličina M × 3: dostupno još samo 1; Merino Cardigan (Ink), veličina S × 2: dostupno još samo 0.',
      },
    });
    const children = { ...dress, size: '5/6y' };
    const oneSize = { ...cardigan, size: 'One size' };
    expect(ORDERS.shortLines({ lines: [children, oneSize] }).text).toEqual({
      en: 'Linen Wrap Dress (Sand), size 5/6y × 3: only 1 available; Merino Cardigan (Ink), size One size × 2: only 0 available',
      hr: 'Linen Wrap Dress (Sand), veličina 5/6 god. × 3: dostupno još samo 1; Merino Cardigan (Ink), jedna veličina × 2: dostupno još samo 0',
    });
  });

  it.each([
    [1, 'Za ovu adresu e-pošte već postoji 1 neplaćena narudžba.'],
    [3, 'Za ovu adresu e-pošte već postoje 3 neplaćene narudžbe.'],
    [5, 'Za ovu adresu e-pošte već postoji 5 neplaćenih narudžbi.'],
  ])('counts %i unpaid orders of an email in Croatian', (count, croatian) => {
    const said = ORDERS.tooManyUnpaidForEmail({ count });
    expect(said.code).toBe('orders.tooManyUnpaidForEmail');
    expect(said.text).toEqual({
      en: `There are already ${count} unpaid orders for this email address. Please pay for one of them, or wait until it is cancelled, before ordering again.`,
      hr: `${croatian} Platite jednu od njih ili pričekajte da bude otkazana, pa ponovno naručite.`,
    });
  });

  it('says every refusal in Croatian of its own, ending as the English does', () => {
    const written = Object.values(ORDERS).map((said) =>
      typeof said === 'function' ? said({ ids: ['a', 'b size XL'], lines: [dress], count: 3 } as never) : said,
    );
    for (const { code, text } of written) {
      expect(text.hr.trim(), code).not.toBe('');
      expect(text.hr, code).not.toBe(text.en);
      expect(/[.!?]$/.test(text.hr), code).toBe(/[.!?]$/.test(text.en));
    }
  });
});
