/** Money is integer euro cents everywhere inside the shop; euros appear only when shown. */
export type Cents = number;

const euroFormat = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1234 → "12,34 €" */
export function formatEuro(cents: Cents): string {
  return euroFormat.format(cents / 100);
}

/** Converts a euro amount from a human edge (a config value, a seed file) into cents. */
export function toCents(euros: number): Cents {
  return Math.round(euros * 100);
}

/** The discounted unit price: price × (1 − discount/100), rounded to the cent. */
export function discountedPrice(price: Cents, discountPercent: number): Cents {
  if (!discountPercent || discountPercent <= 0) return price;
  const percent = Math.min(discountPercent, 100);
  return Math.round((price * (100 - percent)) / 100);
}
