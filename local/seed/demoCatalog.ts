/**
 * The demo catalog of Tkanica: categories, collections, products and the home page, in the
 * shape `importCatalog` takes (`CatalogInputData`). Everything here is fixed data plus a seeded
 * PRNG for stock counts, so the same file always gives the same catalog.
 *
 * Images live in `local/seed/images/` and are drawn by `generateImages.ts` from `DEMO_PRODUCT_ART`
 * and `DEMO_COLLECTION_ART`; the paths below are relative to the image prefix.
 */
import type { CatalogInputData } from '@shop/lambdas/catalog/catalogInput';
import type { AgeGroup } from '@shop/shared/ages';
import type { ClothingKpd } from '@shop/shared/kpd';
import { sortSizes } from '@shop/shared/sizes';
import { CATEGORIES_HR, COLLECTIONS_HR, COLORS_HR, MODELS_HR, WASH_HR } from './demoCatalogHr.ts';
import { demoFit } from './demoFit.ts';

/** The one warehouse the shop sells from. */
export const OFFICE = 'Office Warehouse';
/** A warehouse the shop must ignore (its stock proves only the office counts). */
export const KAPTOL = 'Kaptol Store';

// ---------------------------------------------------------------------------------------------
// Seeded randomness (no Math.random anywhere in the seed).

/** A 32-bit FNV-1a hash of a text, to seed per-item generators. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, fast, seeded PRNG giving numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [min, max]. */
export function randomInt(rng: () => number, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

// ---------------------------------------------------------------------------------------------
// Colours, shapes and materials.

/** Every colour name the demo uses, with the hex the images are painted in. */
export const DEMO_COLORS: Readonly<Record<string, string>> = {
  Sage: '#9caf88',
  Oat: '#d9c9a8',
  Terracotta: '#c5643f',
  'Ink Blue': '#2f3c5c',
  Charcoal: '#45454a',
  Ecru: '#ece4d2',
  Rust: '#b0532e',
  Moss: '#6b7a3a',
  'Dusty Rose': '#d1a39e',
  Mustard: '#d3a13a',
  Sky: '#9fc4dc',
  Forest: '#2f4f3a',
  Sand: '#d6bf9b',
  Natural: '#eee6d6',
  Cream: '#f2e9d6',
  Clay: '#b77a5b',
  Lavender: '#b4a5cf',
  Navy: '#26324d',
  Olive: '#7b7b3c',
  Honey: '#deae4f',
  Mint: '#bfdccb',
  Blush: '#efc7c2',
  'Heather Grey': '#a9a8ad',
  Cornflower: '#6f8fcf',
  'Sea Blue': '#3f7f9f',
  Brick: '#a14a34',
};

export type GarmentShape =
  | 'dress'
  | 'shirt'
  | 'tee'
  | 'blouse'
  | 'cardigan'
  | 'jumper'
  | 'vest'
  | 'trousers'
  | 'shorts'
  | 'skirt'
  | 'dungarees'
  | 'socks'
  | 'bodysuit'
  | 'sleepsuit'
  | 'romper'
  | 'blanket'
  | 'hat'
  | 'booties'
  | 'mittens'
  | 'bag'
  | 'backpack'
  | 'sachet'
  | 'scrunchie'
  | 'hairclip';

/** What is not clothing is taxed at the standard rate in every range; booties are footwear (shared/src/vatRates.ts). */
const NOT_CLOTHING: ReadonlySet<GarmentShape> = new Set(['blanket', 'bag', 'backpack', 'sachet', 'scrunchie', 'hairclip']);

/** The VAT class a children's product has beyond its range's default (children's clothing); none for adults. */
function vatClassOfShape(age: AgeGroup, shape: GarmentShape): { vatClass?: 'STANDARD' | 'CHILDREN_FOOTWEAR' } {
  if (age === 'ADULT') return {};
  if (NOT_CLOTHING.has(shape)) return { vatClass: 'STANDARD' };
  return shape === 'booties' ? { vatClass: 'CHILDREN_FOOTWEAR' } : {};
}

/**
 * The product's KPD 2025 code (shared/src/kpd.ts, decision 055): by what it is, whether it is
 * knitted, and whether it is for babies (the NB range), as the KPD's headings divide clothing.
 */
export function kpdOfShape(age: AgeGroup, shape: GarmentShape, texture: Texture): ClothingKpd {
  const knitted = texture === 'knit';
  const baby = age === 'NB';
  switch (shape) {
    case 'dress':
    case 'skirt':
      return baby ? (knitted ? '14.10.52' : '14.21.30') : knitted ? '14.10.43' : '14.21.24';
    case 'shirt':
    case 'blouse':
      return baby ? '14.21.30' : knitted ? '14.10.41' : '14.21.26';
    case 'tee':
      return baby ? '14.10.52' : '14.10.23';
    case 'cardigan':
    case 'jumper':
    case 'vest':
      return baby ? '14.10.52' : '14.10.51';
    case 'trousers':
    case 'shorts':
    case 'dungarees':
      return baby ? (knitted ? '14.10.52' : '14.21.30') : knitted ? '14.10.43' : '14.21.25';
    case 'socks':
      return '14.10.11';
    case 'bodysuit':
    case 'sleepsuit':
    case 'romper':
      // Babies' bodysuits and sleepsuits are cotton jersey, a knitted fabric.
      return baby ? (texture === 'linen' ? '14.21.30' : '14.10.52') : knitted ? '14.10.43' : '14.21.24';
    case 'blanket':
      return '13.92.11';
    case 'hat':
      return '14.29.32';
    case 'booties':
      return knitted ? '14.10.52' : '15.20.14';
    case 'mittens':
      return '14.29.12';
    case 'bag':
    case 'backpack':
      return '15.12.12';
    case 'sachet':
      return '13.92.29';
    case 'scrunchie':
      return '14.29.14';
    case 'hairclip':
      return '32.99.59';
  }
}

/** The fabric texture drawn over a garment. */
export type Texture = 'linen' | 'knit' | 'cotton' | 'cord' | 'felt' | 'canvas' | 'silk';

export interface ProductArt {
  name: string;
  colorName: string;
  color: string;
  shape: GarmentShape;
  texture: Texture;
}

const WASH = {
  linen:
    'Machine wash at 30 °C on a gentle cycle with similar colours. Do not tumble dry; hang to dry and iron while still slightly damp, or simply let the creases be. Linen softens with every wash.',
  hemp: 'Machine wash at 40 °C with similar colours. Line dry in the shade. Iron on high heat while damp. Hemp grows softer with every wash.',
  cotton:
    'Machine wash at 40 °C inside out with similar colours. Line dry in the shade to keep the colour. Iron on medium heat. Do not bleach.',
  cord: 'Machine wash at 30 °C inside out with similar colours. Do not tumble dry. Brush the pile with a soft brush while damp and iron inside out on low heat.',
  merino:
    'Hand wash in cool water with a wool detergent, or use the wool cycle at 20 °C. Do not wring; roll in a towel and dry flat away from direct heat. Do not tumble dry. Airing between wears is often all it needs.',
  alpaca:
    'Hand wash cold with a wool shampoo and rinse at the same temperature. Press the water out in a towel and dry flat. Do not tumble dry or hang. Store folded.',
  boiledWool:
    'Dry clean, or hand wash cold with a wool detergent. Dry flat and steam lightly to refresh. Do not tumble dry. Brush off dust with a clothes brush.',
  woolSocks:
    'Machine wash at 30 °C on the wool cycle, inside out. Dry flat; do not tumble dry or dry on a radiator. Darn small holes early and they will last for years.',
  silk: 'Hand wash cold with a mild detergent. Do not wring; dry flat away from sunlight. Do not tumble dry.',
  canvas:
    'Do not machine wash. Wipe clean with a damp cloth and let air dry. Rewax once a year with fabric wax to keep it water-repellent.',
  felt: 'Spot clean with cool water and a little wool soap. Reshape and dry flat away from heat. Do not machine wash or tumble dry.',
  lavender:
    'Do not wash. Squeeze gently to refresh the scent and refill with fresh lavender each summer. The emptied linen pouch can be hand washed cold.',
  babyCotton:
    'Machine wash at 40 °C with a mild, non-biological detergent and no fabric softener. Line dry. Warm iron if needed. Wash before first wear.',
  muslin:
    'Machine wash at 40 °C with a mild detergent; muslin grows softer and more absorbent with each wash. Line dry or tumble dry on low. Do not bleach.',
  babyKnit:
    'Hand wash at 30 °C with a baby-safe wool detergent. Gently squeeze out the water, roll in a towel and dry flat. Do not tumble dry.',
} as const;

/** The key of a model's washing instructions, found by the English text it was given (its fabric and care follow from it: demoFit.ts). */
const washKeyOf = new Map<string, string>(Object.entries(WASH).map(([key, text]) => [text, key]));

/** The Croatian of a model's washing instructions, found by the English text it was given. */
const washingInCroatian = new Map<string, string>(
  Object.entries(WASH).map(([fabric, text]) => [text, WASH_HR[fabric as keyof typeof WASH]]),
);

// ---------------------------------------------------------------------------------------------
// Sizes per age group.

const ADULT_LETTERS = ['XS', 'S', 'M', 'L', 'XL'];
const ADULT_KNIT = ['XS/S', 'M/L'];
const ADULT_SOCKS = ['36-38', '39-41'];
const ONE = ['One size'];
const KID_YEARS = ['5/6y', '7/8y', '9/10y', '11/12y', '13/14y'];
const KID_RANGE = ['5-6', '7-8', '9-10', '11-12'];
const CHILD_YEARS = ['1y', '2y', '3y', '4y'];
const CHILD_CM = ['86/92', '98/104'];
const CHILD_SOCKS = ['20/21', '22/23', '24/25'];
const NB_CM = ['50', '56', '62', '68', '74'];
const NB_PAIRS = ['50/56', '62/68'];

// ---------------------------------------------------------------------------------------------
// Categories.

type CategoryData = CatalogInputData['categories'][number];

export const DEMO_CATEGORIES: CategoryData[] = [
  {
    id: 'adult-dresses',
    name: 'Dresses',
    sortNo: 1,
    age: 'ADULT',
    description: 'Linen, hemp, cotton and wool dresses cut in our Zagreb workshop to be worn for many seasons.',
  },
  {
    id: 'adult-tops',
    name: 'Tops & Shirts',
    sortNo: 2,
    age: 'ADULT',
    description: 'Shirts, blouses and tees in linen and organic cotton, sewn in Zagreb and Međimurje.',
  },
  {
    id: 'adult-knitwear',
    name: 'Knitwear',
    sortNo: 3,
    age: 'ADULT',
    description: 'Cardigans and jumpers hand-knitted by our makers in Hrvatsko Zagorje and on small machines in Samobor.',
  },
  {
    id: 'adult-trousers-skirts',
    name: 'Trousers & Skirts',
    sortNo: 4,
    age: 'ADULT',
    description: 'Wide-leg linen trousers and corduroy skirts with deep pockets.',
  },
  {
    id: 'adult-accessories',
    name: 'Accessories',
    sortNo: 5,
    age: 'ADULT',
    description: 'Wool socks, hand-knit hats, linen totes and small things made from our offcuts.',
  },

  {
    id: 'kid-tops',
    name: 'Tops & Shirts',
    sortNo: 1,
    age: 'KID',
    description: 'Organic cotton tees and linen shirts for school and play, ages 5 to 14.',
  },
  {
    id: 'kid-dresses',
    name: 'Dresses & Pinafores',
    sortNo: 2,
    age: 'KID',
    description: 'Twirl dresses and corduroy pinafores with pockets for treasures.',
  },
  {
    id: 'kid-knitwear',
    name: 'Knitwear',
    sortNo: 3,
    age: 'KID',
    description: 'Chunky jumpers and merino vests knitted in Zagorje and Samobor.',
  },
  {
    id: 'kid-trousers',
    name: 'Trousers & Dungarees',
    sortNo: 4,
    age: 'KID',
    description: 'Canvas dungarees and linen shorts built for climbing trees.',
  },
  {
    id: 'kid-accessories',
    name: 'Bags & Accessories',
    sortNo: 5,
    age: 'KID',
    description: 'School bags, mittens and hair clips made by hand.',
  },

  { id: 'child-tops', name: 'Tops', sortNo: 1, age: 'CHILD', description: 'Soft organic cotton tops for toddlers, ages 1 to 4.' },
  {
    id: 'child-dresses-rompers',
    name: 'Dresses & Rompers',
    sortNo: 2,
    age: 'CHILD',
    description: 'Linen rompers and smocked dresses for little explorers.',
  },
  {
    id: 'child-trousers',
    name: 'Trousers',
    sortNo: 3,
    age: 'CHILD',
    description: 'Roomy trousers and dungarees that move with crawling, climbing toddlers.',
  },
  {
    id: 'child-knitwear',
    name: 'Knits & Layers',
    sortNo: 4,
    age: 'CHILD',
    description: 'Hand-knitted cardigans, dungarees and quilted vests.',
  },
  {
    id: 'child-accessories',
    name: 'Hats & Socks',
    sortNo: 5,
    age: 'CHILD',
    description: 'Pom-pom hats, sun hats and merino socks for small feet.',
  },

  {
    id: 'nb-bodysuits',
    name: 'Bodysuits',
    sortNo: 1,
    age: 'NB',
    description: 'Organic cotton bodysuits for the first months, with no scratchy labels.',
  },
  {
    id: 'nb-sleepsuits',
    name: 'Sleepsuits & Rompers',
    sortNo: 2,
    age: 'NB',
    description: 'Footed sleepsuits, muslin sleepsuits and knitted rompers.',
  },
  {
    id: 'nb-knitwear',
    name: 'Cardigans & Knits',
    sortNo: 3,
    age: 'NB',
    description: 'Tiny cardigans and rompers hand-knitted in merino by our Zagorje makers.',
  },
  {
    id: 'nb-blankets',
    name: 'Blankets & Swaddles',
    sortNo: 4,
    age: 'NB',
    description: 'Cellular blankets, muslin swaddles and heirloom knitted blankets.',
  },
  {
    id: 'nb-hats-booties',
    name: 'Hats & Booties',
    sortNo: 5,
    age: 'NB',
    description: 'Knotted hats and felted wool booties for newborns.',
  },
];

// ---------------------------------------------------------------------------------------------
// Product models: one model in one or more colours, each colour a product.

interface StockSpec {
  office: Record<string, number>;
  preOrder?: Record<string, number>;
  kaptol?: Record<string, number>;
}

/** One colour of a model. `stock`: explicit counts, or a whole-product state. */
interface Variant {
  color: string;
  discount?: number;
  stock?: StockSpec | 'soldOut' | 'soldOutPreOrder';
}

interface Model {
  age: AgeGroup;
  slug: string;
  name: string;
  categoryIds: string[];
  shape: GarmentShape;
  texture: Texture;
  price: number;
  sizes: string[];
  description: string;
  wash: string;
  preOrder?: boolean;
  variants: Variant[];
}

const v = (color: string, extra: Omit<Variant, 'color'> = {}): Variant => ({ color, ...extra });

const MODELS: Model[] = [
  // ADULT: dresses (12 products, so the category pages past 10)
  {
    age: 'ADULT',
    slug: 'linen-wrap-dress',
    name: 'Linen Wrap Dress',
    categoryIds: ['adult-dresses'],
    shape: 'dress',
    texture: 'linen',
    price: 12900,
    sizes: ADULT_LETTERS,
    wash: WASH.linen,
    description:
      'A wrap dress in stonewashed European linen with a deep V, a self-tie waist and pockets deep enough for a phone. Cut and sewn in our Trešnjevka workshop in Zagreb in small runs of twenty. The wrap adjusts as you like and the fabric softens with every summer.',
    variants: [v('Sage'), v('Terracotta', { discount: 20 }), v('Ink Blue')],
  },
  {
    age: 'ADULT',
    slug: 'smocked-midi-dress',
    name: 'Smocked Midi Dress',
    categoryIds: ['adult-dresses'],
    shape: 'dress',
    texture: 'cotton',
    price: 11900,
    sizes: ['XS', 'S', 'M', 'L'],
    wash: WASH.cotton,
    preOrder: true,
    description:
      'Organic cotton poplin with a hand-smocked bodice, worked by three seamstresses in Varaždin. The skirt falls to mid-calf with a gentle tier, and the smocking stretches comfortably. Lined at the bodice, so no slip is needed.',
    variants: [v('Oat'), v('Dusty Rose', { discount: 15 })],
  },
  {
    age: 'ADULT',
    slug: 'linen-pinafore-dress',
    name: 'Linen Pinafore Dress',
    categoryIds: ['adult-dresses'],
    shape: 'dress',
    texture: 'linen',
    price: 9900,
    sizes: ['S', 'M', 'L', 'XL'],
    wash: WASH.linen,
    description:
      'A heavy-weight linen pinafore with crossover straps at the back and two large patch pockets. Wear it over a tee in summer and a merino jumper in winter. Sewn in Zagreb and washed for softness before it reaches you.',
    variants: [v('Charcoal'), v('Rust', { discount: 10 })],
  },
  {
    age: 'ADULT',
    slug: 'tiered-maxi-dress',
    name: 'Tiered Cotton Maxi Dress',
    categoryIds: ['adult-dresses'],
    shape: 'dress',
    texture: 'cotton',
    price: 13900,
    sizes: ADULT_LETTERS,
    wash: WASH.cotton,
    description:
      'A breezy three-tier maxi in organic cotton voile, gathered by hand at each seam. Made with our partner studio in Split for long Adriatic evenings. Lined to the knee, with a keyhole button at the back of the neck.',
    variants: [v('Ecru'), v('Mustard', { stock: 'soldOut' })],
  },
  {
    age: 'ADULT',
    slug: 'wool-shift-dress',
    name: 'Boiled Wool Shift Dress',
    categoryIds: ['adult-dresses'],
    shape: 'dress',
    texture: 'felt',
    price: 16900,
    sizes: ['XS', 'S', 'M', 'L'],
    wash: WASH.boiledWool,
    preOrder: true,
    description:
      'A clean-lined shift in boiled wool from sheep raised in Lika, felted and finished at a small mill near Gospić. Warm without bulk, it keeps its shape and shrugs off rain showers. Made to order in small runs; pre-orders ship within 14 business days.',
    variants: [v('Forest', { stock: 'soldOutPreOrder' })],
  },
  {
    age: 'ADULT',
    slug: 'hemp-shirt-dress',
    name: 'Hemp Shirt Dress',
    categoryIds: ['adult-dresses'],
    shape: 'dress',
    texture: 'linen',
    price: 12400,
    sizes: ADULT_LETTERS,
    wash: WASH.hemp,
    description:
      'A relaxed shirt dress in hemp and organic cotton with a soft collar, coconut-shell buttons and a detachable tie belt. Hemp needs little water and no pesticides to grow. Cut from a zero-waste pattern in our Zagreb workshop.',
    variants: [v('Sand'), v('Moss', { discount: 10 })],
  },

  // ADULT: tops & shirts
  {
    age: 'ADULT',
    slug: 'linen-shirt',
    name: 'Linen Shirt',
    categoryIds: ['adult-tops'],
    shape: 'shirt',
    texture: 'linen',
    price: 7900,
    sizes: ADULT_LETTERS,
    wash: WASH.linen,
    description:
      'Our everyday shirt in mid-weight linen with a soft camp collar, a straight hem and mother-of-pearl buttons. Garment-dyed in small batches in Zagreb, so every piece has a slightly different depth of colour. A unisex cut: take your usual size for a relaxed fit.',
    variants: [
      // Tests rely on these counts: M has exactly 5 pieces in the office and nothing to pre-order;
      // XL is out in the office while the Kaptol store (which never counts) holds 3.
      v('Oat', { stock: { office: { XS: 8, S: 12, M: 5, L: 9, XL: 0 }, kaptol: { XL: 3 } } }),
      v('Ink Blue'),
      v('Sage'),
    ],
  },
  {
    age: 'ADULT',
    slug: 'organic-cotton-tee',
    name: 'Organic Cotton Tee',
    categoryIds: ['adult-tops'],
    shape: 'tee',
    texture: 'cotton',
    price: 3490,
    sizes: ADULT_LETTERS,
    wash: WASH.cotton,
    description:
      'A heavy jersey tee knitted from GOTS-certified organic cotton and sewn by a family workshop in Čakovec. The neckline is bound so it keeps its shape wash after wash. A boxy fit with a dropped shoulder.',
    variants: [v('Ecru'), v('Terracotta', { discount: 25 })],
  },
  {
    age: 'ADULT',
    slug: 'embroidered-blouse',
    name: 'Embroidered Peasant Blouse',
    categoryIds: ['adult-tops'],
    shape: 'blouse',
    texture: 'cotton',
    price: 8900,
    sizes: ['XS', 'S', 'M', 'L'],
    wash: 'Hand wash at 30 °C inside out to protect the embroidery. Do not wring or tumble dry. Iron on the reverse side over a towel.',
    description:
      'A loose cotton blouse with hand embroidery inspired by Slavonian folk motifs, stitched by the women of a craft cooperative in Đakovo. Each blouse takes about two days of needlework, so no two patterns are quite the same. Gathered neckline with a drawstring tie.',
    variants: [v('Natural')],
  },

  // ADULT: knitwear
  {
    age: 'ADULT',
    slug: 'merino-cable-cardigan',
    name: 'Merino Cable Cardigan',
    categoryIds: ['adult-knitwear'],
    shape: 'cardigan',
    texture: 'knit',
    price: 18900,
    sizes: ADULT_KNIT,
    wash: WASH.merino,
    preOrder: true,
    description:
      'Hand-knitted in Hrvatsko Zagorje from soft, non-mulesed merino, with a central cable and horn buttons. Each cardigan is knitted by one maker over about a week, and her name is on the label. Generous and slightly cropped; the two sizes cover XS to L.',
    variants: [
      // XS/S is out in the office but can be pre-ordered.
      v('Oat', { stock: { office: { 'XS/S': 0, 'M/L': 7 }, preOrder: { 'XS/S': 6, 'M/L': 4 }, kaptol: { 'XS/S': 2 } } }),
      v('Moss'),
      v('Ink Blue', { discount: 30 }),
    ],
  },
  {
    age: 'ADULT',
    slug: 'alpaca-jumper',
    name: 'Alpaca Blend Jumper',
    categoryIds: ['adult-knitwear'],
    shape: 'jumper',
    texture: 'knit',
    price: 14900,
    sizes: ['XS/S', 'M/L', 'XL'],
    wash: WASH.alpaca,
    description:
      'A raglan jumper in an alpaca and wool blend, knitted on hand-operated machines in a small studio in Samobor. Light, warm and far less itchy than pure wool. A relaxed fit with ribbed cuffs and hem.',
    variants: [v('Heather Grey'), v('Rust', { discount: 15 })],
  },

  // ADULT: trousers & skirts
  {
    age: 'ADULT',
    slug: 'wide-leg-linen-trousers',
    name: 'Wide-Leg Linen Trousers',
    categoryIds: ['adult-trousers-skirts'],
    shape: 'trousers',
    texture: 'linen',
    price: 9900,
    sizes: ADULT_LETTERS,
    wash: WASH.linen,
    description:
      'High-waisted wide-leg trousers in washed linen with an elastic back waistband and side pockets. Cut in Zagreb from a pattern that leaves less than a tenth of the fabric on the floor. Full length on most heights; we hem them for free in the Kaptol store.',
    variants: [v('Sand'), v('Charcoal', { discount: 15 })],
  },
  {
    age: 'ADULT',
    slug: 'corduroy-skirt',
    name: 'Corduroy A-Line Skirt',
    categoryIds: ['adult-trousers-skirts'],
    shape: 'skirt',
    texture: 'cord',
    price: 8400,
    sizes: ['XS', 'S', 'M', 'L'],
    wash: WASH.cord,
    preOrder: true,
    description:
      'An A-line midi skirt in organic cotton needlecord with a button front and deep pockets. Sewn by our partner seamstress in Karlovac, who has been making skirts for forty years. Pairs with knits all autumn and winter.',
    variants: [v('Rust'), v('Olive', { discount: 40 })],
  },

  // ADULT: accessories
  {
    age: 'ADULT',
    slug: 'wool-socks',
    name: 'Wool Socks',
    categoryIds: ['adult-accessories'],
    shape: 'socks',
    texture: 'knit',
    price: 900,
    sizes: ADULT_SOCKS,
    wash: WASH.woolSocks,
    description:
      'Thick socks knitted from the wool of Pag sheep on a vintage sock machine in Zagorje. Reinforced heel and toe for years of slippers-off wear. Sold per pair.',
    variants: [v('Oat', { stock: { office: { '36-38': 40, '39-41': 18 } } }), v('Charcoal'), v('Rust')],
  },
  {
    age: 'ADULT',
    slug: 'linen-tote-bag',
    name: 'Linen Tote Bag',
    categoryIds: ['adult-accessories'],
    shape: 'bag',
    texture: 'linen',
    price: 2490,
    sizes: ONE,
    wash: WASH.linen,
    description:
      'A sturdy double-layer tote sewn from the offcuts of our linen dresses and shirts, so no two are quite alike. Long handles for the shoulder and an inside pocket for keys. Made in Zagreb.',
    variants: [v('Natural')],
  },
  {
    age: 'ADULT',
    slug: 'lavender-sachet',
    name: 'Hvar Lavender Sachet',
    categoryIds: ['adult-accessories'],
    shape: 'sachet',
    texture: 'linen',
    price: 650,
    sizes: ONE,
    wash: WASH.lavender,
    description:
      'A small linen pouch filled with dried lavender from family fields near Velo Grablje on Hvar. Tuck it among your knits to keep moths away and drawers smelling of summer. Sewn from the smallest offcuts in our workshop.',
    variants: [v('Lavender')],
  },
  {
    age: 'ADULT',
    slug: 'hand-knit-beanie',
    name: 'Hand-Knit Beanie',
    categoryIds: ['adult-accessories', 'adult-knitwear'],
    shape: 'hat',
    texture: 'knit',
    price: 3900,
    sizes: ONE,
    wash: WASH.merino,
    description:
      'A ribbed beanie hand-knitted in Zagorje from chunky Croatian wool, with a folded brim. Warm enough for a Zagreb January and a windy day on the coast. One size stretches to fit most adults.',
    variants: [v('Mustard'), v('Ink Blue', { discount: 20 })],
  },
  {
    age: 'ADULT',
    slug: 'silk-scrunchie',
    name: 'Upcycled Silk Scrunchie',
    categoryIds: ['adult-accessories'],
    shape: 'scrunchie',
    texture: 'silk',
    price: 590,
    sizes: ONE,
    wash: WASH.silk,
    description:
      'Made from the silk remnants of a Rijeka evening-wear tailor, gathered on a gentle elastic. Kind to hair and a pleasing way to use every scrap. Each one is cut from a different remnant.',
    variants: [v('Dusty Rose'), v('Sage')],
  },

  // KID
  {
    age: 'KID',
    slug: 'striped-cotton-tee',
    name: 'Striped Organic Cotton Tee',
    categoryIds: ['kid-tops'],
    shape: 'tee',
    texture: 'cotton',
    price: 2290,
    sizes: KID_YEARS,
    wash: WASH.cotton,
    description:
      'A striped tee in soft organic cotton jersey, knitted and sewn in Čakovec. Taped shoulder seams survive climbing frames and long summers. Pre-washed, so it will not shrink.',
    variants: [v('Navy'), v('Mustard', { discount: 20 })],
  },
  {
    age: 'KID',
    slug: 'linen-play-shirt',
    name: 'Linen Play Shirt',
    categoryIds: ['kid-tops'],
    shape: 'shirt',
    texture: 'linen',
    price: 3990,
    sizes: KID_YEARS,
    wash: WASH.linen,
    description:
      'A short-sleeved linen shirt with a camp collar and coconut buttons that small fingers can manage. Cut from the same Zagreb-washed linen as our grown-up shirts. Breathes well on hot school-trip days.',
    variants: [v('Sky'), v('Oat', { discount: 20 })],
  },
  {
    age: 'KID',
    slug: 'cord-pinafore-dress',
    name: 'Cord Pinafore Dress',
    categoryIds: ['kid-dresses'],
    shape: 'dress',
    texture: 'cord',
    price: 4990,
    sizes: KID_RANGE,
    wash: WASH.cord,
    preOrder: true,
    description:
      'A pinafore in organic cotton corduroy with buttoned straps and a big front pocket for treasures. Sewn in our Zagreb workshop with extra-long straps, so it grows with your child. Layer it over tees and jumpers all year.',
    variants: [v('Rust'), v('Forest')],
  },
  {
    age: 'KID',
    slug: 'linen-twirl-dress',
    name: 'Linen Twirl Dress',
    categoryIds: ['kid-dresses'],
    shape: 'dress',
    texture: 'linen',
    price: 5490,
    sizes: KID_YEARS,
    wash: WASH.linen,
    description:
      'A full-skirted linen dress cut on a half circle, so it twirls properly. Sewn in Zagreb with French seams that stay soft against the skin. Buttons down the back, and pockets, of course.',
    variants: [v('Dusty Rose'), v('Sage', { discount: 15 })],
  },
  {
    age: 'KID',
    slug: 'chunky-knit-jumper',
    name: 'Chunky Knit Jumper',
    categoryIds: ['kid-knitwear'],
    shape: 'jumper',
    texture: 'knit',
    price: 6900,
    sizes: KID_RANGE,
    wash: WASH.merino,
    preOrder: true,
    description:
      'Hand-knitted by our makers in Zagorje from thick, soft Croatian wool, in an easy stocking stitch with a rolled neck. Long enough in the body to last two winters. Every jumper carries a label with the name of the woman who knitted it.',
    variants: [v('Oat'), v('Mustard'), v('Sea Blue', { stock: 'soldOutPreOrder' })],
  },
  {
    age: 'KID',
    slug: 'merino-vest',
    name: 'Merino Knit Vest',
    categoryIds: ['kid-knitwear'],
    shape: 'vest',
    texture: 'knit',
    price: 4490,
    sizes: KID_YEARS,
    wash: WASH.merino,
    description:
      'A V-neck sleeveless vest in fine merino, knitted in a small studio in Samobor. Smart enough for school photos and warm over a shirt on chilly mornings. Washable on the wool cycle.',
    variants: [v('Heather Grey')],
  },
  {
    age: 'KID',
    slug: 'canvas-dungarees',
    name: 'Canvas Dungarees',
    categoryIds: ['kid-trousers'],
    shape: 'dungarees',
    texture: 'canvas',
    price: 5990,
    sizes: KID_RANGE,
    wash: WASH.cotton,
    description:
      'Sturdy dungarees in organic cotton canvas with a bib pocket, adjustable straps and reinforced knees. Made by a family workshop in Varaždin. Roll the legs up now and down next year.',
    variants: [v('Olive'), v('Ink Blue', { discount: 15 })],
  },
  {
    age: 'KID',
    slug: 'linen-shorts',
    name: 'Linen Shorts',
    categoryIds: ['kid-trousers'],
    shape: 'shorts',
    texture: 'linen',
    price: 2990,
    sizes: KID_YEARS,
    wash: WASH.linen,
    description:
      'Pull-on shorts in washed linen with an elastic waist and two patch pockets. Cool for Adriatic summers and quick to dry after a swim. Sewn in Zagreb from dress offcuts.',
    variants: [v('Sand', { stock: 'soldOut' })],
  },
  {
    age: 'KID',
    slug: 'wool-mittens',
    name: 'Wool Mittens',
    categoryIds: ['kid-accessories'],
    shape: 'mittens',
    texture: 'knit',
    price: 1890,
    sizes: ONE,
    wash: WASH.merino,
    description:
      'Double-knit mittens in soft Zagorje wool, joined by a cord so they never get lost. Knitted by our makers in the quiet months. Fits most children from five to ten.',
    variants: [v('Brick'), v('Navy')],
  },
  {
    age: 'KID',
    slug: 'waxed-canvas-school-bag',
    name: 'Waxed Canvas School Bag',
    categoryIds: ['kid-accessories'],
    shape: 'backpack',
    texture: 'canvas',
    price: 5900,
    sizes: ONE,
    wash: WASH.canvas,
    description:
      'A small backpack in waxed organic cotton canvas with vegetable-tanned leather straps from a tannery in Varaždin. Sewn in Zagreb, it shrugs off rain and is made to be handed down.',
    variants: [v('Forest', { discount: 10 })],
  },
  {
    age: 'KID',
    slug: 'felt-flower-hair-clips',
    name: 'Felt Flower Hair Clips',
    categoryIds: ['kid-accessories'],
    shape: 'hairclip',
    texture: 'felt',
    price: 690,
    sizes: ONE,
    wash: WASH.felt,
    description:
      'A pair of hair clips with wool-felt flowers, each cut and stitched by hand in our Zagreb workshop from felt offcuts. A small gift that fits happily in a birthday card.',
    variants: [v('Blush')],
  },

  // CHILD
  {
    age: 'CHILD',
    slug: 'long-sleeve-top',
    name: 'Organic Cotton Long-Sleeve Top',
    categoryIds: ['child-tops'],
    shape: 'jumper',
    texture: 'cotton',
    price: 1990,
    sizes: CHILD_YEARS,
    wash: WASH.babyCotton,
    description:
      'A soft rib-knit top in organic cotton with envelope shoulders for easy dressing. Knitted and sewn in Čakovec with low-impact dyes. A go-to layer for nursery and play.',
    variants: [v('Oat'), v('Sage'), v('Blush', { discount: 10 })],
  },
  {
    age: 'CHILD',
    slug: 'linen-romper',
    name: 'Linen Romper',
    categoryIds: ['child-dresses-rompers'],
    shape: 'romper',
    texture: 'linen',
    price: 3490,
    sizes: CHILD_CM,
    wash: WASH.linen,
    description:
      'A sleeveless linen romper with wooden buttons at the shoulders and a roomy seat for nappies. Made in our Zagreb workshop from the softest washed linen. Lovely over a long-sleeve top in spring.',
    variants: [v('Sand'), v('Sky')],
  },
  {
    age: 'CHILD',
    slug: 'toddler-smock-dress',
    name: 'Toddler Smock Dress',
    categoryIds: ['child-dresses-rompers'],
    shape: 'dress',
    texture: 'cotton',
    price: 3990,
    sizes: CHILD_YEARS,
    wash: WASH.babyCotton,
    preOrder: true,
    description:
      'A little smock dress in organic cotton with hand smocking at the chest, worked by seamstresses in Varaždin. Long enough to wear as a tunic over leggings once they grow. Buttons at the back.',
    variants: [v('Lavender'), v('Mustard', { discount: 25 })],
  },
  {
    age: 'CHILD',
    slug: 'harem-trousers',
    name: 'Harem Trousers',
    categoryIds: ['child-trousers'],
    shape: 'trousers',
    texture: 'cotton',
    price: 2490,
    sizes: CHILD_CM,
    wash: WASH.babyCotton,
    description:
      'Roomy organic cotton trousers with soft ankle cuffs and a wide waistband that sits comfortably over nappies. Knitted in Čakovec and sewn in Zagreb. Toddlers can crawl, climb and squat in them all day.',
    variants: [v('Ecru'), v('Moss', { discount: 10 })],
  },
  {
    age: 'CHILD',
    slug: 'knitted-dungarees',
    name: 'Knitted Dungarees',
    categoryIds: ['child-knitwear', 'child-trousers'],
    shape: 'dungarees',
    texture: 'knit',
    price: 5490,
    sizes: CHILD_CM,
    wash: WASH.babyKnit,
    preOrder: true,
    description:
      'Hand-knitted dungarees in merino and organic cotton, made to order by our makers in Zagorje. Buttons at the shoulders and cuffs that fold back as your toddler grows. A piece for handing down.',
    variants: [v('Oat', { stock: 'soldOutPreOrder' })],
  },
  {
    age: 'CHILD',
    slug: 'bobble-cardigan',
    name: 'Bobble Cardigan',
    categoryIds: ['child-knitwear'],
    shape: 'cardigan',
    texture: 'knit',
    price: 4990,
    sizes: CHILD_YEARS,
    wash: WASH.babyKnit,
    preOrder: true,
    description:
      'A cardigan hand-knitted with a band of bobbles around the yoke, in soft merino by our Zagorje makers. Wooden buttons come from a woodturner in Samobor. Roomy in the arms for layering.',
    variants: [v('Honey'), v('Cornflower')],
  },
  {
    age: 'CHILD',
    slug: 'quilted-vest',
    name: 'Quilted Cotton Vest',
    categoryIds: ['child-knitwear'],
    shape: 'vest',
    texture: 'canvas',
    price: 4490,
    sizes: CHILD_CM,
    wash: WASH.cotton,
    description:
      'A light quilted vest in organic cotton, filled with recycled wadding and closed with snaps. Sewn in our Zagreb workshop. The right extra layer for windy days at Maksimir park.',
    variants: [v('Clay'), v('Navy', { discount: 20 })],
  },
  {
    age: 'CHILD',
    slug: 'pom-pom-hat',
    name: 'Pom-Pom Hat',
    categoryIds: ['child-accessories'],
    shape: 'hat',
    texture: 'knit',
    price: 1790,
    sizes: ONE,
    wash: WASH.merino,
    description:
      'A ribbed hat hand-knitted in Zagorje wool with a big fluffy pom-pom. The double brim keeps little ears warm on windy days. Fits 1 to 4 years.',
    variants: [v('Rust'), v('Ecru')],
  },
  {
    age: 'CHILD',
    slug: 'merino-toddler-socks',
    name: 'Merino Toddler Socks',
    categoryIds: ['child-accessories'],
    shape: 'socks',
    texture: 'knit',
    price: 990,
    sizes: CHILD_SOCKS,
    wash: WASH.woolSocks,
    description:
      'Soft merino socks with a grippy sole for first steps, knitted on a vintage machine in Zagorje. Comfortable inside shoes and in slippers. Sold per pair.',
    variants: [v('Natural')],
  },
  {
    age: 'CHILD',
    slug: 'cotton-sun-hat',
    name: 'Cotton Sun Hat',
    categoryIds: ['child-accessories'],
    shape: 'hat',
    texture: 'cotton',
    price: 1590,
    sizes: ONE,
    wash: WASH.babyCotton,
    description:
      'A reversible sun hat in organic cotton with a wide brim and a neck flap, sewn in Split for Adriatic summers. Ties under the chin keep it on at the beach. Shade comes from the dense weave, not chemical finishes.',
    variants: [v('Sand', { stock: 'soldOut' })],
  },

  // NB
  {
    age: 'NB',
    slug: 'organic-cotton-bodysuit',
    name: 'Organic Cotton Bodysuit',
    categoryIds: ['nb-bodysuits'],
    shape: 'bodysuit',
    texture: 'cotton',
    price: 1690,
    sizes: NB_CM,
    wash: WASH.babyCotton,
    description:
      'A bodysuit in GOTS organic cotton rib, knitted and sewn in Čakovec. Envelope neck and press studs at the bottom for quick changes. No labels to scratch: the size is printed inside.',
    variants: [v('Ecru'), v('Sage', { discount: 10 }), v('Blush')],
  },
  {
    age: 'NB',
    slug: 'kimono-bodysuit',
    name: 'Kimono Wrap Bodysuit',
    categoryIds: ['nb-bodysuits'],
    shape: 'bodysuit',
    texture: 'cotton',
    price: 1990,
    sizes: NB_PAIRS,
    wash: WASH.babyCotton,
    preOrder: true,
    description:
      'A wrap-over bodysuit that ties at the side, so nothing goes over a newborn’s head. Soft organic cotton interlock, sewn in our Zagreb workshop. A favourite for the first weeks at home.',
    variants: [v('Oat'), v('Mint')],
  },
  {
    age: 'NB',
    slug: 'footed-sleepsuit',
    name: 'Footed Sleepsuit',
    categoryIds: ['nb-sleepsuits'],
    shape: 'sleepsuit',
    texture: 'cotton',
    price: 2890,
    sizes: NB_PAIRS,
    wash: WASH.babyCotton,
    description:
      'A cosy footed sleepsuit in brushed organic cotton with a two-way zip for night changes. Fold-over mitten cuffs on the smaller size. Made in Čakovec.',
    variants: [v('Oat'), v('Sky', { discount: 15 })],
  },
  {
    age: 'NB',
    slug: 'muslin-sleepsuit',
    name: 'Muslin Sleepsuit',
    categoryIds: ['nb-sleepsuits'],
    shape: 'sleepsuit',
    texture: 'cotton',
    price: 2690,
    sizes: ['50', '56', '62', '68'],
    wash: WASH.muslin,
    description:
      'A light sleepsuit in double-layer cotton muslin for warm summer nights. Press studs all the way down and no seams under the feet. Sewn in Zagreb.',
    variants: [v('Natural', { stock: 'soldOut' })],
  },
  {
    age: 'NB',
    slug: 'merino-baby-cardigan',
    name: 'Merino Baby Cardigan',
    categoryIds: ['nb-knitwear'],
    shape: 'cardigan',
    texture: 'knit',
    price: 3990,
    sizes: ['56', '62', '68', '74'],
    wash: WASH.babyKnit,
    preOrder: true,
    description:
      'A tiny cardigan hand-knitted in soft merino by our makers in Zagorje, with wooden buttons. Garter-stitch edges that do not curl and sleeves that fold back. A classic welcome-home gift.',
    variants: [v('Cream'), v('Honey')],
  },
  {
    age: 'NB',
    slug: 'knitted-romper',
    name: 'Knitted Romper',
    categoryIds: ['nb-knitwear', 'nb-sleepsuits'],
    shape: 'romper',
    texture: 'knit',
    price: 4990,
    sizes: NB_PAIRS,
    wash: WASH.babyKnit,
    preOrder: true,
    description:
      'A hand-knitted romper in merino and cotton with buttons at the shoulder, made to order in Zagorje. Lovely for first photos and warm for autumn walks in the pram.',
    variants: [v('Ecru')],
  },
  {
    age: 'NB',
    slug: 'cellular-blanket',
    name: 'Cellular Cotton Blanket',
    categoryIds: ['nb-blankets'],
    shape: 'blanket',
    texture: 'cotton',
    price: 3490,
    sizes: ONE,
    wash: WASH.babyCotton,
    description:
      'A breathable cellular blanket in organic cotton, woven on a small loom in Međimurje. The open weave holds warmth without overheating, which is why midwives recommend it. 70 × 90 cm.',
    variants: [v('Oat'), v('Sage', { discount: 15 })],
  },
  {
    age: 'NB',
    slug: 'muslin-swaddle-set',
    name: 'Muslin Swaddle Set',
    categoryIds: ['nb-blankets'],
    shape: 'blanket',
    texture: 'linen',
    price: 2490,
    sizes: ONE,
    wash: WASH.muslin,
    description:
      'Two large organic cotton muslin squares for swaddling, feeding and shading the pram. Light, absorbent and softer with every wash. 120 × 120 cm, hemmed in Zagreb.',
    variants: [v('Natural'), v('Dusty Rose', { discount: 20 })],
  },
  {
    age: 'NB',
    slug: 'hand-knit-merino-blanket',
    name: 'Hand-Knit Merino Blanket',
    categoryIds: ['nb-blankets'],
    shape: 'blanket',
    texture: 'knit',
    price: 8900,
    sizes: ONE,
    wash: WASH.babyKnit,
    preOrder: true,
    description:
      'An heirloom blanket hand-knitted in moss stitch by one maker in Marija Bistrica, about thirty hours of work. Soft merino that is warm in the pram and on the sofa for years after. Made to order.',
    variants: [v('Cream', { stock: 'soldOutPreOrder' })],
  },
  {
    age: 'NB',
    slug: 'knotted-baby-hat',
    name: 'Knotted Baby Hat',
    categoryIds: ['nb-hats-booties'],
    shape: 'hat',
    texture: 'cotton',
    price: 1290,
    sizes: NB_PAIRS,
    wash: WASH.babyCotton,
    description:
      'A soft organic cotton hat with a knot at the top, knitted in Čakovec. It stays on without ties and covers little ears. A hospital-bag essential.',
    variants: [v('Oat'), v('Mint')],
  },
  {
    age: 'NB',
    slug: 'felted-wool-booties',
    name: 'Felted Wool Booties',
    categoryIds: ['nb-hats-booties'],
    shape: 'booties',
    texture: 'felt',
    price: 2290,
    sizes: NB_PAIRS,
    wash: WASH.felt,
    preOrder: true,
    description:
      'Booties felted by hand from Croatian wool in a small workshop in Lika, with a soft suede sole. An elastic ankle keeps them on tiny feet. Each pair is shaped on a wooden last.',
    variants: [v('Rust'), v('Ecru', { discount: 10 })],
  },
];

// ---------------------------------------------------------------------------------------------
// Building products.

type ProductData = CatalogInputData['products'][number];
type StockData = ProductData['stock'];

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const modelKey = (m: Pick<Model, 'age' | 'slug'>) => `${m.age.toLowerCase()}-${m.slug}`;
const productId = (m: Model, color: string) => `${modelKey(m)}-${slugify(color)}`;

/** Stock from a product's own seeded generator: most sizes 1–25, a few at 0. */
function generatedStock(id: string, sizes: string[], preOrder: boolean): StockSpec {
  const rng = mulberry32(hashString(id));
  const office: Record<string, number> = {};
  const pre: Record<string, number> = {};
  const kaptol: Record<string, number> = {};
  for (const size of sizes) {
    const zero = sizes.length > 1 && rng() < (preOrder ? 0.28 : 0.12);
    office[size] = zero ? 0 : randomInt(rng, 1, 25);
    if (preOrder && (zero || rng() < 0.4)) pre[size] = randomInt(rng, 3, 12);
    if (zero ? rng() < 0.6 : rng() < 0.15) kaptol[size] = randomInt(rng, 1, 4);
  }
  // A normal product always has something on the office shelf.
  if (Object.values(office).every((n) => n === 0)) office[sizes[0] as string] = randomInt(rng, 2, 12);
  return { office, preOrder: pre, kaptol };
}

function soldOutStock(id: string, sizes: string[], preOrder: boolean): StockSpec {
  const rng = mulberry32(hashString(`${id}/sold-out`));
  const office = Object.fromEntries(sizes.map((s) => [s, 0]));
  const pre = preOrder ? Object.fromEntries(sizes.map((s) => [s, randomInt(rng, 4, 15)])) : {};
  // The Kaptol store still has a piece or two, which the shop must not sell.
  const kaptol = Object.fromEntries(sizes.filter((_, i) => i % 2 === 0).map((s) => [s, randomInt(rng, 1, 3)]));
  return { office, preOrder: pre, kaptol };
}

function toStock(spec: StockSpec): StockData {
  const stock: StockData = {
    [OFFICE]: { quantities: { ...spec.office }, preOrderQuantities: { ...(spec.preOrder ?? {}) } },
  };
  if (spec.kaptol && Object.keys(spec.kaptol).length > 0) {
    stock[KAPTOL] = { quantities: { ...spec.kaptol }, preOrderQuantities: {} };
  }
  return stock;
}

/** 3 images for the first colour of a model (front, fabric, flat lay), 2 for the others. */
function imagePaths(id: string, first: boolean): string[] {
  const count = first ? 3 : 2;
  return Array.from({ length: count }, (_, i) => `products/${id}-${i + 1}.svg`);
}

function buildProducts(): { products: ProductData[]; art: Record<string, ProductArt>; models: Map<string, string[]> } {
  const products: ProductData[] = [];
  const art: Record<string, ProductArt> = {};
  const models = new Map<string, string[]>();
  for (const m of MODELS) {
    const ids = m.variants.map((variant) => productId(m, variant.color));
    models.set(modelKey(m), ids);
    const sizes = sortSizes(m.sizes);
    const { hr: fitHr, ...fit } = demoFit({ ...m, sizes }, washKeyOf.get(m.wash));
    m.variants.forEach((variant, i) => {
      const id = ids[i] as string;
      const preOrder = variant.stock === 'soldOut' ? false : variant.stock === 'soldOutPreOrder' ? true : (m.preOrder ?? false);
      const spec =
        variant.stock === 'soldOut' || variant.stock === 'soldOutPreOrder'
          ? soldOutStock(id, sizes, preOrder)
          : (variant.stock ?? generatedStock(id, sizes, preOrder));
      products.push({
        id,
        name: m.name,
        description: m.description,
        washingInstructions: m.wash,
        colorName: variant.color,
        price: m.price,
        discount: variant.discount ?? 0,
        age: m.age,
        ...vatClassOfShape(m.age, m.shape),
        kpd: kpdOfShape(m.age, m.shape, m.texture),
        categoryIds: [...m.categoryIds],
        images: imagePaths(id, i === 0),
        preOrder,
        active: true,
        colorRelatedProductIds: ids.filter((other) => other !== id),
        sizes: [...sizes],
        stock: toStock(spec),
        ...fit,
        hr: {
          name: MODELS_HR[m.slug]?.name,
          description: MODELS_HR[m.slug]?.description,
          washingInstructions: washingInCroatian.get(m.wash),
          colorName: COLORS_HR[variant.color],
          ...fitHr,
        },
      });
      const color = DEMO_COLORS[variant.color];
      if (!color) throw new Error(`No hex for colour ${variant.color}`);
      art[id] = { name: m.name, colorName: variant.color, color, shape: m.shape, texture: m.texture };
    });
  }
  return { products, art, models };
}

// ---------------------------------------------------------------------------------------------
// Collections and home.

interface CollectionDef {
  id: string;
  name: string;
  age: AgeGroup;
  description: string;
  /** Model keys (all colours) or single product ids. */
  members: string[];
}

const COLLECTIONS: CollectionDef[] = [
  {
    id: 'autumn-linen-2026',
    name: 'Autumn Linen 2026',
    age: 'ADULT',
    description:
      'Heavier linens and hemp in earthy autumn colours: wrap dresses, pinafores, shirts and wide-leg trousers, cut and sewn in our Zagreb workshop.',
    members: [
      'adult-linen-wrap-dress',
      'adult-linen-pinafore-dress',
      'adult-hemp-shirt-dress',
      'adult-linen-shirt',
      'adult-wide-leg-linen-trousers',
      'adult-corduroy-skirt',
    ],
  },
  {
    id: 'adriatic-summer',
    name: 'Adriatic Summer',
    age: 'ADULT',
    description: 'Voile maxi dresses, smocked cotton and lavender from Hvar: light pieces for long evenings on the coast.',
    members: [
      'adult-tiered-maxi-dress',
      'adult-smocked-midi-dress',
      'adult-organic-cotton-tee',
      'adult-embroidered-blouse',
      'adult-linen-tote-bag',
      'adult-lavender-sachet',
      'adult-silk-scrunchie',
    ],
  },
  {
    id: 'handknit-zagorje',
    name: 'Handknit by Zagorje Makers',
    age: 'ADULT',
    description:
      'Cardigans, jumpers, beanies and socks knitted by hand by twelve women in the hills of Hrvatsko Zagorje. Every piece carries the name of its maker.',
    members: ['adult-merino-cable-cardigan', 'adult-alpaca-jumper', 'adult-hand-knit-beanie', 'adult-wool-socks', 'adult-wool-shift-dress'],
  },
  {
    id: 'zero-waste-essentials',
    name: 'Zero Waste Essentials',
    age: 'ADULT',
    description:
      'Things we make from what others throw away: totes from linen offcuts, scrunchies from silk remnants, lavender sachets from the smallest scraps, and patterns that waste almost nothing.',
    members: [
      'adult-linen-tote-bag',
      'adult-lavender-sachet',
      'adult-silk-scrunchie',
      'adult-organic-cotton-tee',
      'adult-hemp-shirt-dress',
      'adult-wide-leg-linen-trousers',
    ],
  },
  {
    id: 'back-to-school',
    name: 'Back to School',
    age: 'KID',
    description: 'Tees, shirts, pinafores and dungarees built for the playground, plus a waxed canvas bag made to be handed down.',
    members: [
      'kid-striped-cotton-tee',
      'kid-linen-play-shirt',
      'kid-cord-pinafore-dress',
      'kid-merino-vest',
      'kid-canvas-dungarees',
      'kid-waxed-canvas-school-bag',
      'kid-wool-mittens',
    ],
  },
  {
    id: 'forest-playtime',
    name: 'Forest Playtime',
    age: 'KID',
    description: 'Chunky knits, twirl dresses and sturdy dungarees for weekends in Medvednica forest.',
    members: ['kid-chunky-knit-jumper', 'kid-canvas-dungarees', 'kid-linen-shorts', 'kid-linen-twirl-dress', 'kid-felt-flower-hair-clips'],
  },
  {
    id: 'little-explorers',
    name: 'Little Explorers',
    age: 'CHILD',
    description: 'Soft organic cotton and linen for toddlers who are into everything: tops, rompers, harem trousers and hats.',
    members: [
      'child-long-sleeve-top',
      'child-linen-romper',
      'child-harem-trousers',
      'child-quilted-vest',
      'child-cotton-sun-hat',
      'child-merino-toddler-socks',
    ],
  },
  {
    id: 'cosy-little-knits',
    name: 'Cosy Little Knits',
    age: 'CHILD',
    description: 'Hand-knitted cardigans, dungarees and pom-pom hats for toddlers, made to order in Zagorje.',
    members: [
      'child-knitted-dungarees',
      'child-bobble-cardigan',
      'child-pom-pom-hat',
      'child-toddler-smock-dress',
      'child-merino-toddler-socks',
    ],
  },
  {
    id: 'first-days',
    name: 'First Days',
    age: 'NB',
    description:
      'Everything for the first weeks at home: organic cotton bodysuits and sleepsuits, knotted hats, cellular blankets and muslin swaddles.',
    members: [
      'nb-organic-cotton-bodysuit',
      'nb-kimono-bodysuit',
      'nb-footed-sleepsuit',
      'nb-knotted-baby-hat',
      'nb-cellular-blanket',
      'nb-muslin-swaddle-set',
    ],
  },
  {
    id: 'heirloom-newborn-gifts',
    name: 'Heirloom Newborn Gifts',
    age: 'NB',
    description: 'Hand-knitted blankets, rompers, cardigans and felted booties: gifts made to be kept and passed on.',
    members: [
      'nb-hand-knit-merino-blanket',
      'nb-knitted-romper',
      'nb-merino-baby-cardigan',
      'nb-felted-wool-booties',
      'nb-muslin-sleepsuit',
    ],
  },
];

export const DEMO_HOME: CatalogInputData['home'] = {
  first: ['autumn-linen-2026', 'adriatic-summer'],
  second: 'handknit-zagorje',
  third: ['first-days', 'back-to-school'],
  fourth: 'zero-waste-essentials',
};

export interface CollectionArt {
  name: string;
  age: AgeGroup;
  /** Colours of the collection's first products, for the banner. */
  colors: string[];
}

// ---------------------------------------------------------------------------------------------
// The catalog.

export interface DemoBuild {
  catalog: CatalogInputData;
  productArt: Record<string, ProductArt>;
  collectionArt: Record<string, CollectionArt>;
}

export function buildDemo(): DemoBuild {
  const { products, art, models } = buildProducts();
  const collectionArt: Record<string, CollectionArt> = {};
  const collections = COLLECTIONS.map((c) => {
    const productIds = [...new Set(c.members.flatMap((member) => models.get(member) ?? [member]))];
    const colors = [...new Set(productIds.map((id) => art[id]?.color).filter((x): x is string => !!x))].slice(0, 5);
    collectionArt[c.id] = { name: c.name, age: c.age, colors };
    const hr = COLLECTIONS_HR[c.id];
    return {
      id: c.id,
      name: c.name,
      description: c.description,
      image: `collections/${c.id}.svg`,
      age: c.age,
      productIds,
      ...(hr ? { hr } : {}),
    };
  });
  const catalog: CatalogInputData = {
    categories: DEMO_CATEGORIES.map((c) => ({ ...c, ...(CATEGORIES_HR[c.id] ? { hr: CATEGORIES_HR[c.id] } : {}) })),
    collections,
    products,
    home: { first: [...DEMO_HOME.first], second: DEMO_HOME.second, third: [...DEMO_HOME.third], fourth: DEMO_HOME.fourth },
  };
  return { catalog, productArt: art, collectionArt };
}

/** A fresh copy of the demo catalog (the same every time). */
export function buildDemoCatalog(): CatalogInputData {
  return buildDemo().catalog;
}

const built = buildDemo();

export const demoCatalog: CatalogInputData = built.catalog;

/** What each product's images show (read by generateImages.ts). */
export const DEMO_PRODUCT_ART: Readonly<Record<string, ProductArt>> = built.productArt;

/** What each collection banner shows (read by generateImages.ts). */
export const DEMO_COLLECTION_ART: Readonly<Record<string, CollectionArt>> = built.collectionArt;

/** Ids and facts of the demo catalog that tests can rely on. */
export const DEMO_IDS = {
  /** ADULT category with 12 products: the category page shows Load More. */
  loadMoreCategory: 'adult-dresses',
  loadMoreCategoryCount: 12,
  /** 20 % off 129,00 €, in stock. */
  discountedProduct: 'adult-linen-wrap-dress-terracotta',
  discountedPercent: 20,
  /** Its lowest price of the 30 days before the reduction (demoPriceHistory.ts): it was 119,00 € until two weeks ago. */
  discountedLowestPrice: 11900,
  /** preOrder true; size 'XS/S' has 0 in the office and 6 to pre-order; 'M/L' has 7 in stock. */
  preOrderProduct: 'adult-merino-cable-cardigan-oat',
  preOrderSize: 'XS/S',
  /** Every size 0 in the office, preOrder false: 'Available Soon'. (Kaptol Store has some.) */
  outOfStockProduct: 'adult-tiered-maxi-dress-mustard',
  /** Every size 0 in the office, preOrder true with pre-order quantities: 'Preorder now'. */
  outOfStockPreOrderProduct: 'adult-wool-shift-dress-forest',
  /** preOrder false; size 'M' has exactly 5 in the office and no pre-order quantity. */
  limitedProduct: 'adult-linen-shirt-oat',
  limitedSize: 'M',
  limitedQuantity: 5,
  /** On the limited product, 'XL' is 0 in the office but 3 in the Kaptol Store (which never counts). */
  kaptolOnlySize: 'XL',
  /** 9,00 €, no discount, size '36-38' has 40 in the office. */
  cheapProduct: 'adult-wool-socks-oat',
  cheapSize: '36-38',
  cheapPrice: 900,
  /** The same shirt in other colours. */
  colorRelatedOfLimited: ['adult-linen-shirt-ink-blue', 'adult-linen-shirt-sage'],
  /** A collection per home slot. */
  heroCollection: 'autumn-linen-2026',
  secondCollection: 'handknit-zagorje',
  fourthCollection: 'zero-waste-essentials',
  /** One category per age group. */
  kidCategory: 'kid-knitwear',
  childCategory: 'child-accessories',
  nbCategory: 'nb-bodysuits',
} as const;
