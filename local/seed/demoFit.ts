import type { AgeGroup } from '@shop/shared/ages';
import type { Measure, SizeMeasurements } from '@shop/shared/garmentMeasures';

/**
 * The demo catalog's fit and fabric (docs/decisions/079), in both languages: what each model is
 * made of and how to care for it (by its washing instructions, else its texture), how its shape
 * fits, the size a model of its age wears, and measurements graded from size to size, in whole or
 * half centimetres. Accessories (hats, socks, bags, blankets…) get their fabric and care only.
 */

type Pair = { en: string; hr: string };

/** By the demo's washing instructions' keys (demoCatalog.ts's WASH). */
export const FABRIC_BY_WASH: Readonly<Record<string, { composition: Pair; care: Pair }>> = {
  linen: {
    composition: { en: '100% linen', hr: '100% lan' },
    care: { en: 'Wash at 30 °C, line dry', hr: 'Prati na 30 °C, sušiti na zraku' },
  },
  hemp: {
    composition: { en: '100% hemp', hr: '100% konoplja' },
    care: { en: 'Wash at 40 °C, line dry', hr: 'Prati na 40 °C, sušiti na zraku' },
  },
  cotton: {
    composition: { en: '100% organic cotton', hr: '100% organski pamuk' },
    care: { en: 'Wash at 40 °C inside out, line dry', hr: 'Prati na 40 °C naopako, sušiti na zraku' },
  },
  cord: {
    composition: { en: '100% cotton corduroy', hr: '100% pamučni samt' },
    care: { en: 'Wash at 30 °C inside out, no tumble dryer', hr: 'Prati na 30 °C naopako, ne sušiti u sušilici' },
  },
  merino: {
    composition: { en: '100% merino wool', hr: '100% merino vuna' },
    care: { en: 'Hand wash cold, dry flat', hr: 'Ručno prati hladnom vodom, sušiti položeno' },
  },
  alpaca: {
    composition: { en: '70% alpaca, 30% merino wool', hr: '70% alpaka, 30% merino vuna' },
    care: { en: 'Hand wash cold, dry flat', hr: 'Ručno prati hladnom vodom, sušiti položeno' },
  },
  boiledWool: {
    composition: { en: '100% boiled wool', hr: '100% kuhana vuna' },
    care: { en: 'Dry clean or hand wash cold, dry flat', hr: 'Kemijsko čišćenje ili ručno pranje hladnom vodom, sušiti položeno' },
  },
  woolSocks: {
    composition: { en: '80% wool, 18% polyamide, 2% elastane', hr: '80% vuna, 18% poliamid, 2% elastan' },
    care: { en: 'Wool cycle at 30 °C, dry flat', hr: 'Program za vunu na 30 °C, sušiti položeno' },
  },
  silk: {
    composition: { en: '100% silk', hr: '100% svila' },
    care: { en: 'Hand wash cold, dry flat', hr: 'Ručno prati hladnom vodom, sušiti položeno' },
  },
  canvas: {
    composition: { en: '100% waxed cotton canvas', hr: '100% voštano pamučno platno' },
    care: { en: 'Wipe clean, rewax once a year', hr: 'Obrisati vlažnom krpom, jednom godišnje ponovno navoštiti' },
  },
  felt: {
    composition: { en: '100% wool felt', hr: '100% vuneni filc' },
    care: { en: 'Spot clean, dry flat', hr: 'Čistiti mjestimično, sušiti položeno' },
  },
  lavender: {
    composition: { en: 'Linen pouch, dried lavender', hr: 'Lanena vrećica, sušena lavanda' },
    care: { en: 'Do not wash; refill each summer', hr: 'Ne prati; napuniti svako ljeto' },
  },
  babyCotton: {
    composition: { en: '100% organic cotton', hr: '100% organski pamuk' },
    care: { en: 'Wash at 40 °C, no fabric softener', hr: 'Prati na 40 °C, bez omekšivača' },
  },
  muslin: {
    composition: { en: '100% organic cotton muslin', hr: '100% organski pamučni muslin' },
    care: { en: 'Wash at 40 °C, line dry', hr: 'Prati na 40 °C, sušiti na zraku' },
  },
  babyKnit: {
    composition: { en: '100% merino wool', hr: '100% merino vuna' },
    care: { en: 'Hand wash at 30 °C, dry flat', hr: 'Ručno prati na 30 °C, sušiti položeno' },
  },
};

/** For a model whose washing instructions are its own: by its texture. */
const WASH_OF_TEXTURE: Readonly<Record<string, string>> = {
  linen: 'linen',
  knit: 'merino',
  cotton: 'cotton',
  cord: 'cord',
  felt: 'felt',
  canvas: 'canvas',
  silk: 'silk',
};

/** A shape's fit note, and its measures: the smallest adult size's centimetres and what each size up adds. */
interface ShapeFit {
  note: Pair;
  measures: Partial<Record<Measure, readonly [number, number]>>;
}

const TRUE_TO_SIZE: Pair = { en: 'True to size, with room to grow', hr: 'Odgovara veličini, s prostorom za rast' };
const RELAXED: Pair = { en: 'Relaxed fit: take your usual size', hr: 'Opušteni kroj: uzmite svoju uobičajenu veličinu' };

const SHAPES: Readonly<Record<string, ShapeFit>> = {
  dress: { note: RELAXED, measures: { chestWidth: [46, 3], length: [108, 1.5] } },
  shirt: {
    note: {
      en: 'Boxy fit with a dropped shoulder: take your usual size',
      hr: 'Ravan kroj sa spuštenim ramenom: uzmite svoju uobičajenu veličinu',
    },
    measures: { chestWidth: [52, 3], length: [70, 1.5], sleeve: [56, 1] },
  },
  tee: {
    note: { en: 'Boxy fit: take your usual size', hr: 'Ravan kroj: uzmite svoju uobičajenu veličinu' },
    measures: { chestWidth: [50, 3], length: [66, 1.5], sleeve: [20, 0.5] },
  },
  blouse: { note: RELAXED, measures: { chestWidth: [48, 3], length: [62, 1.5], sleeve: [55, 1] } },
  cardigan: {
    note: { en: 'Roomy fit: size down for a closer one', hr: 'Prostran kroj: za uži odaberite manju veličinu' },
    measures: { chestWidth: [54, 4], length: [68, 2], sleeve: [57, 1] },
  },
  jumper: {
    note: { en: 'Roomy fit: size down for a closer one', hr: 'Prostran kroj: za uži odaberite manju veličinu' },
    measures: { chestWidth: [53, 4], length: [64, 2], sleeve: [56, 1] },
  },
  vest: { note: RELAXED, measures: { chestWidth: [48, 3], length: [58, 1.5] } },
  trousers: {
    note: { en: 'High waist, wide leg: take your usual size', hr: 'Visok struk, široke nogavice: uzmite svoju uobičajenu veličinu' },
    measures: { waistWidth: [33, 3], hipWidth: [50, 3], length: [102, 1], inseam: [76, 0.5] },
  },
  shorts: { note: RELAXED, measures: { waistWidth: [33, 3], hipWidth: [50, 3], length: [45, 1], inseam: [18, 0.5] } },
  skirt: { note: RELAXED, measures: { waistWidth: [33, 3], hipWidth: [52, 3], length: [80, 1] } },
  dungarees: { note: TRUE_TO_SIZE, measures: { chestWidth: [44, 3], length: [120, 3], inseam: [62, 2] } },
  bodysuit: { note: TRUE_TO_SIZE, measures: { chestWidth: [44, 3], length: [70, 3] } },
  sleepsuit: { note: TRUE_TO_SIZE, measures: { chestWidth: [44, 3], length: [110, 6], sleeve: [50, 2] } },
  romper: { note: TRUE_TO_SIZE, measures: { chestWidth: [44, 3], length: [80, 4] } },
};

/** How a range's garments scale from the adults' (children's sizes step up further for their size). */
const SCALE: Readonly<Record<AgeGroup, { size: number; step: number }>> = {
  ADULT: { size: 1, step: 1 },
  KID: { size: 0.68, step: 1.3 },
  CHILD: { size: 0.5, step: 1.4 },
  NB: { size: 0.34, step: 1.2 },
};

/** A model's height, by range; a size named by height in cm (62, 86/92) is worn by a child a little shorter than its top. */
const MODEL_HEIGHT: Readonly<Record<AgeGroup, number>> = { ADULT: 172, KID: 140, CHILD: 92, NB: 60 };
const heightFor = (age: AgeGroup, size: string) => {
  const topCm = Number(/(\d+)$/.exec(size)?.[1] ?? 0);
  return age !== 'ADULT' && topCm >= 44 ? topCm - 2 : MODEL_HEIGHT[age];
};

const halfCm = (cm: number) => Math.round(cm * 2) / 2;

export interface DemoFit {
  composition: string;
  care: string;
  fitNote?: string;
  model?: { heightCm: number; sizeWorn: string };
  measurements?: Record<string, SizeMeasurements>;
  hr: { composition: string; care: string; fitNote?: string };
}

/** The fit and fabric of a demo model, its sizes in the shop's order. */
export function demoFit(
  model: { age: AgeGroup; shape: string; texture: string; sizes: readonly string[] },
  washKey: string | undefined,
): DemoFit {
  const fabric = FABRIC_BY_WASH[washKey ?? ''] ?? FABRIC_BY_WASH[WASH_OF_TEXTURE[model.texture] ?? 'cotton'];
  if (!fabric) throw new Error(`No fabric for ${model.texture}`);
  const shape = SHAPES[model.shape];
  const fit: DemoFit = {
    composition: fabric.composition.en,
    care: fabric.care.en,
    hr: { composition: fabric.composition.hr, care: fabric.care.hr },
  };
  if (!shape) return fit;
  const scale = SCALE[model.age];
  const measurements = Object.fromEntries(
    model.sizes.map((size, i) => [
      size,
      Object.fromEntries(
        Object.entries(shape.measures).map(([measure, [base, step]]) => [measure, halfCm(base * scale.size + i * step * scale.step)]),
      ),
    ]),
  );
  const sizeWorn =
    model.age === 'ADULT' && model.sizes.includes('S') ? 'S' : (model.sizes[Math.floor((model.sizes.length - 1) / 2)] as string);
  return {
    ...fit,
    fitNote: shape.note.en,
    model: { heightCm: heightFor(model.age, sizeWorn), sizeWorn },
    measurements,
    hr: { ...fit.hr, fitNote: shape.note.hr },
  };
}
