import { isValidOib } from '@shop/shared/oib';

/**
 * The checks CIS makes of a receipt's content, as the Tax Administration's specification lists
 * them (Fiskalizacija – Tehnička specifikacija za korisnike v2.6, chapter 13, "Šifarnik grešaka
 * kod provjere računa", the checks for receipts issued from 1.1.2023 in euro), and the 30-day
 * limit on late delivery of v2.7. The real CIS answers most of them only to its test method
 * (ProvjeraZahtjev) and finds the rest in its later analysis; the simulator refuses a receipt
 * that breaks any of them, so a receipt the Tax Administration would find wrong fails here
 * first (docs/decisions/022-fiscalisation.md, "The simulator").
 */

export interface CisError {
  code: string;
  message: string;
}

/** A receipt's content as CIS reads it; amounts in cents, date-times as written (`dd.MM.yyyyTHH:mm:ss`). */
export interface ReceiptFacts {
  /** Zaglavlje/DatumVrijeme: when it was sent. */
  sentAt: string;
  /** Racun/DatVrijeme: when it was issued. */
  issuedAt: string;
  inVatSystem: boolean;
  sequence: number;
  vat: { ratePercent: number; base: number; tax: number }[];
  /** Porez na potrošnju rows (the shop has none). */
  consumptionTax: { ratePercent: number; base: number; tax: number }[];
  exempt: number | undefined;
  margin: number | undefined;
  notTaxable: number | undefined;
  fees: number[];
  total: number;
  paymentCode: string;
  sellerOib: string;
  buyerOib: string | undefined;
  subsequentDelivery: boolean;
}

/** The VAT rates of the Croatian VAT Act (Zakon o PDV-u, čl. 38): CIS's "dozvoljeni skup poreznih stopa". */
export const CROATIAN_VAT_RATES: readonly number[] = [0, 5, 13, 25];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** v2.7: a receipt delivered more than 30 days after it was issued is refused. */
export const LATE_DELIVERY_LIMIT_DAYS = 30;

/** `dd.MM.yyyyTHH:mm:ss` as a count of milliseconds, both sides read as the same (Zagreb) wall clock. */
export function wallClockMs(dateTime: string): number {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})T(\d{2}):(\d{2}):(\d{2})$/.exec(dateTime);
  if (!match) return Number.NaN;
  const [, d, m, y, h, mi, s] = match.map(Number) as number[];
  return Date.UTC(y as number, (m as number) - 1, d, h, mi, s);
}

const euro = (cents: number) => (cents / 100).toFixed(2);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Every check the receipt fails, in the specification's order; empty when CIS would take it. */
export function receiptErrors(facts: ReceiptFacts, received: string): CisError[] {
  const errors: CisError[] = [];
  const fail = (code: string, message: string) => errors.push({ code, message });
  const receivedMs = wallClockMs(received);
  const sentMs = wallClockMs(facts.sentAt);
  const issuedMs = wallClockMs(facts.issuedAt);

  if (Math.abs(sentMs - receivedMs) > 6 * HOUR)
    fail('v101', "'Datum i vrijeme slanja' je za više od 6 sati manje ili veće od 'Datum i vrijeme obrade'.");
  if (issuedMs - receivedMs > 6 * HOUR)
    fail('v103', "'Datum i vrijeme izdavanja' računa je za više od 6 sati veće od 'Datum i vrijeme obrade'.");
  if (issuedMs > sentMs) fail('v104', "'Datum i vrijeme izdavanja' računa je veće od 'Datum i vrijeme slanja'.");
  if (facts.sequence === 0) fail('v105', "'Brojčana oznaka računa' ima vrijednost '0'.");
  if (String(facts.sequence).length > 6) fail('v106', "'Brojčana oznaka računa' ima više od 6 znamenki.");

  if (facts.inVatSystem) {
    for (const row of facts.vat) {
      if (!CROATIAN_VAT_RATES.includes(row.ratePercent)) fail('v110', "'Porezna stopa PDV-a' nije iz dozvoljenog skupa poreznih stopa.");
      // The VAT the base and rate make, unrounded; the range is ± 0,10 EUR with strict inequalities.
      const expected = (row.base * row.ratePercent) / 100;
      if (row.tax <= expected - 10) fail('v160', "'Iznos poreza PDV-a' je za više od 0,10 EUR manji od izračuna iznosa poreza PDV-a.");
      if (row.tax >= expected + 10) fail('v161', "'Iznos poreza PDV-a' je za više od 0,10 EUR veći od izračuna iznosa poreza PDV-a.");
    }
    for (const row of facts.consumptionTax) {
      const expected = (row.base * row.ratePercent) / 100;
      if (row.tax <= expected - 10) fail('v162', "'Iznos poreza PNP-a' je za više od 0,10 EUR manji od izračuna iznosa poreza PNP-a.");
      if (row.tax >= expected + 10) fail('v163', "'Iznos poreza PNP-a' je za više od 0,10 EUR veći od izračuna iznosa poreza PNP-a.");
    }
    // SUM(osnovice PDV) + SUM(PDV) + PNP + oslobođenje + neoporezivo + SUM(naknade), ± 0,01.
    const formula =
      sum(facts.vat.map((row) => row.base + row.tax)) +
      sum(facts.consumptionTax.map((row) => row.tax)) +
      (facts.exempt ?? 0) +
      (facts.notTaxable ?? 0) +
      sum(facts.fees);
    if (Math.abs(formula - facts.total) > 1)
      fail(
        'v166',
        `'Ukupan iznos na računu' nije ispravan prema formuli (${euro(formula)} ≠ ${euro(facts.total)}; dopuštena tolerancija je +/- 0,01 EUR).`,
      );
  } else {
    if (facts.vat.some((row) => row.base !== 0 || row.tax !== 0 || row.ratePercent !== 0))
      fail('v142', "Na računu postoji podatak 'PDV' različit od '0,00'.");
    if (facts.exempt) fail('v143', "Na računu postoji podatak 'Iznos oslobođenja' različit od 0,00.");
    if (facts.margin) fail('v144', "Na računu postoji podatak 'Iznos marže' različit od 0,00.");
    if (facts.notTaxable) fail('v145', "Na računu postoji podatak 'Iznos koji ne podliježe oporezivanju' različit od 0,00.");
  }
  for (const fee of facts.fees) {
    if (fee > 13_500) fail('v164', "'Iznos naknade' je veći od 135,00 EUR.");
    if (fee < -13_500) fail('v165', "'Iznos naknade' je manji od -135,00 EUR.");
  }
  const limit = facts.paymentCode === 'T' || facts.paymentCode === 'O' ? 15_000_000 : 1_000_000;
  if (Math.abs(facts.total) > limit)
    fail(
      limit === 1_000_000 ? 'v168' : 'v167',
      limit === 1_000_000
        ? "Maksimalni ukupni iznos za vrstu plaćanja 'Gotovina' ili 'Kartica' je veći ili manji od +/- 10.000,00 EUR."
        : "Maksimalni ukupni iznos za vrstu plaćanja 'Transakcijski račun' i 'Ostalo' je veći ili manji od +/- 150.000,00 EUR.",
    );

  if (facts.buyerOib !== undefined) {
    if (!isValidOib(facts.buyerOib)) fail('s001', 'Poruka nije u skladu s XML shemom: OibPrimateljaRacuna nije ispravan OIB.');
    if (facts.buyerOib === facts.sellerOib) fail('s001', 'Poruka nije u skladu s XML shemom: OibPrimateljaRacuna je OIB obveznika.');
  }
  if (receivedMs - issuedMs > LATE_DELIVERY_LIMIT_DAYS * DAY)
    fail('v176', `Račun je dostavljen više od ${LATE_DELIVERY_LIMIT_DAYS} dana nakon datuma izdavanja.`);
  return errors;
}
