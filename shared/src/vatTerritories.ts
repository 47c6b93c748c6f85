/**
 * The territories of member states outside the EU's VAT area, by postal code: goods sent there
 * are exported (docs/decisions/058). A module of its own, so that the checkout loads it only
 * once the shopper has typed a postal code, keeping it out of the route's first load.
 */

/** A territory of a member state outside the EU's VAT area: goods sent there are exported. */
export interface VatExcludedTerritory {
  /** The member state it belongs to, as a shopper picks it at checkout. */
  country: string;
  name: string;
  /** Its postal codes (digits only, as `postalCodeDigits` leaves them). */
  postalCodes: RegExp;
}

/**
 * VAT Directive 2006/112/EC Art. 6 (as amended by Directive (EU) 2019/475) lists the territories
 * the Directive does not apply to; Art. 5(2) leaves them out of "the territory of a Member State",
 * so a supply of goods sent there is an export. Postal codes from each country's post (checked
 * 29 November 2026; ibericode/vat-rates lists the same). The Channel Islands are no longer in
 * the EU; the Italian waters of Lake Lugano have no addresses. Not here, since they are inside
 * the VAT area, and not handled yet (docs/decisions/058): Madeira and the Azores (Portuguese VAT
 * at regional rates; OSS charges the mainland's), Jungholz and Mittelberg (Austria, German VAT),
 * Monaco (French VAT by Art. 7, yet priced as an export for its own country code MC).
 */
export const VAT_EXCLUDED_TERRITORIES: readonly VatExcludedTerritory[] = [
  // Art. 6(1)(b): the provinces of Las Palmas (35) and Santa Cruz de Tenerife (38).
  { country: 'ES', name: 'Canary Islands', postalCodes: /^(35|38)\d{3}$/ },
  // Art. 6(2)(c), (d): the autonomous cities are provinces 51 and 52.
  { country: 'ES', name: 'Ceuta', postalCodes: /^51\d{3}$/ },
  { country: 'ES', name: 'Melilla', postalCodes: /^52\d{3}$/ },
  // Art. 6(1)(a): Karyes, Mount Athos, 630 86.
  { country: 'GR', name: 'Mount Athos', postalCodes: /^63086$/ },
  // Art. 6(2)(a), (b).
  { country: 'DE', name: 'Heligoland', postalCodes: /^27498$/ },
  { country: 'DE', name: 'Büsingen am Hochrhein', postalCodes: /^78266$/ },
  // Art. 6(2)(e) and 6(1)(f).
  { country: 'IT', name: 'Livigno', postalCodes: /^23041$/ },
  { country: 'IT', name: 'Campione d’Italia', postalCodes: /^22061$/ },
  // Art. 6(1)(c): the outermost regions of TFEU Art. 349 (Guadeloupe with Saint-Martin 97150,
  // Martinique, Guyane, Réunion, Mayotte); Saint-Pierre-et-Miquelon (975), Saint-Barthélemy
  // (97133) and the Pacific territories (984–988) are not in the EU at all.
  { country: 'FR', name: 'Guadeloupe', postalCodes: /^971\d{2}$/ },
  { country: 'FR', name: 'Martinique', postalCodes: /^972\d{2}$/ },
  { country: 'FR', name: 'Guyane', postalCodes: /^973\d{2}$/ },
  { country: 'FR', name: 'La Réunion', postalCodes: /^974\d{2}$/ },
  { country: 'FR', name: 'Saint-Pierre-et-Miquelon', postalCodes: /^975\d{2}$/ },
  { country: 'FR', name: 'Mayotte', postalCodes: /^976\d{2}$/ },
  { country: 'FR', name: 'French overseas collectivity', postalCodes: /^98[4-8]\d{2}$/ },
  // Art. 6(1)(d): Åland's postal codes are 22100–22999 (written AX-22100 too).
  { country: 'FI', name: 'Åland Islands', postalCodes: /^22\d{3}$/ },
];

/** "AX-22 100", "630 86", "FI-22100" → the digits a postal code table matches. */
export const postalCodeDigits = (postalCode: string): string => postalCode.replace(/[^0-9]/g, '');

/** The territory outside the EU's VAT area an address is in, if any. */
export function vatExcludedTerritory(country: string, postalCode: string | undefined): VatExcludedTerritory | undefined {
  if (!postalCode) return undefined;
  const code = country.trim().toUpperCase();
  const digits = postalCodeDigits(postalCode);
  return VAT_EXCLUDED_TERRITORIES.find((territory) => territory.country === code && territory.postalCodes.test(digits));
}
