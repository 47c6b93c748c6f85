/** Where the legal pages point each other: the withdrawal function and the model form to download. */
export const WITHDRAWAL_PAGE = '/withdrawal';
/** Annex I(B) of Directive 2011/83/EU, filled in with the shop's details (web/public). */
export const MODEL_WITHDRAWAL_FORM = '/model-withdrawal-form.txt';

/** Croatia's bodies for consumer disputes, named instead of the EU's online dispute platform, closed on 20 July 2025. */
export const DISPUTE_BODIES = {
  mediation: 'https://www.hgk.hr/centar-za-mirenje/zastita-potrosaca',
  courtOfHonour: 'https://hgk.hr/sud-casti-pri-hgk/o-sudu-casti',
  allBodies: 'https://gov.hr/en/dispute-resolution/556',
};

/** The Croatian authority that inspects whether traders keep to consumer and accessibility law. */
export const STATE_INSPECTORATE = 'https://dirh.gov.hr';
