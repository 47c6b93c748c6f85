import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared/contract/catalog';
import { catalog as en } from '../../../i18n/messages/en/catalog.ts';
import { catalog as hr } from '../../../i18n/messages/hr/catalog.ts';
import { type PurchaseAction, purchaseAction } from './purchaseAction.ts';

/**
 * Merino Cable Cardigan, pre-orderable: XS/S has none on the office shelf but 2 to pre-order,
 * M/L has 1 on the shelf, XL has neither. The Kaptol store's stock does not count.
 */
const CARDIGAN = {
  id: 'adult-merino-cardigan-oat',
  preOrder: true,
  sizes: ['XS/S', 'M/L', 'XL'],
  productQuantities: [
    {
      warehouse: { name: 'Office Warehouse' },
      quantities: { 'XS/S': 0, 'M/L': 1, XL: 0 },
      preOrderQuantities: { 'XS/S': 2, 'M/L': 0, XL: 0 },
    },
    { warehouse: { name: 'Kaptol Store' }, quantities: { XL: 5 }, preOrderQuantities: {} },
  ],
} as unknown as Product;
/** The same stock on a piece that cannot be pre-ordered. */
const DRESS = { ...CARDIGAN, id: 'adult-maxi-dress-sage', preOrder: false } as Product;

const inCart = (id: string, size: string, quantity: number) => [{ id, size, quantity }];

/** The button's text as a shopper reads it, in English and in Croatian. */
const label = (action: PurchaseAction) =>
  ({ addToCart: en.purchase.addToCart, preOrder: en.purchase.preOrder, soldOut: en.purchase.soldOut })[action];
const labelHr = (action: PurchaseAction) =>
  ({ addToCart: hr.purchase.addToCart, preOrder: hr.purchase.preOrder, soldOut: hr.purchase.soldOut })[action];

describe('the product page’s button (SPEC §4 Product page)', () => {
  it('adds a size with pieces on the office shelf', () => {
    expect(label(purchaseAction(CARDIGAN, [], 'M/L'))).toBe('Add to cart');
    expect(label(purchaseAction(DRESS, [], 'M/L'))).toBe('Add to cart');
  });

  it('keeps Pre Order for a size left only to pre-order', () => {
    expect(label(purchaseAction(CARDIGAN, [], 'XS/S'))).toBe('Pre Order');
    // The shelf's last piece is in the cart: what remains is a pre-order.
    expect(
      label(
        purchaseAction(
          { ...CARDIGAN, productQuantities: [{ ...CARDIGAN.productQuantities[0], preOrderQuantities: { 'M/L': 3 } }] } as Product,
          inCart(CARDIGAN.id, 'M/L', 1),
          'M/L',
        ),
      ),
    ).toBe('Pre Order');
  });

  it('reads "Sold out" (Rasprodano) for a size that can be neither bought nor pre-ordered', () => {
    expect(label(purchaseAction(CARDIGAN, [], 'XL'))).toBe('Sold out');
    expect(labelHr(purchaseAction(CARDIGAN, [], 'XL'))).toBe('Rasprodano');
    // Pre-order pieces do not count on a piece that cannot be pre-ordered.
    expect(label(purchaseAction(DRESS, [], 'XS/S'))).toBe('Sold out');
    // Nor does another store's stock.
    expect(label(purchaseAction(DRESS, [], 'XL'))).toBe('Sold out');
  });

  it('is sold out for this shopper once the cart holds the shelf’s every piece and nothing can be pre-ordered', () => {
    expect(label(purchaseAction(CARDIGAN, inCart(CARDIGAN.id, 'M/L', 1), 'M/L'))).toBe('Sold out');
    expect(label(purchaseAction(CARDIGAN, inCart('another-piece', 'M/L', 1), 'M/L'))).toBe('Add to cart');
  });

  it('asks for a size while any size can be bought or pre-ordered, and is sold out when none can', () => {
    expect(label(purchaseAction(CARDIGAN, [], null))).toBe('Add to cart');
    // Only M/L's piece is for sale on the dress; once it is in the cart no size is.
    expect(label(purchaseAction(DRESS, [], null))).toBe('Add to cart');
    expect(label(purchaseAction(DRESS, inCart(DRESS.id, 'M/L', 1), null))).toBe('Sold out');
    // The cardigan's XS/S can still be pre-ordered.
    expect(label(purchaseAction(CARDIGAN, inCart(CARDIGAN.id, 'M/L', 1), null))).toBe('Add to cart');
  });

  it('offers the back-in-stock notice beside it in both languages', () => {
    expect(en.purchase.notifyWhenBack).toBe('Notify me when it is back');
    expect(hr.purchase.notifyWhenBack).toBe('Obavijesti me kad ponovno stigne');
  });
});
