/** Who the shop is: the brand shown to shoppers and the company that sells (SPEC §1). */
export const BRAND = {
  name: 'Tkanica',
  tagline: 'Slow fashion and handmade goods from Zagreb',
  email: 'hello@tkanica.hr',
  whatsapp: '+385 91 555 0142',
} as const;

/** The seller, as invoices and the legal pages name it. */
export const SELLER = {
  company: 'Tkanica d.o.o.',
  oib: '94835122633',
  street: 'Ilica 42',
  zipCode: '10000',
  city: 'Zagreb',
  country: 'Croatia',
  iban: 'HR1723600001101234565',
  bank: 'Zagrebačka banka d.d.',
  vatRatePercent: 25,
  /** Fiscal identifiers of the premises and the device that issue invoices (Croatian fiscal law). */
  premisesCode: 'ZG1',
  deviceCode: '1',
} as const;

/**
 * The seller's entry in the court register, which a d.o.o. states on its invoices, business
 * letters and website (Zakon o trgovačkim društvima čl. 21). Demo values for the demo company:
 * an operator changes them here and deploys (docs/decisions/060-company-register.md); an invoice
 * keeps the values it was issued with.
 */
export const COMPANY_REGISTER = {
  /** The court of registration, in Croatian as the register names it, and in English. */
  court: 'Trgovački sud u Zagrebu',
  courtEn: 'Commercial Court in Zagreb',
  /** Matični broj subjekta, the company's number in the court register. */
  mbs: '081234567',
  /** Temeljni kapital, in cents, and whether it has been paid in full. */
  shareCapital: 250_000,
  shareCapitalPaidInFull: true,
  /** The members of the management board (uprava). */
  board: ['Ivana Kovačević'],
} as const;
