/**
 * The shop's size order (SPEC §3): children's number and letter sizes, adult letters,
 * baby lengths in cm, their paired ranges, shoe-like ranges, then ages in years.
 * A size the list does not know sorts after every known one, alphabetically.
 */
export const SIZE_ORDER: readonly string[] = [
  '1',
  '2',
  '3-4',
  '5-6',
  '7-8',
  '9-10',
  '11-12',
  'One size',
  'XS',
  'S',
  'XS/S',
  'M',
  'L',
  'M/L',
  'XL',
  'XXL',
  '50',
  '56',
  '62',
  '68',
  '74',
  '80',
  '86',
  '92',
  '98',
  '104',
  '110',
  '116',
  '122',
  '128',
  '134',
  '50/56',
  '62/68',
  '74/80',
  '86/92',
  '98/104',
  '110/116',
  '122/128',
  '14/15',
  '16/17',
  '18/19',
  '20/21',
  '22/23',
  '24/25',
  '26/27',
  '28/29',
  '30/31',
  '32/33',
  '34/35',
  '36-38',
  '39-41',
  '1y',
  '2y',
  '2/3y',
  '3y',
  '3/4y',
  '4y',
  '5y',
  '5/6y',
  '6y',
  '7y',
  '7/8y',
  '8y',
  '9y',
  '9/10y',
  '10y',
  '11y',
  '11/12y',
  '12y',
  '13/14y',
];

const rank = new Map(SIZE_ORDER.map((size, index) => [size, index]));

export function compareSizes(a: string, b: string): number {
  const ra = rank.get(a) ?? Number.MAX_SAFE_INTEGER;
  const rb = rank.get(b) ?? Number.MAX_SAFE_INTEGER;
  return ra !== rb ? ra - rb : a.localeCompare(b);
}

export function sortSizes(sizes: Iterable<string>): string[] {
  return [...sizes].sort(compareSizes);
}

/** The adult size guide (SPEC §3): body measurements in cm. */
export const ADULT_SIZE_GUIDE: readonly { size: string; chest: number; waist: number; hips: number }[] = [
  { size: 'XS', chest: 82, waist: 60, hips: 88 },
  { size: 'S', chest: 86, waist: 64, hips: 92 },
  { size: 'M', chest: 90, waist: 68, hips: 96 },
  { size: 'L', chest: 94, waist: 72, hips: 100 },
  { size: 'XL', chest: 98, waist: 76, hips: 104 },
];
