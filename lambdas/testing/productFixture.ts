import type { ProductItem } from '../catalog/catalogItems.ts';

/** A stored product for tests that price orders: an adults' item at 20,00 €, sizes S and M, with what differs given. */
export function productFixture(id: string, overrides: Partial<ProductItem> = {}): ProductItem {
  return {
    pk: `P#${id}`,
    sk: 'P',
    id,
    name: `Product ${id}`,
    description: '',
    washingInstructions: '',
    colorName: 'Oat',
    price: 2000,
    discount: 0,
    age: 'ADULT',
    categoryIds: ['c'],
    images: [`products/${id}-1.svg`],
    preOrder: false,
    active: true,
    sizes: ['S', 'M'],
    colorRelated: [],
    stock: { S: 5, M: 1 },
    preOrderStock: { S: 0, M: 2 },
    otherWarehouses: [{ name: 'Kaptol Store', quantities: { M: 50 }, preOrderQuantities: {} }],
    ...overrides,
  };
}
