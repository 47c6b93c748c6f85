/** Money is integer euro cents everywhere inside the shop; euros appear only when shown. */
export type Cents = number;

/**
 * 123456 → "1.234,56 €", exactly as `Intl.NumberFormat('de-DE', { style: 'currency',
 * currency: 'EUR' })` writes it (a no-break space before the sign). Written out by hand
 * because the first Intl formatter costs the browser 50–120 ms of main thread on page load.
 */
export function formatEuro(cents: Cents): string {
  const whole = Math.round(Math.abs(cents));
  const euros = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const rest = String(whole % 100).padStart(2, '0');
  return `${cents < 0 && whole > 0 ? '-' : ''}${euros},${rest}\u00a0€`;
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
