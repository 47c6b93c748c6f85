import { describe, expect, it } from 'vitest';
import { STOCK_MESSAGES, checkQuantity, officeStock } from './stock.ts';

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
    expect(checkQuantity(1, stock)).toEqual({ message: null, preOrder: false });
    expect(checkQuantity(2, stock)).toEqual({ message: null, preOrder: false });
  });
  it('warns of a pre-order between stock and stock plus pre-order quantity', () => {
    expect(checkQuantity(3, stock)).toEqual({ message: 'addingPreOrder', preOrder: true });
    expect(checkQuantity(5, stock)).toEqual({ message: 'addingPreOrder', preOrder: true });
    expect(STOCK_MESSAGES.addingPreOrder).toBe('You are adding a pre-order item.');
  });
  it('offers to pre-order the extra beyond both', () => {
    expect(checkQuantity(6, stock)).toEqual({ message: 'preOrderExtra', preOrder: true });
    expect(STOCK_MESSAGES.preOrderExtra).toBe('Not enough stock available, but we can preorder the extra quantity!');
  });
});
