/**
 * Draws the demo images as small SVG illustrations, deterministically, with no external assets:
 * per product a front view, a fabric close-up and (for the first colour of a model) a flat lay;
 * per collection a wide banner; per blog post a main image and two gallery images.
 *
 *   npx tsx local/seed/generateImages.ts
 *
 * writes them into `local/seed/images/` (products/, collections/, blog/), replacing what is there.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type BlogArt, type BlogMotif, DEMO_BLOG_ART, demoBlogPosts } from './demoBlog.ts';
import {
  type CollectionArt,
  DEMO_COLLECTION_ART,
  DEMO_PRODUCT_ART,
  type GarmentShape,
  hashString,
  mulberry32,
  type ProductArt,
  randomInt,
  type Texture,
  demoCatalog,
} from './demoCatalog.ts';

export const IMAGES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'images');

const SERIF = 'Georgia,serif';
const PAPER = '#f6f1e9';

// ---------------------------------------------------------------------------------------------
// Small helpers.

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** a mixed towards b by t (0 = a, 1 = b). */
function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`;
}

const darken = (hex: string, t: number) => mix(hex, '#1c1a17', t);
const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);

function isLight(hex: string): boolean {
  const [r, g, b] = rgb(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b > 150;
}

function svg(width: number, height: number, viewW: number, viewH: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewW} ${viewH}" role="img" aria-labelledby="t"><title id="t">${escapeXml(title)}</title>${body}</svg>\n`;
}

const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

// ---------------------------------------------------------------------------------------------
// Garments, drawn in a 400×500 box.

interface Shape {
  /** The outline, filled with the fabric. */
  d: string;
  /** Seams, hems and folds, stroked. */
  detail?: string;
  /** Handles and straps, stroked thick in the fabric colour behind the body. */
  strap?: string;
  /** Buttons or snaps, as [x, y] pairs. */
  buttons?: number[][];
  /** Transforms of each copy (a pair of socks is one sock drawn twice). */
  copies?: string[];
  evenOdd?: boolean;
}

export const SHAPES: Record<GarmentShape, Shape> = {
  dress: {
    d: 'M165 62Q200 90 235 62L288 86L312 150L278 162L262 128Q254 200 266 232L322 440Q200 464 78 440L134 232Q146 200 138 128L122 162L88 150L112 86Z',
    detail: 'M136 232Q200 246 264 232M172 252L152 432M228 252L248 432',
  },
  shirt: {
    d: 'M168 60L200 78L232 60L290 82L338 300L304 312L268 170L270 440L130 440L132 170L96 312L62 300L110 82Z',
    detail: 'M200 78V440M168 60L184 102L200 78L216 102L232 60M66 282L100 294M334 282L300 294',
    buttons: [
      [208, 130],
      [208, 190],
      [208, 250],
      [208, 310],
      [208, 370],
    ],
  },
  tee: {
    d: 'M165 68Q200 94 235 68L300 90L336 168L292 186L272 150L272 430L128 430L128 150L108 186L64 168L100 90Z',
    detail: 'M170 72Q200 100 230 72M128 410H272',
  },
  blouse: {
    d: 'M160 72Q200 100 240 72L300 92Q350 130 332 180L290 180L276 160L284 430L116 430L124 160L110 180L68 180Q50 130 100 92Z',
    detail: 'M168 82Q200 114 232 82M180 96l-4 22M200 104v22M220 96l4 22M74 166H124M326 166H276',
  },
  cardigan: {
    d: 'M160 60L200 176L240 60L296 84L338 330L300 340L272 180L274 440L126 440L128 180L100 340L62 330L104 84Z',
    detail: 'M200 176V440M126 414H274M64 312L102 322M336 312L298 322',
    buttons: [
      [212, 210],
      [212, 260],
      [212, 310],
      [212, 360],
    ],
  },
  jumper: {
    d: 'M165 64Q200 88 235 64L296 86L336 330L298 340L272 180L274 440L126 440L128 180L102 340L64 330L104 86Z',
    detail: 'M168 68Q200 102 232 68M128 414H272M66 312L104 322M334 312L296 322',
  },
  vest: {
    d: 'M148 68L200 184L252 68L270 72Q274 140 300 168L296 430L104 430L100 168Q126 140 130 72Z',
    detail: 'M104 406H296M158 70L200 164L242 70',
  },
  trousers: {
    d: 'M122 60H278L312 450H218L200 180L182 450H88Z',
    detail: 'M122 86H278M200 86V180M134 92Q160 110 150 150M266 92Q240 110 250 150',
  },
  shorts: {
    d: 'M110 130H290L314 340H214L200 230L186 340H86Z',
    detail: 'M110 156H290M124 162Q150 180 140 210M276 162Q250 180 260 210',
  },
  skirt: {
    d: 'M140 80H260L328 430Q200 452 72 430Z',
    detail: 'M140 104H260M196 104L192 440',
    buttons: [
      [204, 140],
      [203, 200],
      [202, 260],
      [201, 320],
      [200, 380],
    ],
  },
  dungarees: {
    d: 'M146 60H164V116H236V60H254V190L300 450H216L200 280L184 450H100L146 190Z',
    detail: 'M146 190H254M176 134H224V170H176Z',
    buttons: [
      [155, 76],
      [245, 76],
    ],
  },
  socks: {
    d: 'M140 60h70v230q0 36 28 54l52 30q30 20 12 46q-16 22-50 8l-94-48q-18-10-18-36z',
    detail: 'M140 96h70M140 104h70M210 300q-26 24 0 52',
    copies: ['translate(-50 -14)', 'translate(34 22)'],
  },
  bodysuit: {
    d: 'M160 70Q200 96 240 70L300 96L326 170L286 184L270 160L272 330Q256 380 224 400H176Q144 380 128 330L130 160L114 184L74 170L100 96Z',
    detail: 'M160 70L178 100M240 70L222 100',
    buttons: [
      [186, 390],
      [200, 390],
      [214, 390],
    ],
  },
  sleepsuit: {
    d: 'M160 58Q200 84 240 58L296 82L330 258L294 266L272 160L274 300L270 440Q266 460 240 458H214L206 310H194L186 458H160Q134 460 130 440L126 300L128 160L106 266L70 258L104 82Z',
    detail: 'M200 72V310M131 424H186M214 424H269',
  },
  romper: {
    d: 'M150 70Q200 100 250 70L270 74Q276 140 298 162L302 350L322 420H220L200 380L180 420H78L98 350L102 162Q124 140 130 74Z',
    detail: 'M100 330H300M84 404H182M218 404H316',
    buttons: [
      [140, 86],
      [260, 86],
    ],
  },
  blanket: {
    d: 'M70 124L300 80L342 378L112 422Z',
    detail: 'M90 138L288 100L324 366L126 404Z',
  },
  hat: {
    d: `M112 300Q110 156 200 140Q290 156 288 300ZM100 294H300V356Q200 370 100 356Z${circle(200, 112, 40)}`,
    detail: 'M130 306v44M165 306v48M200 306v50M235 306v48M270 306v44',
  },
  booties: {
    d: 'M130 200h80v120q70 0 86 40q8 40-36 40h-130q-20 0-20-20z',
    detail: 'M130 226h80M130 392h156',
    copies: ['translate(-44 -46)', 'translate(30 28)'],
  },
  mittens: {
    d: 'M150 130q0-70 60-70t60 70v150h-120zM150 176q-46-4-46 36t46 36zM144 278h132v52h-132z',
    detail: 'M166 284v40M188 284v40M210 284v40M232 284v40M254 284v40',
    copies: ['translate(-58 40)', 'translate(52 86)'],
  },
  bag: {
    d: 'M110 170H290L304 450H96Z',
    strap: 'M150 176Q150 64 200 64Q250 64 250 176',
    detail: 'M108 198H292',
  },
  backpack: {
    d: 'M120 136Q120 92 200 92Q280 92 280 136V432Q280 452 260 452H140Q120 452 120 432Z',
    strap: 'M184 94Q200 50 216 94',
    detail: 'M120 210Q200 244 280 210M160 300H240V380H160ZM200 232v22',
  },
  sachet: {
    d: 'M140 210H260L272 420Q200 438 128 420ZM150 210L124 150H276L250 210Z',
    detail: 'M144 212Q200 228 256 212M200 220q-30 30-44 56M200 220q30 30 44 56',
  },
  scrunchie: {
    d: 'M200 120a130 130 0 1 0 .1 0ZM200 200a50 50 0 1 0 .1 0Z',
    detail: 'M200 124v72M200 304v72M74 250h72M254 250h72M111 161l51 51M289 161l-51 51M111 339l51-51M289 339l-51-51',
    evenOdd: true,
  },
  hairclip: {
    d: [
      [200, 186],
      [242, 216],
      [226, 266],
      [174, 266],
      [158, 216],
    ]
      .map(([x, y]) => circle(x as number, y as number, 36))
      .join(''),
    detail: circle(200, 230, 14),
    strap: 'M140 320H260',
    copies: ['translate(-70 -40)', 'translate(70 70)'],
  },
};

const TEXTURES: Record<Texture, { w: number; h: number; body: string }> = {
  linen: { w: 8, h: 8, body: '<path d="M0 2h8M0 6h5M2 0v8M6 0v3" stroke="#fff" stroke-opacity=".22"/>' },
  knit: { w: 12, h: 10, body: '<path d="M0 1l6 8 6-8" fill="none" stroke="#000" stroke-opacity=".15" stroke-width="1.5"/>' },
  cotton: { w: 6, h: 6, body: '<circle cx="3" cy="3" r="1" fill="#fff" fill-opacity=".3"/>' },
  cord: { w: 6, h: 6, body: '<path d="M3 0v6" stroke="#000" stroke-opacity=".14" stroke-width="2.4"/>' },
  felt: {
    w: 14,
    h: 14,
    body: '<path d="M2 3h1M9 6h1M5 11h1M12 12h1" stroke="#fff" stroke-opacity=".35" stroke-width="1.6" stroke-linecap="round"/>',
  },
  canvas: { w: 6, h: 6, body: '<path d="M0 0l6 6M6 0L0 6" stroke="#000" stroke-opacity=".1"/>' },
  silk: { w: 20, h: 20, body: '<path d="M0 20L20 0" stroke="#fff" stroke-opacity=".25" stroke-width="3"/>' },
};

function texturePattern(texture: Texture, color: string, scale = 1): string {
  const t = TEXTURES[texture];
  const transform = scale === 1 ? '' : ` patternTransform="scale(${scale})"`;
  return `<pattern id="p" width="${t.w}" height="${t.h}" patternUnits="userSpaceOnUse"${transform}><rect width="${t.w}" height="${t.h}" fill="${color}"/>${t.body}</pattern>`;
}

/** The garment, drawn with the fabric pattern `#p`; `transform` places the whole garment. */
function garment(shape: Shape, color: string, transform = ''): { defs: string; body: string } {
  const dark = darken(color, 0.35);
  const defs = `<path id="g" d="${shape.d}"${shape.evenOdd ? ' fill-rule="evenodd"' : ''}/>`;
  const parts: string[] = [];
  for (const copy of shape.copies ?? ['']) {
    const tr = copy ? ` transform="${copy}"` : '';
    let item = '';
    if (shape.strap)
      item += `<path d="${shape.strap}" fill="none" stroke="${dark}" stroke-width="16" stroke-linecap="round"/><path d="${shape.strap}" fill="none" stroke="${color}" stroke-width="10" stroke-linecap="round"/>`;
    item += `<use href="#g" fill="url(#p)" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/>`;
    if (shape.detail)
      item += `<path d="${shape.detail}" fill="none" stroke="${dark}" stroke-width="2.5" stroke-linecap="round" opacity=".6"/>`;
    if (shape.buttons) item += `<g fill="${dark}">${shape.buttons.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4.5"/>`).join('')}</g>`;
    parts.push(tr ? `<g${tr}>${item}</g>` : item);
  }
  const body = parts.join('');
  return { defs, body: transform ? `<g transform="${transform}">${body}</g>` : body };
}

// ---------------------------------------------------------------------------------------------
// Product images.

/** The product image `n` (1 front, 2 fabric close-up, 3 flat lay). */
export function renderProductImage(id: string, art: ProductArt, n: number): string {
  const shape = SHAPES[art.shape];
  const bg = isLight(art.color) ? mix(darken(art.color, 0.3), PAPER, 0.55) : mix(art.color, PAPER, 0.84);
  const rng = mulberry32(hashString(`${id}/${n}`));
  const label = `${art.name} in ${art.colorName}`;
  if (n === 2) {
    const reverse = lighten(art.color, 0.22);
    const ink = darken(art.color, 0.55);
    const body =
      `<defs>${texturePattern(art.texture, art.color, 3)}</defs>` +
      '<rect width="400" height="500" fill="url(#p)"/>' +
      `<path d="M270 500L400 370V500Z" fill="#000" opacity=".12"/><path d="M282 500L400 382V500Z" fill="${reverse}"/>` +
      `<rect x="80" y="180" width="240" height="124" rx="5" fill="${PAPER}" stroke="${ink}" stroke-width="2.5" stroke-dasharray="7 6"/>` +
      `<text x="200" y="234" text-anchor="middle" font-family="${SERIF}" font-size="34" letter-spacing="6" fill="${ink}">TKANICA</text>` +
      `<text x="200" y="274" text-anchor="middle" font-family="${SERIF}" font-size="20" fill="${ink}">${escapeXml(art.colorName)}</text>`;
    return svg(800, 1000, 400, 500, `${label}: fabric close-up`, body);
  }
  if (n === 3) {
    const g = garment(shape, art.color, `rotate(${randomInt(rng, -9, -4)} 200 250) translate(40 40) scale(.8)`);
    const table = isLight(art.color) ? mix(darken(art.color, 0.35), '#e6dccb', 0.5) : mix(art.color, '#e6dccb', 0.7);
    const ink = darken(table, 0.6);
    const body =
      `<defs>${texturePattern(art.texture, art.color)}${g.defs}</defs>` +
      `<rect width="400" height="500" fill="${table}"/>` +
      g.body +
      `<path d="M316 96L346 60" stroke="${ink}" stroke-width="1.5"/><g transform="rotate(14 330 110)"><rect x="300" y="96" width="74" height="40" rx="3" fill="${PAPER}"/>` +
      `<text x="337" y="121" text-anchor="middle" font-family="${SERIF}" font-size="10" fill="${ink}">Made in Croatia</text></g>`;
    return svg(800, 1000, 400, 500, `${label}, laid flat`, body);
  }
  const g = garment(shape, art.color);
  const glow = mix(bg, '#ffffff', 0.45);
  const body =
    `<defs>${texturePattern(art.texture, art.color)}${g.defs}</defs>` +
    `<rect width="400" height="500" fill="${bg}"/>` +
    `<circle cx="${randomInt(rng, 80, 320)}" cy="${randomInt(rng, 90, 220)}" r="${randomInt(rng, 120, 170)}" fill="${glow}" opacity=".6"/>` +
    '<ellipse cx="200" cy="468" rx="130" ry="9" fill="#000" opacity=".07"/>' +
    g.body;
  return svg(800, 1000, 400, 500, label, body);
}

// ---------------------------------------------------------------------------------------------
// Collection banners: a woven band (a "tkanica") behind the collection's name.

function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const AGE_LABEL = { ADULT: 'Women & Men', KID: 'Kids 5–14', CHILD: 'Toddlers 1–4', NB: 'Newborn' } as const;

/** A collection banner, 1600×900: the woven band, the name on a paper panel, two of its garments. */
export function renderCollectionImage(id: string, art: CollectionArt, features: ProductArt[] = []): string {
  const colors = art.colors.length > 0 ? art.colors : ['#d9c9a8'];
  const bg = mix(colors[0] as string, PAPER, 0.62);
  const rng = mulberry32(hashString(id));
  const stripes: string[] = [];
  for (let i = 0; i < 10; i++) {
    const c = colors[(i + randomInt(rng, 0, 1)) % colors.length] as string;
    stripes.push(`<rect y="${260 + i * 40}" width="2200" height="40" fill="${c}"/>`);
  }
  const ink = '#2b2926';
  const lines = wrapWords(art.name, 14);
  const top = 470 - ((lines.length - 1) * 92) / 2 + 20;
  const text = lines
    .map((l, i) => `<text x="170" y="${top + i * 92}" font-family="${SERIF}" font-size="80" fill="${ink}">${escapeXml(l)}</text>`)
    .join('');
  const garments = features
    .slice(0, 2)
    .map((f, i) => {
      const shape = SHAPES[f.shape];
      const tr = i === 0 ? 'translate(1000 150) scale(1.2)' : 'translate(1210 250) scale(1.05)';
      const dark = darken(f.color, 0.35);
      const detail = shape.detail ? `<path d="${shape.detail}" fill="none" stroke="${dark}" stroke-width="2.5" opacity=".6"/>` : '';
      return `<g transform="${tr}"><path d="${shape.d}" fill="${f.color}" stroke="${dark}" stroke-width="3"${shape.evenOdd ? ' fill-rule="evenodd"' : ''}/>${detail}</g>`;
    })
    .join('');
  const body =
    '<defs><pattern id="w" width="16" height="16" patternUnits="userSpaceOnUse"><path d="M0 4h8M8 12h8" stroke="#fff" stroke-opacity=".3" stroke-width="4"/><path d="M4 0v8M12 8v8" stroke="#000" stroke-opacity=".12" stroke-width="4"/></pattern></defs>' +
    `<rect width="1600" height="900" fill="${bg}"/>` +
    `<g transform="rotate(${randomInt(rng, -14, -7)} 800 450) translate(-300 0)">${stripes.join('')}<rect y="260" width="2200" height="400" fill="url(#w)"/></g>` +
    garments +
    `<rect x="110" y="${top - 150}" width="820" height="${lines.length * 92 + 190}" rx="6" fill="${PAPER}" opacity=".95"/>` +
    `<text x="172" y="${top - 96}" font-family="${SERIF}" font-size="26" letter-spacing="6" fill="${ink}">${escapeXml(`TKANICA · ${AGE_LABEL[art.age].toUpperCase()}`)}</text>` +
    text +
    `<path d="M172 ${top + (lines.length - 1) * 92 + 50}h160" stroke="${colors[1] ?? ink}" stroke-width="6"/>`;
  return svg(1600, 900, 1600, 900, `${art.name} collection`, body);
}

// ---------------------------------------------------------------------------------------------
// Blog illustrations, 1200×800.

type Palette = BlogArt['palette'];

function motif(kind: BlogMotif, [bg, a, b, c]: Palette, rng: () => number): { defs: string; body: string } {
  const dark = darken(a, 0.5);
  switch (kind) {
    case 'hills': {
      const sx = randomInt(rng, 250, 950);
      return {
        defs: '',
        body:
          `<rect width="1200" height="800" fill="${mix(bg, '#dfe9ee', 0.5)}"/>` +
          `<circle cx="${sx}" cy="${randomInt(rng, 170, 260)}" r="90" fill="${c}" opacity=".85"/>` +
          `<path d="M0 470Q260 330 560 440T1200 400V800H0Z" fill="${mix(a, bg, 0.55)}"/>` +
          `<path d="M0 560Q320 450 640 540T1200 520V800H0Z" fill="${mix(a, bg, 0.25)}"/>` +
          `<path d="M0 660Q380 560 760 650T1200 640V800H0Z" fill="${a}"/>` +
          `<g fill="${mix(b, '#ffffff', 0.3)}"><rect x="830" y="418" width="60" height="52"/><rect x="872" y="376" width="22" height="94"/></g>` +
          `<path d="M822 420L860 392 898 420ZM868 378L883 340 898 378Z" fill="${darken(c, 0.3)}"/>`,
      };
    }
    case 'weave':
      return {
        defs: `<pattern id="w" width="160" height="160" patternUnits="userSpaceOnUse"><rect width="160" height="160" fill="${bg}"/><rect x="10" width="60" height="160" fill="${a}"/><rect x="90" width="60" height="160" fill="${c}"/><rect y="10" width="160" height="60" fill="${b}"/><rect y="90" width="160" height="60" fill="${mix(b, a, 0.4)}"/><rect x="10" y="10" width="60" height="60" fill="${a}"/><rect x="90" y="90" width="60" height="60" fill="${c}"/><path d="M10 40h60M90 120h60" stroke="#fff" stroke-opacity=".25" stroke-width="3"/></pattern>`,
        body: `<rect width="1200" height="800" fill="${bg}"/><g transform="rotate(${randomInt(rng, -12, 12)} 600 400)"><rect x="-300" y="-300" width="1800" height="1400" fill="url(#w)"/></g>`,
      };
    case 'knit': {
      const cx = randomInt(rng, 760, 900);
      return {
        defs: `<pattern id="k" width="60" height="48" patternUnits="userSpaceOnUse"><rect width="60" height="48" fill="${a}"/><path d="M4 6l26 34 26-34" fill="none" stroke="${lighten(a, 0.3)}" stroke-width="10" stroke-linecap="round"/></pattern>`,
        body:
          '<rect width="1200" height="800" fill="url(#k)"/>' +
          `<circle cx="${cx}" cy="440" r="190" fill="${b}"/>` +
          `<path d="M${cx - 170} 380Q${cx} 300 ${cx + 170} 400M${cx - 185} 460Q${cx} 360 ${cx + 186} 470M${cx - 150} 540Q${cx} 420 ${cx + 150} 560M${cx - 60} 260Q${cx + 60} 420 ${cx - 20} 628" fill="none" stroke="${darken(b, 0.25)}" stroke-width="8"/>` +
          `<path d="M${cx - 300} 120L${cx + 60} 520M${cx + 280} 140L${cx - 40} 540" stroke="${c}" stroke-width="14" stroke-linecap="round"/>` +
          `<path d="M${cx + 170} 560Q${cx + 300} 700 1200 650" fill="none" stroke="${b}" stroke-width="8"/>`,
      };
    }
    case 'dye': {
      const pots = [a, b, c]
        .map((col, i) => {
          const x = 170 + i * 320;
          return `<rect x="${x}" y="470" width="220" height="250" rx="18" fill="#5b5249"/><ellipse cx="${x + 110}" cy="470" rx="110" ry="32" fill="${col}"/><path d="M${x + 80} 240v180" stroke="${darken(col, 0.1)}" stroke-width="36" stroke-linecap="round"/>`;
        })
        .join('');
      return {
        defs: '',
        body: `<rect width="1200" height="800" fill="${bg}"/><path d="M120 230H1080" stroke="${dark}" stroke-width="12" stroke-linecap="round"/>${pots}<rect y="720" width="1200" height="80" fill="${mix(a, bg, 0.7)}"/>`,
      };
    }
    case 'store': {
      const wall = mix(a, bg, 0.5);
      return {
        defs: '',
        body:
          `<rect width="1200" height="800" fill="${mix(c, bg, 0.7)}"/>` +
          `<path d="M150 520V150L190 30 230 150V520ZM970 520V150L1010 30 1050 150V520Z" fill="${mix(b, bg, 0.55)}"/>` +
          `<rect x="260" y="200" width="680" height="600" fill="${wall}"/>` +
          `<rect x="300" y="240" width="600" height="70" fill="${b}"/>` +
          `<text x="600" y="288" text-anchor="middle" font-family="${SERIF}" font-size="40" letter-spacing="12" fill="${bg}">TKANICA</text>` +
          `<path d="M320 380h120v-40h-120z" fill="${c}"/>` +
          `<rect x="320" y="380" width="300" height="260" fill="${lighten(b, 0.75)}" stroke="${b}" stroke-width="12"/><path d="M470 380v260M320 510h300" stroke="${b}" stroke-width="8"/>` +
          `<path d="M680 760V480Q750 380 820 480V760Z" fill="${b}"/><circle cx="800" cy="620" r="8" fill="${c}"/>` +
          `<rect y="760" width="1200" height="40" fill="${darken(wall, 0.3)}"/>`,
      };
    }
    case 'needle':
      return {
        defs: '',
        body:
          `<rect width="1200" height="800" fill="${bg}"/>` +
          `<rect x="250" y="250" width="200" height="300" fill="${a}"/><path d="M250 300h200M250 340h200M250 380h200M250 420h200M250 460h200M250 500h200" stroke="${darken(a, 0.2)}" stroke-width="4"/>` +
          `<ellipse cx="350" cy="250" rx="140" ry="40" fill="${mix(c, '#8a6a4a', 0.5)}"/><ellipse cx="350" cy="550" rx="140" ry="40" fill="${mix(c, '#6a4a2a', 0.6)}"/>` +
          `<path d="M450 420Q700 700 820 420T1040 300" fill="none" stroke="${a}" stroke-width="6"/>` +
          `<path d="M1040 300L760 560" stroke="${dark}" stroke-width="10" stroke-linecap="round"/><ellipse cx="1030" cy="309" rx="12" ry="5" transform="rotate(-43 1030 309)" fill="${bg}"/>` +
          `<g fill="${b}">${[
            [760, 200],
            [880, 160],
            [950, 600],
          ]
            .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="36"/>`)
            .join('')}</g>`,
      };
    case 'leaf': {
      const uses = [0, 1, 2, 3]
        .map(
          (i) =>
            `<use href="#s" transform="translate(${240 + i * 240 + randomInt(rng, -40, 40)} 800) rotate(${randomInt(rng, -14, 14)}) scale(${(1.4 + rng() * 0.6).toFixed(2)})"/>`,
        )
        .join('');
      return {
        defs: `<g id="s"><path d="M0 0Q12-150 0-300" fill="none" stroke="${b}" stroke-width="5"/><path d="M0-60q-60-20-70-70 50 0 70 70zM0-120q60-20 70-70-50 0-70 70zM0-180q-50-20-60-60 40 0 60 60zM0-240q50-20 60-60-40 0-60 60z" fill="${b}"/><path d="${circle(0, -310, 14)}${circle(-4, -340, 11)}${circle(3, -366, 8)}" fill="${a}"/></g>`,
        body: `<rect width="1200" height="800" fill="${bg}"/><circle cx="${randomInt(rng, 200, 1000)}" cy="200" r="110" fill="${c}" opacity=".25"/>${uses}`,
      };
    }
    case 'sea': {
      const wave = (y: number) => `M0 ${y}q75-40 150 0t150 0t150 0t150 0t150 0t150 0t150 0t150 0V800H0Z`;
      return {
        defs: '',
        body:
          `<rect width="1200" height="800" fill="${mix(a, '#ffffff', 0.75)}"/>` +
          `<circle cx="${randomInt(rng, 200, 1000)}" cy="220" r="80" fill="${c}"/>` +
          `<path d="M700 470V250L830 470ZM690 480h190l-30 40H720Z" fill="${bg}" stroke="${dark}" stroke-width="4"/>` +
          `<path d="${wave(500)}" fill="${mix(a, '#ffffff', 0.3)}"/><path d="${wave(590)}" fill="${a}"/><path d="${wave(680)}" fill="${darken(a, 0.25)}"/>`,
      };
    }
    case 'sheep': {
      const fleece = lighten(b, 0.6);
      return {
        defs: `<g id="s"><path d="M-60 40v70M40 40v70" stroke="#3b3733" stroke-width="14" stroke-linecap="round"/><path d="${circle(-70, 0, 50)}${circle(-20, -30, 55)}${circle(40, -20, 55)}${circle(70, 20, 45)}${circle(0, 30, 60)}" fill="${fleece}"/><ellipse cx="110" cy="-10" rx="34" ry="26" fill="#3b3733"/></g>`,
        body:
          `<rect width="1200" height="800" fill="${mix(c, '#ffffff', 0.8)}"/>` +
          `<path d="M0 520Q400 400 800 500T1200 470V800H0Z" fill="${mix(bg, '#6b7a3a', 0.5)}"/>` +
          `<use href="#s" transform="translate(${randomInt(rng, 300, 450)} 560)"/><use href="#s" transform="translate(${randomInt(rng, 750, 900)} 640) scale(-1.2 1.2)"/>`,
      };
    }
    case 'rail': {
      const items: [GarmentShape, string][] = [
        ['dress', a],
        ['shirt', b],
        ['cardigan', c],
      ];
      const hangers = items
        .map(([s, col], i) => {
          const x = 160 + i * 300;
          return `<path d="M${x + 170} 130q0-30 20-30M${x + 90} 185L${x + 190} 130 ${x + 290} 185Z" fill="none" stroke="${dark}" stroke-width="6"/><path transform="translate(${x} 160) scale(.95)" d="${SHAPES[s].d}" fill="${col}" stroke="${darken(col, 0.3)}" stroke-width="3"/>`;
        })
        .join('');
      return {
        defs: '',
        body: `<rect width="1200" height="800" fill="${bg}"/><path d="M80 100H1120" stroke="${dark}" stroke-width="10" stroke-linecap="round"/>${hangers}`,
      };
    }
  }
}

/** The blog image `n` (1 main, 2 and 3 gallery). */
export function renderBlogImage(id: string, art: BlogArt, n: number): string {
  const kind = art.motifs[n - 1] as BlogMotif;
  const { defs, body } = motif(kind, art.palette, mulberry32(hashString(`${id}/${n}`)));
  const title = n === 1 ? art.name : `${art.name}: illustration ${n - 1}`;
  return svg(1200, 800, 1200, 800, title, (defs ? `<defs>${defs}</defs>` : '') + body);
}

// ---------------------------------------------------------------------------------------------
// Everything, keyed by the path under the image prefix.

const indexOf = (path: string) => Number(/-(\d+)\.svg$/.exec(path)?.[1]);

export function renderAllImages(): Map<string, string> {
  const files = new Map<string, string>();
  for (const p of demoCatalog.products) {
    const art = DEMO_PRODUCT_ART[p.id];
    if (!art) throw new Error(`No art for product ${p.id}`);
    for (const path of p.images) files.set(path, renderProductImage(p.id, art, indexOf(path)));
  }
  for (const c of demoCatalog.collections) {
    const art = DEMO_COLLECTION_ART[c.id];
    if (!art) throw new Error(`No art for collection ${c.id}`);
    const features: ProductArt[] = [];
    for (const pid of c.productIds) {
      const f = DEMO_PRODUCT_ART[pid];
      if (f && !features.some((x) => x.shape === f.shape)) features.push(f);
    }
    files.set(c.image, renderCollectionImage(c.id, art, features));
  }
  for (const post of demoBlogPosts) {
    const art = DEMO_BLOG_ART[post.id];
    if (!art) throw new Error(`No art for blog post ${post.id}`);
    for (const path of [post.mainImage, ...post.images]) files.set(path, renderBlogImage(post.id, art, indexOf(path)));
  }
  return files;
}

export function writeImages(dir = IMAGES_DIR): number {
  const files = renderAllImages();
  for (const sub of ['products', 'collections', 'blog']) rmSync(join(dir, sub), { recursive: true, force: true });
  for (const [path, content] of files) {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return files.size;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const count = writeImages();
  console.log(`Wrote ${count} SVG images into ${IMAGES_DIR}`);
}
