import { describe, expect, it } from 'vitest';
import { checkQuantity, orderableQuantity } from './quantityCheck.ts';
import { STOCK_MESSAGES, officeStock } from './stock.ts';

describe('officeStock', () => {
  it('counts only the Office Warehouse', () => {
    const product = {
      productQuantities: [
        { warehouse: { name: 'Kaptol Store' }, quantities: { M: 9 }, preOrderQuantities: { M: 9 } },
        { warehouse: { name: 'Office Warehouse' }, quantities: { M: 2 }, preOrderQuantities: { M: 3 } },
      ],
    };
    expect(officeStock(product, 'M')).toEqual({ inStock: 2, preOrder: 3 });
    expect(officeStock(product, 'L')).toEqual({ inStock: 0, preOrder: 0 });
    expect(officeStock({ productQuantities: [] }, 'M')).toEqual({ inStock: 0, preOrder: 0 });
  });
});

describe('checkQuantity', () => {
  const stock = { inStock: 2, preOrder: 3 };
  it('says nothing up to the stock', () => {
    expect(checkQuantity(1, stock, true)).toEqual({ quantity: 1, message: null, preOrder: false, limit: null });
    expect(checkQuantity(2, stock, true)).toEqual({ quantity: 2, message: null, preOrder: false, limit: null });
    expect(checkQuantity(2, stock, false)).toEqual({ quantity: 2, message: null, preOrder: false, limit: null });
  });
  it('warns of a pre-order between stock and stock plus pre-order quantity', () => {
    expect(checkQuantity(3, stock, true)).toEqual({ quantity: 3, message: 'addingPreOrder', preOrder: true, limit: null });
    expect(checkQuantity(5, stock, true)).toEqual({ quantity: 5, message: 'addingPreOrder', preOrder: true, limit: null });
    expect(STOCK_MESSAGES.addingPreOrder).toBe('You are adding a pre-order item.');
    expect(STOCK_MESSAGES.preOrderExtra).toBe('Not enough stock available, but we can preorder the extra quantity!');
  });
  it('promises no pre-order beyond both: the quantity stops at what can be ordered', () => {
    expect(checkQuantity(6, stock, true)).toEqual({ quantity: 5, message: null, preOrder: true, limit: 5 });
    expect(checkQuantity(40, stock, true)).toEqual({ quantity: 5, message: null, preOrder: true, limit: 5 });
  });
  it('promises no pre-order on a product that cannot be pre-ordered, whatever its pre-order quantity', () => {
    expect(checkQuantity(3, stock, false)).toEqual({ quantity: 2, message: null, preOrder: false, limit: 2 });
    expect(orderableQuantity(stock, false)).toBe(2);
    expect(orderableQuantity(stock, true)).toBe(5);
  });
  it('keeps one piece of a size that can no longer be ordered, for the shopper to remove', () => {
    expect(checkQuantity(2, { inStock: 0, preOrder: 0 }, true)).toEqual({ quantity: 1, message: null, preOrder: false, limit: 0 });
  });
});
