import { describe, expect, it } from 'vitest';
import { parseForm } from './form.ts';

describe('parseForm', () => {
  it('turns bracketed keys into nested objects and indexed arrays', () => {
    const body =
      'mode=payment&line_items[0][quantity]=2&line_items[0][price_data][unit_amount]=1000' +
      '&line_items[1][price_data][product_data][name]=Wool%20socks&metadata[orderId]=o-1';
    expect(parseForm(body)).toEqual({
      mode: 'payment',
      line_items: [{ quantity: '2', price_data: { unit_amount: '1000' } }, { price_data: { product_data: { name: 'Wool socks' } } }],
      metadata: { orderId: 'o-1' },
    });
  });

  it('reads percent-encoded brackets and `[]` appends, as query strings send them', () => {
    expect(parseForm('expand%5B0%5D=payment_intent&expand[]=line_items&a+b=c+d')).toEqual({
      expand: ['payment_intent', 'line_items'],
      'a b': 'c d',
    });
  });

  it('orders arrays by index, not by arrival', () => {
    expect(parseForm('x[1]=b&x[0]=a&x[10]=c')).toEqual({ x: ['a', 'b', 'c'] });
  });

  it('ignores malformed keys and never touches Object.prototype', () => {
    const parsed = parseForm('a[b=1&[c]=2&__proto__[polluted]=yes&d[constructor][x]=1&ok=1');
    expect(parsed).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps the first spelling when a key is both a value and a hash', () => {
    expect(parseForm('a=1&a[b]=2')).toEqual({ a: '1' });
  });
});
