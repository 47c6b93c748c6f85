/**
 * The measures a garment's size may have (docs/decisions/079-fit-and-fabric.md), in the order a
 * table shows them, each optional: centimetres in whole or half steps, taken with the garment
 * laid flat (widths across the front, seam to seam). Kept apart from the contract's schemas so a
 * page that only shows them loads no validation code.
 */
export const MEASURES = ['chestWidth', 'waistWidth', 'hipWidth', 'length', 'sleeve', 'inseam'] as const;
export type Measure = (typeof MEASURES)[number];
export type SizeMeasurements = Partial<Record<Measure, number>>;

/** The product page's anchor of its measurements, which the size guide links to: `/products/{id}#measurements`. */
export const MEASUREMENTS_ANCHOR = 'measurements';
