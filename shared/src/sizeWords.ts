import type { Language } from './language.ts';

/** The size of a piece made to fit everyone, as the catalog, the stock and the orders keep it. */
export const ONE_SIZE = 'One size';

/** Ages in years, as the catalog writes them: `1y`, `2/3y`, `13/14y`. */
const YEARS = /^(\d+(?:[/-]\d+)?)y$/;

/**
 * A size as a shopper reads it in a language. What the catalog, the stock, the cart and the
 * order keep is the size itself (`One size`, `5/6y`: the stock's keys); Croatian writes its
 * words, `Jedna veličina` and `5/6 god.`. Letters, numbers and centimetres read the same in both.
 */
export function sizeLabel(size: string, language: Language): string {
  if (language !== 'hr') return size;
  if (size === ONE_SIZE) return 'Jedna veličina';
  const years = YEARS.exec(size);
  return years ? `${years[1]} god.` : size;
}

/** The cases a Croatian sentence names a size in. */
export type SizeCase = 'nominative' | 'genitive' | 'accusative' | 'locative';

const NOUN: Record<SizeCase, string> = { nominative: 'veličina', genitive: 'veličine', accusative: 'veličinu', locative: 'veličini' };
const ONE: Record<SizeCase, string> = {
  nominative: 'jedna veličina',
  genitive: 'jedne veličine',
  accusative: 'jednu veličinu',
  locative: 'jednoj veličini',
};

/**
 * A size inside a Croatian sentence, with its noun in the sentence's case: `veličina M`,
 * `u veličini 5/6 god.`; a piece of one size is `jedna veličina` (never "veličina Jedna veličina").
 */
export function croatianSize(size: string, grammaticalCase: SizeCase = 'nominative'): string {
  return size === ONE_SIZE ? ONE[grammaticalCase] : `${NOUN[grammaticalCase]} ${sizeLabel(size, 'hr')}`;
}

/** The same at the start of a line: `Veličina M`, `Jedna veličina`. */
export function croatianSizeTitle(size: string): string {
  const words = croatianSize(size);
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}
