import { describe, expect, it } from 'vitest';
import { INITIAL_CHECKOUT } from './checkoutForm.ts';
import { forgetCheckout, recallCheckout, rememberCheckout, rememberPendingOrder } from './checkoutMemory.ts';

/** One tab's sessionStorage. */
function tab() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const FORM = {
  ...INITIAL_CHECKOUT,
  email: 'ivana@example.hr',
  delivery: { ...INITIAL_CHECKOUT.delivery, country: 'HR', firstName: 'Ivana', street: 'Tkalčićeva', streetNo: '30' },
  deliveryMethod: 'PICK_UP' as const,
  deliveryLocation: 'STORE_KAPTOL' as const,
};
const CODE = { name: 'SLOWFASHION10', discount: 10, productIds: null };
const CARD = { code: 'TKANICA-GIFT-25', amount: 2500 };

describe('the checkout a tab remembers', () => {
  it('gives back the form, the code and the gift card as they were', () => {
    const storage = tab();
    rememberCheckout({ form: FORM, discountCode: CODE, giftCard: CARD }, storage, false);
    expect(recallCheckout(storage, false)).toEqual({ form: FORM, discountCode: CODE, giftCard: CARD, pendingOrder: null });
  });

  it('keeps only the order’s id once it went to payment: the form and codes are the order’s now', () => {
    const storage = tab();
    rememberCheckout({ form: FORM, discountCode: CODE, giftCard: CARD }, storage, false);
    rememberPendingOrder('ord_7f3a9c', storage, false);
    expect(recallCheckout(storage, false)).toEqual({ form: null, discountCode: null, giftCard: null, pendingOrder: 'ord_7f3a9c' });
    expect(storage.items.get('checkout')).not.toContain('ivana');
  });

  it('ignores and forgets an entry it cannot trust: not JSON, another version, a field of the wrong kind', () => {
    const remembered = JSON.parse(
      (() => {
        const storage = tab();
        rememberCheckout({ form: FORM, discountCode: CODE, giftCard: CARD }, storage, false);
        return storage.items.get('checkout') as string;
      })(),
    );
    const stale = [
      '{not json',
      JSON.stringify({ ...remembered, version: 2 }),
      JSON.stringify({ ...remembered, form: { ...remembered.form, deliveryMethod: 'DRONE' } }),
      JSON.stringify({ ...remembered, giftCard: { code: 'X', amount: -100 } }),
      JSON.stringify({ ...remembered, discountCode: { ...CODE, discount: 250 } }),
      JSON.stringify({ ...remembered, form: { ...remembered.form, delivery: { ...remembered.form.delivery, city: 'x'.repeat(5000) } } }),
      JSON.stringify({ ...remembered, pendingOrder: '../../admin' }),
      JSON.stringify(['checkout']),
    ];
    for (const entry of stale) {
      const storage = tab();
      storage.setItem('checkout', entry);
      expect(recallCheckout(storage, false), entry.slice(0, 60)).toBeNull();
      expect(storage.items.has('checkout')).toBe(false);
    }
  });

  it('does not hand a customer’s checkout to whoever uses the tab after logging out', () => {
    const storage = tab();
    rememberCheckout({ form: FORM, discountCode: null, giftCard: null }, storage, true);
    expect(recallCheckout(storage, true)?.form).toEqual(FORM);
    expect(recallCheckout(storage, false)).toBeNull();
    expect(recallCheckout(storage, true)).toBeNull();
  });

  it('works without storage, and forgets on request', () => {
    expect(recallCheckout(null, false)).toBeNull();
    expect(() => rememberCheckout({ form: FORM, discountCode: null, giftCard: null }, null, false)).not.toThrow();
    const full = {
      ...tab(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => rememberPendingOrder('ord_1', full, false)).not.toThrow();
    const storage = tab();
    rememberCheckout({ form: FORM, discountCode: null, giftCard: null }, storage, false);
    forgetCheckout(storage);
    expect(recallCheckout(storage, false)).toBeNull();
  });
});
