/**
 * Large synthetic catalogs for benchmarks: `generateCatalog(20_000)` gives 20,000 products over
 * the demo's 20 categories (about N/20 products each, all four age groups), the demo collections
 * and home, with varied names so a name search has a spread of words. Images reuse the demo files
 * (a product shows the demo product it was modelled on, in that product's colour).
 * Deterministic: the same count and seed always give the same catalog.
 */
import type { CatalogInputData } from '@shop/lambdas/catalog/catalogInput';
import { DEMO_HOME, demoCatalog, KAPTOL, mulberry32, OFFICE, randomInt } from './demoCatalog.ts';

type ProductData = CatalogInputData['products'][number];
type DemoProduct = (typeof demoCatalog.products)[number];

const ADJECTIVES = [
  'Everyday',
  'Hand-Loomed',
  'Relaxed',
  'Classic',
  'Soft',
  'Heritage',
  'Woven',
  'Slow',
  'Garden',
  'Harbour',
  'Meadow',
  'Studio',
  'Weekend',
  'Village',
  'Coastal',
  'Riverside',
  'Morning',
  'Harvest',
  'Market',
  'Orchard',
  'Stonewashed',
  'Garment-Dyed',
  'Undyed',
  'Patchwork',
  'Quilted',
  'Ribbed',
  'Smocked',
  'Gathered',
  'Tiered',
  'Cropped',
];

const PLACES = [
  'Zagorje',
  'Samobor',
  'Hvar',
  'Pag',
  'Lika',
  'Istrian',
  'Slavonian',
  'Međimurje',
  'Kaptol',
  'Trešnjevka',
  'Varaždin',
  'Adriatic',
  'Velebit',
  'Korčula',
  'Brač',
  'Rovinj',
  'Motovun',
  'Medvednica',
  'Sava',
  'Vis',
];

const NOUNS: Record<string, string[]> = {
  'adult-dresses': [
    'Wrap Dress',
    'Shirt Dress',
    'Midi Dress',
    'Pinafore',
    'Slip Dress',
    'Tea Dress',
    'Maxi Dress',
    'Tunic Dress',
    'Smock Dress',
  ],
  'adult-tops': ['Shirt', 'Blouse', 'Tee', 'Tunic', 'Camisole', 'Overshirt', 'Henley', 'Smock Top'],
  'adult-knitwear': ['Cardigan', 'Jumper', 'Sweater', 'Vest', 'Pullover', 'Turtleneck', 'Knit Coat'],
  'adult-trousers-skirts': [
    'Wide-Leg Trousers',
    'Culottes',
    'A-Line Skirt',
    'Wrap Skirt',
    'Drawstring Trousers',
    'Pleated Skirt',
    'Work Trousers',
  ],
  'adult-accessories': ['Socks', 'Tote Bag', 'Beanie', 'Scarf', 'Scrunchie', 'Lavender Sachet', 'Apron', 'Headband'],
  'kid-tops': ['Tee', 'Play Shirt', 'Henley', 'Long-Sleeve Top', 'Polo'],
  'kid-dresses': ['Twirl Dress', 'Pinafore Dress', 'Smock Dress', 'Party Dress', 'Sundress'],
  'kid-knitwear': ['Jumper', 'Knit Vest', 'Cardigan', 'Hoodie', 'Roll-Neck'],
  'kid-trousers': ['Dungarees', 'Shorts', 'Joggers', 'Cord Trousers', 'Cargo Trousers'],
  'kid-accessories': ['Mittens', 'School Bag', 'Hair Clips', 'Scarf', 'Bucket Hat'],
  'child-tops': ['Long-Sleeve Top', 'Tee', 'Smock Top', 'Vest Top'],
  'child-dresses-rompers': ['Romper', 'Smock Dress', 'Playsuit', 'Bubble Romper'],
  'child-trousers': ['Harem Trousers', 'Leggings', 'Dungarees', 'Shorts'],
  'child-knitwear': ['Cardigan', 'Quilted Vest', 'Knitted Dungarees', 'Jumper'],
  'child-accessories': ['Pom-Pom Hat', 'Sun Hat', 'Socks', 'Bib', 'Mittens'],
  'nb-bodysuits': ['Bodysuit', 'Wrap Bodysuit', 'Short-Sleeve Bodysuit', 'Envelope Bodysuit'],
  'nb-sleepsuits': ['Sleepsuit', 'Footed Sleepsuit', 'Knitted Romper', 'Sleep Bag'],
  'nb-knitwear': ['Baby Cardigan', 'Knitted Romper', 'Wrap Cardigan', 'Matinee Jacket'],
  'nb-blankets': ['Cellular Blanket', 'Swaddle', 'Knitted Blanket', 'Muslin Square', 'Pram Blanket'],
  'nb-hats-booties': ['Knotted Hat', 'Booties', 'Bonnet', 'Scratch Mittens'],
};

const MATERIALS: Record<string, string[]> = {
  ADULT: ['Linen', 'Hemp', 'Organic Cotton', 'Merino', 'Alpaca', 'Wool', 'Corduroy', 'Silk', 'Cotton Voile', 'Tencel'],
  KID: ['Linen', 'Organic Cotton', 'Merino', 'Canvas', 'Corduroy', 'Wool', 'Jersey'],
  CHILD: ['Organic Cotton', 'Linen', 'Merino', 'Muslin', 'Wool', 'Bamboo'],
  NB: ['Organic Cotton', 'Merino', 'Muslin', 'Cotton Interlock', 'Wool', 'Bamboo'],
};

const MAKERS = [
  'our knitters in Hrvatsko Zagorje',
  'a family workshop in Čakovec',
  'three seamstresses in Varaždin',
  'our Trešnjevka workshop in Zagreb',
  'a weaver in Međimurje',
  'a small studio in Samobor',
  'a felter in Lika',
  'our partner studio in Split',
  'a craft cooperative in Đakovo',
];

const CLOSERS = [
  'Made to be worn for many seasons and handed on.',
  'It softens with every wash.',
  'Cut from a pattern that wastes almost no fabric.',
  'Each piece varies slightly, as handmade things do.',
  'Pairs easily with everything else in the range.',
  'Repairs are free at our Kaptol store.',
];

const DISCOUNTS = [10, 15, 20, 25, 30, 40];

const pick = <T>(rng: () => number, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;

function productName(rng: () => number, age: string, categoryId: string): string {
  const noun = pick(rng, NOUNS[categoryId] ?? ['Piece']);
  const material = pick(rng, MATERIALS[age] ?? ['Linen']);
  switch (Math.floor(rng() * 4)) {
    case 0:
      return `${pick(rng, ADJECTIVES)} ${material} ${noun}`;
    case 1:
      return `${pick(rng, PLACES)} ${material} ${noun}`;
    case 2:
      return `${pick(rng, ADJECTIVES)} ${pick(rng, PLACES)} ${noun}`;
    default:
      return `${material} ${noun}`;
  }
}

/** The office (and sometimes Kaptol) stock of one product. */
function stockFor(rng: () => number, sizes: string[], preOrder: boolean, soldOut: boolean): ProductData['stock'] {
  const quantities: Record<string, number> = {};
  const preOrderQuantities: Record<string, number> = {};
  const kaptol: Record<string, number> = {};
  for (const size of sizes) {
    const zero = soldOut || rng() < 0.1;
    quantities[size] = zero ? 0 : randomInt(rng, 1, 25);
    if (preOrder && (zero || rng() < 0.3)) preOrderQuantities[size] = randomInt(rng, 2, 12);
    if (rng() < 0.08) kaptol[size] = randomInt(rng, 1, 4);
  }
  const stock: ProductData['stock'] = { [OFFICE]: { quantities, preOrderQuantities } };
  if (Object.keys(kaptol).length > 0) stock[KAPTOL] = { quantities: kaptol, preOrderQuantities: {} };
  return stock;
}

/**
 * A synthetic catalog of `productCount` products. Products come in models of one to three
 * colours that reference each other; models go round the 20 demo categories in turn.
 */
export function generateCatalog(productCount: number, seed = 1): CatalogInputData {
  const rng = mulberry32(seed);
  const categories = demoCatalog.categories.map((c) => ({ ...c }));
  const templates = new Map<string, DemoProduct[]>(
    categories.map((c) => [c.id, demoCatalog.products.filter((p) => p.categoryIds[0] === c.id)]),
  );

  const products: ProductData[] = [];
  let model = 0;
  while (products.length < productCount) {
    const category = categories[model % categories.length] as (typeof categories)[number];
    const pool = templates.get(category.id) ?? [];
    const colours = Math.min(1 + Math.floor(rng() * 3), productCount - products.length);
    const name = productName(rng, category.age, category.id);
    const first = Math.floor(rng() * pool.length);
    const preOrder = rng() < 0.2;
    const priceFactor = 0.8 + rng() * 0.5;
    const description = `${name} in ${pick(rng, MATERIALS[category.age] ?? ['linen']).toLowerCase()}, made in small runs by ${pick(rng, MAKERS)}. ${pick(rng, CLOSERS)} ${pick(rng, CLOSERS)}`;
    const ids = Array.from({ length: colours }, (_, i) => `gen-${String(products.length + i + 1).padStart(6, '0')}`);
    ids.forEach((id, i) => {
      // Each colour copies a different demo product of the category: its sizes, images and colour.
      const t = pool[(first + i) % pool.length] as DemoProduct;
      const soldOut = rng() < 0.03;
      products.push({
        id,
        name,
        description,
        washingInstructions: t.washingInstructions,
        colorName: t.colorName,
        price: Math.max(190, Math.round((t.price * priceFactor) / 100) * 100 - 10),
        discount: rng() < 0.25 ? pick(rng, DISCOUNTS) : 0,
        age: category.age,
        categoryIds: [category.id],
        images: [...t.images],
        preOrder,
        active: true,
        colorRelatedProductIds: ids.filter((other) => other !== id),
        sizes: [...t.sizes],
        stock: stockFor(rng, t.sizes, preOrder, soldOut),
        // What it is, as the demo product it copies: its KPD code and VAT class.
        ...(t.kpd ? { kpd: t.kpd } : {}),
        ...(t.vatClass ? { vatClass: t.vatClass } : {}),
      });
    });
    model++;
  }

  // The demo collections, each filled with a share of its age group's products.
  const byAge = new Map<string, string[]>();
  for (const p of products) {
    const list = byAge.get(p.age);
    if (list) list.push(p.id);
    else byAge.set(p.age, [p.id]);
  }
  const collections = demoCatalog.collections.map((c) => {
    const sameAge = demoCatalog.collections.filter((x) => x.age === c.age);
    const slot = sameAge.findIndex((x) => x.id === c.id);
    const productIds = (byAge.get(c.age) ?? []).filter((_, i) => i % sameAge.length === slot).slice(0, 48);
    return { ...c, productIds };
  });

  return {
    categories,
    collections,
    products,
    home: { first: [...DEMO_HOME.first], second: DEMO_HOME.second, third: [...DEMO_HOME.third], fourth: DEMO_HOME.fourth },
  };
}
