/**
 * The Croatian personal identification number (OIB, osobni identifikacijski broj) of a person
 * or a company: 11 digits, the last an ISO 7064 MOD 11,10 check digit over the first ten.
 */

export const OIB_LENGTH = 11;

/** The check digit ISO 7064 MOD 11,10 gives the first ten digits of an OIB. */
export function oibCheckDigit(firstTen: string): number {
  if (!/^\d{10}$/.test(firstTen)) throw new RangeError(`An OIB's check digit is made from 10 digits, got "${firstTen}"`);
  let carry = 10;
  for (const digit of firstTen) {
    carry = (carry + Number(digit)) % 10;
    if (carry === 0) carry = 10;
    carry = (carry * 2) % 11;
  }
  return (11 - carry) % 10;
}

/** Whether a text is an OIB: exactly 11 digits whose last is the check digit of the ten before it. */
export function isValidOib(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  return oibCheckDigit(value.slice(0, 10)) === Number(value[10]);
}
