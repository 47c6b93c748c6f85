import * as z from 'zod/mini';
import { MEASURES, type Measure, type SizeMeasurements as Measurements } from '../garmentMeasures.ts';

/**
 * How a garment fits and what it is made of (docs/decisions/079-fit-and-fabric.md): its
 * composition, care, a note on the fit, the model's height and the size they wear, and the
 * garment's own measurements per size. One set of rules, kept by the catalog import
 * (lambdas/catalog/catalogInput.ts), the command line's CSV and the back office's products
 * desk (adminProducts.ts) alike. Measurements are centimetres in whole or half steps, taken
 * with the garment laid flat (widths are across the front, seam to seam).
 */

export { MEASURES, type Measure };
export type SizeMeasurements = Measurements;

/** A measurement's bounds, in centimetres: a newborn's sleeve to a long coat's length. */
export const MEASURE_MIN_CM = 3;
export const MEASURE_MAX_CM = 200;
/** A model's height's bounds, in centimetres: a baby to a tall adult. */
export const MODEL_MIN_CM = 40;
export const MODEL_MAX_CM = 220;
/** The longest text of each field, in either language. */
export const FIT_TEXT_MAX = { composition: 200, care: 300, fitNote: 300 } as const;

/** The refusals, each the same wherever a product is written: staff's, so English only (decision 048). */
export const FIT_MESSAGES = {
  measurementNumber: 'A measurement is a number of centimetres.',
  measurementStep: 'A measurement is in whole or half centimetres, like 52 or 52.5.',
  measurementRange: `A measurement is ${MEASURE_MIN_CM} to ${MEASURE_MAX_CM} cm.`,
  unknownMeasure: `The measures are ${MEASURES.join(', ')}.`,
  emptySize: 'Give at least one measurement of each size listed, or leave the size out.',
  measuredSize: 'Measurements name a size the product does not offer.',
  modelHeight: `The model's height is a whole number of centimetres, ${MODEL_MIN_CM} to ${MODEL_MAX_CM}.`,
  modelSize: 'The model wears a size the product does not offer.',
  modelSizeRequired: 'Say which size the model wears.',
  notText: 'This field is text.',
  modelShape: 'The model is their height in cm and the size they wear.',
  measurementsShape: 'Measurements are given size by size.',
} as const;

const M = FIT_MESSAGES;

const Centimetres = z.number(M.measurementNumber).check(
  z.minimum(MEASURE_MIN_CM, M.measurementRange),
  z.maximum(MEASURE_MAX_CM, M.measurementRange),
  z.refine((cm) => Number.isInteger(cm * 2), M.measurementStep),
);

export const SizeMeasurements = z
  .strictObject(
    Object.fromEntries(MEASURES.map((measure) => [measure, z.optional(Centimetres)])) as Record<
      Measure,
      z.ZodMiniOptional<typeof Centimetres>
    >,
    M.unknownMeasure,
  )
  .check(z.refine((measured) => Object.values(measured).some((cm) => cm !== undefined), M.emptySize));

const fitText = (max: number) => z.optional(z.string(M.notText).check(z.trim(), z.maxLength(max, `At most ${max} characters.`)));

export const ModelFit = z.object(
  {
    heightCm: z.int(M.modelHeight).check(z.minimum(MODEL_MIN_CM, M.modelHeight), z.maximum(MODEL_MAX_CM, M.modelHeight)),
    sizeWorn: z.string(M.modelSizeRequired).check(z.trim(), z.minLength(1, M.modelSizeRequired), z.maxLength(20, M.modelSize)),
  },
  M.modelShape,
);

/** The fields a product's schema spreads in beside its own (an empty text is as good as none). */
export const FIT_FIELDS = {
  composition: fitText(FIT_TEXT_MAX.composition),
  care: fitText(FIT_TEXT_MAX.care),
  fitNote: fitText(FIT_TEXT_MAX.fitNote),
  model: z.optional(ModelFit),
  /** By size label: only the product's sizes, each with at least one measure. */
  measurements: z.optional(z.record(z.string().check(z.minLength(1), z.maxLength(20)), SizeMeasurements, M.measurementsShape)),
};

/** The Croatian of the text fields, beside a product's other Croatian fields in its `hr` map. */
export const FIT_FIELDS_HR = {
  composition: fitText(FIT_TEXT_MAX.composition),
  care: fitText(FIT_TEXT_MAX.care),
  fitNote: fitText(FIT_TEXT_MAX.fitNote),
};

/** What a shopper reads of a product's fit, in their language; each part only where the product has it. */
export interface ProductFit {
  composition?: string;
  care?: string;
  fitNote?: string;
  model?: { heightCm: number; sizeWorn: string };
  measurements?: Record<string, Measurements>;
}

interface Sized {
  sizes: readonly string[];
  model?: { sizeWorn: string } | undefined;
  measurements?: Record<string, unknown> | undefined;
}

/** The rule that needs the whole product: sizes measured and the model's size are sizes it offers. */
export const sizesFit = z.superRefine<Sized>((product, ctx) => {
  for (const size of Object.keys(product.measurements ?? {})) {
    if (!product.sizes.includes(size)) {
      ctx.addIssue({ code: 'custom', message: M.measuredSize, path: ['measurements', size], input: size });
    }
  }
  if (product.model && !product.sizes.includes(product.model.sizeWorn)) {
    ctx.addIssue({ code: 'custom', message: M.modelSize, path: ['model', 'sizeWorn'], input: product.model.sizeWorn });
  }
});
