import type { Product } from '@shop/shared/contract/catalog';

/** The smallest built index.html a page is drawn into, and the site around it, for tests that draw pages. */
export const TEST_SITE = {
  origin: 'https://shop.example',
  shell:
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Tkanica</title></head><body><div id="root"></div></body></html>',
};

/** A linen shirt in stock in every size it has, as the product's answer gives it; `changes` on top. */
export function testShirt(changes: Partial<Product> = {}): Product {
  const sizes = changes.sizes ?? ['S', 'M'];
  return {
    id: 'linen-shirt',
    name: 'Linen Shirt',
    description: 'A shirt of washed linen.',
    washingInstructions: 'Wash at 30 °C.',
    color: { name: 'Oat' },
    colorName: 'Oat',
    price: 5900,
    discount: 0,
    image: 'products/shirt.svg',
    mainImage: 'products/shirt.svg',
    images: [],
    outOfStock: false,
    preOrder: false,
    age: 'ADULT',
    sizes,
    productQuantities: [
      { warehouse: { name: 'Office Warehouse' }, quantities: Object.fromEntries(sizes.map((size) => [size, 2])), preOrderQuantities: {} },
    ],
    colorRelatedProducts: [],
    ...changes,
  };
}
