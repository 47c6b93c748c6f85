import type { Product } from '@shop/shared/contract/catalog';

/** A product as the catalog's API answers it, stocked on the Office Warehouse's shelf as given. */
export function product(
  id: string,
  name: string,
  {
    price,
    discount = 0,
    colour = 'Oat',
    stock,
    preOrder = false,
  }: { price: number; discount?: number; colour?: string; stock: Record<string, number>; preOrder?: boolean },
): Product {
  return {
    id,
    name,
    description: `${name}, made in Zagreb.`,
    washingInstructions: 'Hand wash cold.',
    color: { name: colour },
    colorName: colour,
    price,
    discount,
    image: `products/${id}.svg`,
    mainImage: `products/${id}.svg`,
    images: [`products/${id}.svg`],
    outOfStock: Object.values(stock).every((count) => count === 0),
    preOrder,
    age: 'ADULT',
    sizes: Object.keys(stock),
    productQuantities: [{ warehouse: { name: 'Office Warehouse' }, quantities: stock, preOrderQuantities: {} }],
    colorRelatedProducts: [],
  };
}

/** Linen Shirt, 79,00 €: 2 of M, 1 of L. */
export const LINEN_SHIRT = product('adult-linen-shirt-oat', 'Linen Shirt', { price: 7900, stock: { M: 2, L: 1 } });

/** Wool Socks, 9,00 €, one size: 12 of them. */
export const WOOL_SOCKS = product('adult-wool-socks-grey', 'Wool Socks', { price: 900, colour: 'Grey', stock: { 'One size': 12 } });
