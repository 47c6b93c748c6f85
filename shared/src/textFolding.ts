/**
 * Text as search compares it: lower case, without diacritics, so "cesalj" finds "Češalj" and
 * "DJURDJA" is as good as "đurđa". Letters are decomposed (NFD) and their combining marks
 * dropped; đ has no decomposition in Unicode, so it becomes d by hand. The same folding is
 * applied to names when they are indexed and to what a shopper types.
 */
export function foldText(text: string): string {
  return text.toLowerCase().replace(/đ/g, 'd').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
