import type { ProductFit } from './productFit.ts';

/*
 * Apart from the fit's rules (productFit.ts), whose schemas every function reading a product
 * would otherwise carry: the catalog's routes show a product's fit and never check one.
 */

/** The fit as it is kept: its written text and its parts, nothing empty. */
export function keptFit(fit: ProductFit): ProductFit {
  const text = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  const kept: ProductFit = {
    composition: text(fit.composition),
    care: text(fit.care),
    fitNote: text(fit.fitNote),
    model: fit.model,
    measurements: fit.measurements && Object.keys(fit.measurements).length > 0 ? fit.measurements : undefined,
  };
  return Object.fromEntries(Object.entries(kept).filter(([, value]) => value !== undefined)) as ProductFit;
}
