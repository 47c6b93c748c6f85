import type { CatalogInputData } from '../catalog/catalogInput.ts';
import { catalogItems, withFacetIndex, writeItems } from '../catalog/catalogImport.ts';

/** A small catalog for handler tests: 25 dresses (for paging), a 5-piece shirt, a pre-order knit. */
export function smallCatalog(): CatalogInputData {
  const dresses = Array.from({ length: 25 }, (_, i) => ({
    id: `dress-${String(i + 1).padStart(2, '0')}`,
    name: `Linen Wrap Dress ${i + 1}`,
    description: 'Washed linen from Zagorje.',
    washingInstructions: 'Wash at 30 °C.',
    colorName: 'Sage',
    price: 8900,
    discount: i === 0 ? 20 : 0,
    age: 'ADULT' as const,
    kpd: '14.21.24',
    categoryIds: ['adult-dresses'],
    images: [`products/dress-${i + 1}-1.svg`],
    sizes: ['S', 'M', 'L'],
    stock: { 'Office Warehouse': { quantities: { S: 3, M: 3, L: 3 } } },
  }));
  return {
    categories: [
      { id: 'adult-dresses', name: 'Dresses', description: 'Dresses made to last.', sortNo: 1, age: 'ADULT' },
      { id: 'adult-tops', name: 'Tops & Shirts', description: 'Shirts.', sortNo: 2, age: 'ADULT' },
    ],
    collections: [
      {
        id: 'autumn-linen',
        name: 'Autumn Linen',
        description: 'Linen for cool days.',
        image: 'collections/autumn-linen.svg',
        age: 'ADULT',
        productIds: dresses.slice(0, 12).map((d) => d.id),
      },
      {
        id: 'handknit',
        name: 'Handknit',
        description: 'Knitted by hand.',
        image: 'collections/handknit.svg',
        age: 'ADULT',
        productIds: ['merino-cardigan'],
      },
    ],
    products: [
      ...dresses,
      {
        id: 'linen-shirt-oat',
        name: 'Linen Shirt',
        description: 'A shirt.',
        washingInstructions: 'Wash at 30 °C.',
        colorName: 'Oat',
        price: 5900,
        age: 'ADULT',
        kpd: '14.21.26',
        categoryIds: ['adult-tops'],
        images: ['products/linen-shirt-oat-1.svg'],
        sizes: ['M'],
        stock: { 'Office Warehouse': { quantities: { M: 5 } }, 'Kaptol Store': { quantities: { M: 40 } } },
      },
      {
        id: 'merino-cardigan',
        name: 'Merino Cable Cardigan',
        description: 'Knitted by hand.',
        washingInstructions: 'Hand wash cold.',
        colorName: 'Ink Blue',
        price: 14900,
        age: 'ADULT',
        kpd: '14.10.51',
        categoryIds: ['adult-tops'],
        images: ['products/merino-cardigan-1.svg'],
        preOrder: true,
        sizes: ['S', 'M'],
        stock: { 'Office Warehouse': { quantities: { S: 1, M: 0 }, preOrderQuantities: { M: 4 } } },
      },
    ],
    home: { first: ['autumn-linen'], second: 'autumn-linen', third: ['autumn-linen', 'handknit'], fourth: 'handknit' },
  };
}

export async function writeCatalog(catalog: CatalogInputData = smallCatalog()): Promise<void> {
  await writeItems(withFacetIndex(catalogItems(catalog)));
}

/** The items an import writes (products, listings, name index, categories, collections, home, header), by key, without the version a write raises. */
const IMPORTED = /^(P#|C#|K#|L#|N#|NAV#|HOME$)/;
export const importedItems = (items: readonly Record<string, unknown>[]) =>
  new Map(
    items
      .filter((i) => IMPORTED.test(i.pk as string))
      .map(({ version: _version, ...i }) => [`${i.pk}|${i.sk}`, JSON.parse(JSON.stringify(i))]),
  );
