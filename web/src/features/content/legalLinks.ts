/** Where the legal pages point each other: the withdrawal function and the model form to download. */
export const WITHDRAWAL_PAGE = '/withdrawal';
/** Annex I(B) of Directive 2011/83/EU, filled in with the shop's details (web/public). */
export const MODEL_WITHDRAWAL_FORM = '/model-withdrawal-form.txt';
