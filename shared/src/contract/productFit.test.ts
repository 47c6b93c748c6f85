import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProductCreateRequest } from './adminProducts.ts';
import { FIT_MESSAGES, MEASURE_MAX_CM, MEASURE_MIN_CM, MEASURES, MODEL_MAX_CM, MODEL_MIN_CM } from './productFit.ts';

/** A product as the back office sends it, without any fit. */
const product = (sizes: string[]) => ({
  id: 'linen-shirt',
  name: 'Linen Shirt',
  colorName: 'Oat',
  price: 5900,
  age: 'ADULT',
  kpd: '14.21.26',
  categoryIds: ['adult-tops'],
  images: ['products/linen-shirt-1'],
  sizes,
});

const SIZES = ['XS', 'S', 'M', 'L', 'XL', '86', '92', '3/4y'];

/** Half centimetres within the bounds, as a number of cm. */
const centimetres = fc.integer({ min: MEASURE_MIN_CM * 2, max: MEASURE_MAX_CM * 2 }).map((halves) => halves / 2);
const oneSizesMeasures = fc
  .subarray([...MEASURES], { minLength: 1 })
  .chain((measures) => fc.tuple(...measures.map((m) => centimetres.map((cm) => [m, cm] as const))))
  .map((pairs) => Object.fromEntries(pairs));

/** A product's sizes, and a fit that keeps to them. */
const fittingProduct = fc.subarray(SIZES, { minLength: 1 }).chain((sizes) =>
  fc.record(
    {
      sizes: fc.constant(sizes),
      composition: fc.string({ maxLength: 200 }),
      care: fc.string({ maxLength: 300 }),
      fitNote: fc.string({ maxLength: 300 }),
      model: fc.record({ heightCm: fc.integer({ min: MODEL_MIN_CM, max: MODEL_MAX_CM }), sizeWorn: fc.constantFrom(...sizes) }),
      measurements: fc
        .subarray(sizes)
        .chain((measured) => fc.tuple(...measured.map((size) => oneSizesMeasures.map((m) => [size, m] as const))))
        .map((entries) => Object.fromEntries(entries)),
    },
    { requiredKeys: ['sizes'] },
  ),
);

const messagesOf = (input: unknown) => {
  const result = ProductCreateRequest.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('a product’s fit and fabric as the back office and the import check it', () => {
  it('takes any fit that keeps to the product’s sizes and the bounds, and keeps its numbers as they were sent', () => {
    fc.assert(
      fc.property(fittingProduct, (fit) => {
        const parsed = ProductCreateRequest.safeParse({ ...product(fit.sizes), ...fit });
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
        expect(parsed.data?.measurements).toEqual(fit.measurements);
        expect(parsed.data?.model).toEqual(fit.model);
      }),
    );
  });

  it('refuses a measurement that is not whole or half centimetres, or outside 3 to 200 cm, naming its size and measure', () => {
    const wrong = fc.oneof(
      fc.double({ min: MEASURE_MIN_CM, max: MEASURE_MAX_CM, noNaN: true }).filter((cm) => !Number.isInteger(cm * 2)),
      fc.integer({ min: -1000, max: MEASURE_MIN_CM * 2 - 1 }).map((halves) => halves / 2),
      fc.integer({ min: MEASURE_MAX_CM * 2 + 1, max: 100_000 }).map((halves) => halves / 2),
    );
    fc.assert(
      fc.property(fc.constantFrom(...SIZES), fc.constantFrom(...MEASURES), wrong, (size, measure, cm) => {
        const messages = messagesOf({ ...product([size]), measurements: { [size]: { [measure]: cm } } });
        expect(messages.length).toBeGreaterThan(0);
        for (const message of messages) {
          expect(message).toMatch(new RegExp(`^measurements\\.${size.replace('/', '\\/')}\\.${measure}: `));
          expect([FIT_MESSAGES.measurementRange, FIT_MESSAGES.measurementStep]).toContain(message.split(': ')[1]);
        }
      }),
    );
  });

  it('refuses measurements of a size the product does not offer, and a model in such a size', () => {
    fc.assert(
      fc.property(fc.subarray(SIZES, { minLength: 1 }), fc.constantFrom(...SIZES), (sizes, other) => {
        fc.pre(!sizes.includes(other));
        expect(messagesOf({ ...product(sizes), measurements: { [other]: { length: 70 } } })).toEqual([
          `measurements.${other}: ${FIT_MESSAGES.measuredSize}`,
        ]);
        expect(messagesOf({ ...product(sizes), model: { heightCm: 172, sizeWorn: other } })).toEqual([
          `model.sizeWorn: ${FIT_MESSAGES.modelSize}`,
        ]);
      }),
    );
  });

  it('refuses a model shorter than 40 cm or taller than 220 cm, or of a height in fractions', () => {
    const wrong = fc.oneof(
      fc.integer({ min: -500, max: MODEL_MIN_CM - 1 }),
      fc.integer({ min: MODEL_MAX_CM + 1, max: 10_000 }),
      fc.double({ min: MODEL_MIN_CM, max: MODEL_MAX_CM, noNaN: true }).filter((cm) => !Number.isInteger(cm)),
    );
    fc.assert(
      fc.property(wrong, (heightCm) => {
        expect(messagesOf({ ...product(['S']), model: { heightCm, sizeWorn: 'S' } })).toEqual([
          `model.heightCm: ${FIT_MESSAGES.modelHeight}`,
        ]);
      }),
    );
  });

  it('refuses a measure it does not know, a size with no measurement, and text past its length, in either language', () => {
    expect(messagesOf({ ...product(['S']), measurements: { S: { chest: 50 } } })).toContain(
      `measurements.S: ${FIT_MESSAGES.unknownMeasure}`,
    );
    expect(messagesOf({ ...product(['S']), measurements: { S: {} } })).toEqual([`measurements.S: ${FIT_MESSAGES.emptySize}`]);
    expect(messagesOf({ ...product(['S']), composition: 'x'.repeat(201) })).toEqual(['composition: At most 200 characters.']);
    expect(messagesOf({ ...product(['S']), hr: { fitNote: 'x'.repeat(301) } })).toEqual(['hr.fitNote: At most 300 characters.']);
    expect(messagesOf({ ...product(['S']), model: { heightCm: 172, sizeWorn: ' ' } })).toContain(
      `model.sizeWorn: ${FIT_MESSAGES.modelSizeRequired}`,
    );
  });
});
