/** English texts of the account section: the spec's words, word for word where it quotes them. */
export const account = {};

export type AccountMessages = typeof account;
