import type { AgeGroup } from './ages.ts';

/**
 * The data VAT by destination is decided from, with where each entry comes from
 * (docs/decisions/058-vat-rates-territories-reports.md; sources checked on 29 November 2026).
 * A rate or territory that changes is one line here; the rules are in vat.ts.
 */

/** A VAT rate in hundredths of a percent: 2500 is 25 %, 2550 is Finland's 25,5 %, 0 a zero rate. */
export type VatRate = number;

/**
 * What a product is for VAT, where a member state taxes it apart from its standard rate:
 * children's clothing and children's footwear (a category VAT Directive Annex III has listed since
 * Directive (EU) 2022/542; Ireland's zero rate is the Art. 110 derogation it kept).
 */
export const VAT_CLASSES = ['STANDARD', 'CHILDREN_CLOTHING', 'CHILDREN_FOOTWEAR'] as const;
export type VatClass = (typeof VAT_CLASSES)[number];

/**
 * A product without a class of its own: what its range says. The shop's NB, CHILD and KID
 * ranges are children's clothing; the ADULT range is taxed at the standard rate. A child's
 * blanket, toy or bag is not clothing: such a product is set to STANDARD by hand.
 */
export const defaultVatClass = (age: AgeGroup): VatClass => (age === 'ADULT' ? 'STANDARD' : 'CHILDREN_CLOTHING');

/** A product's class: its own, else its range's. */
export const vatClassOf = (product: { vatClass?: VatClass; age: AgeGroup }): VatClass => product.vatClass ?? defaultVatClass(product.age);

/**
 * Member states whose rate for a class differs from their standard rate (sources checked on
 * 29 November 2026):
 * - IE 0 %: children's clothing and footwear up to the size of an average 10-year-old (Value-Added
 *   Tax Consolidation Act 2010, Schedule 2 paragraph 10; Minister for Finance's answers to the
 *   Dáil, 2015–2022, on oireachtas.ie).
 * - LU 3 %: clothing, headwear, scarves, gloves and footwear for children under 14 (the
 *   super-reduced rate's list of the loi TVA du 12 février 1979, as paperjam.lu summed it up for
 *   the 2023 rate changes).
 * Checked and at the standard rate: PL (Court of Justice C-49/09 ended its 7 %), CY (its 2023
 * reduced-rate law, Law 75(I)/2023, lists no clothing). Croatia taxes all clothing at 25 %. Not
 * confirmed from a primary source: that no other member state (Malta and Portugal among them) has
 * used the 2022 category since; the Commission's TEDB was not reachable from here.
 */
export const EU_CLASS_VAT_RATES: Readonly<Record<string, Partial<Record<VatClass, VatRate>>>> = {
  IE: { CHILDREN_CLOTHING: 0, CHILDREN_FOOTWEAR: 0 },
  LU: { CHILDREN_CLOTHING: 300, CHILDREN_FOOTWEAR: 300 },
};
