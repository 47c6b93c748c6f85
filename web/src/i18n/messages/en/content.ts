/** English texts of the content section: the spec's words, word for word where it quotes them. */
export const content = {};

export type ContentMessages = typeof content;
