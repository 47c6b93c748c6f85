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
