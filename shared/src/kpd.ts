/**
 * KPD 2025 (Klasifikacija proizvoda po djelatnostima, the Croatian edition of the EU's CPA 2.2;
 * Državni zavod za statistiku, NN 146/24): the product code an eRačun names on every line
 * (CIUS-HR, HR-BR-25: ItemClassificationCode listID="CG"). Six digits written `NN.NN.NN`, and it
 * must be one of the KPD's own subcategories (HR-BR-CL-2 checks the list).
 */
export const KPD_PATTERN = /^\d{2}\.\d{2}\.\d{2}$/;

export const KPD_FORMAT_MESSAGE = 'A KPD code is six digits like 14.21.24.';

/**
 * The codes the shop's kind of goods fall under, with the KPD's own English names (KPD2025.xls
 * of the Tax Administration's eRačun materials), for the back office's hint and the demo catalog.
 */
export const CLOTHING_KPD = {
  '14.10.11': 'Pantyhose, tights, stockings, socks and other hosiery, knitted or crocheted',
  '14.10.23': 'T-shirts, singlets and other vests, knitted or crocheted',
  '14.10.41': "Women's or girls' blouses, shirts and shirt-blouses, knitted or crocheted",
  '14.10.43': "Women's or girls' suits, ensembles, jackets, blazers, dresses, skirts, trousers, knitted or crocheted",
  '14.10.51': 'Jerseys, pullovers, cardigans, waistcoats and similar articles, knitted or crocheted',
  '14.10.52': "Babies' garments, knitted or crocheted",
  '14.21.15': "Men's or boys' shirts and T-shirts, of textile fabric, other than knitted or crocheted",
  '14.21.24': "Women's or girls' dresses, skirts and divided skirts, of textile fabrics, other than knitted or crocheted",
  '14.21.25':
    "Women's or girls' trousers, bib and brace overalls, breeches and shorts, of textile fabrics, other than knitted or crocheted",
  '14.21.26': "Women's or girls' blouses, shirts, shirt-blouses and T-shirts, of textile fabric, other than knitted or crocheted",
  '14.21.30': 'Outerwear for babies, other than knitted or crocheted',
  '14.22.14': 'Underwear for babies, of textile fabric, other than knitted or crocheted',
  '14.29.12': 'Gloves, mittens and mitts, knitted or crocheted',
  '14.29.13': 'Other made-up clothing accessories and parts of garments or of clothing accessories, knitted or crocheted',
  '14.29.14': 'Handkerchiefs, shawls, scarves, veils, ties, cravats, gloves and other made-up clothing accessories, of textile fabric',
  '14.29.32': 'Hats and other headgear, of felt, or plaited, or knitted or crocheted, or made up from lace or other textile fabric',
  '13.92.11': 'Blankets and travelling rugs, except electric blankets',
  '13.92.29': 'Other made-up textile articles n.e.c.',
  '15.12.12': 'Luggage, handbags and the like, of leather, composition of leather, plastic sheeting, textile materials',
  '15.20.14': 'Footwear with uppers of textile materials, other than sports footwear',
  '32.99.59': 'Other miscellaneous articles n.e.c.',
} as const satisfies Record<string, string>;

export type ClothingKpd = keyof typeof CLOTHING_KPD;
