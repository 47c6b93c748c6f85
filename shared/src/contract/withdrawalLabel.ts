/**
 * Art. 11a(1): the withdrawal function is labelled "withdraw from contract here" or as
 * unambiguously. A module of its own, so that a page linking to the function (checkout) carries
 * its label and none of the form's texts (withdrawalText.ts).
 */
export const WITHDRAWAL_FUNCTION_LABEL = 'Withdraw from contract here';
