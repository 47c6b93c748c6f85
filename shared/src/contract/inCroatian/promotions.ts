import { croatianBook } from '../../messageTranslation.ts';

/** The Croatian of the codes' schemas (promotions.ts). */
export const PROMOTION_TEXTS_IN_CROATIAN = /* @__PURE__ */ croatianBook([
  ['Please enter a discount code.', 'Unesite kod za popust.'],
  ['Please enter a gift card code.', 'Unesite kod darovne kartice.'],
]);
