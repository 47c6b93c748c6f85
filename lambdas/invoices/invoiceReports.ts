import { countryName } from '@shop/shared/countries';
import type { Cents } from '@shop/shared/money';
import { formatVatRate, type VatRate } from '@shop/shared/vat';
import { type CsvCell, csvLines, csvNumber } from '../platform/csvField.ts';
import { zagrebParts } from '../platform/zagrebTime.ts';
import type { InvoiceDocument } from './invoiceDocument.ts';
import { type InvoiceRecord, invoicesIssued } from './invoiceStore.ts';

/**
 * The accountant's reports from the invoices as issued (docs/decisions/058): the book of issued
 * invoices (KIR, Knjiga izlaznih računa) and the OSS return's figures. Pure over the invoices,
 * so what they add up to is exactly what the invoices say; amounts are signed, so a credit note
 * (not issued by the shop yet) takes its row with negative amounts and the sums stay right.
 */

export type ReportKind = 'kir' | 'oss';

/** A report's span: Zagreb calendar days, both included. */
export interface ReportSpan {
  from: string;
  to: string;
}

/** An invoice's day of issue in Zagreb, YYYY-MM-DD. */
export function issueDay(issuedAt: string): string {
  const p = zagrebParts(new Date(issuedAt));
  return `${p.year}-${p.month}-${p.day}`;
}

/** The invoices issued on the span's days in Zagreb, in number order. */
export async function invoicesOfSpan(span: ReportSpan): Promise<InvoiceRecord[]> {
  // Zagreb is 1 or 2 hours ahead of UTC: a day's margin either side, then each invoice by its Zagreb day.
  const day = 86_400_000;
  const from = new Date(Date.parse(`${span.from}T00:00:00Z`) - day).toISOString();
  const to = new Date(Date.parse(`${span.to}T23:59:59.999Z`) + day).toISOString();
  return (await invoicesIssued(from, to)).filter((i) => {
    const d = issueDay(i.document.issuedAt);
    return d >= span.from && d <= span.to;
  });
}

/** How an invoice is taxed, older invoices (before VAT by destination) being Croatian VAT. */
const schemeOf = (d: Pick<InvoiceDocument, 'vatScheme'>) => d.vatScheme ?? 'DOMESTIC';

/** The invoice amount: what was supplied, VAT included, a gift card's part too (a gift card is a means of payment). */
export const invoiceAmount = (d: Pick<InvoiceDocument, 'vat' | 'exempt'>): Cents =>
  d.vat.reduce((sum, row) => sum + row.gross, 0) + (d.exempt ?? 0);

const rateOf = (row: InvoiceDocument['vat'][number]): VatRate => row.rate ?? Math.round(row.ratePercent * 100);

/** One row of the KIR. */
export interface KirRow {
  /** Its place in the book (redni broj). */
  no: number;
  /** Day of issue, YYYY-MM-DD. */
  date: string;
  number: string;
  /** RAČUN, or ODOBRENJE for a credit note (its amounts negative). */
  document: 'RACUN' | 'ODOBRENJE';
  buyer: string;
  /** On an R1 invoice. */
  buyerOib: string;
  /** Croatian VAT by rate: base and VAT. */
  croatian: Map<VatRate, { base: Cents; vat: Cents }>;
  /** A sale taxed in another member state through OSS: not taxable in Croatia. */
  ossBase: Cents;
  ossVat: Cents;
  ossCountry: string;
  /** Exempt: an export. */
  exempt: Cents;
  total: Cents;
}

export function kirRows(invoices: readonly InvoiceRecord[]): KirRow[] {
  return invoices.map((invoice, i) => {
    const d = invoice.document;
    const scheme = schemeOf(d);
    const croatian = new Map<VatRate, { base: Cents; vat: Cents }>();
    let ossBase = 0;
    let ossVat = 0;
    for (const row of d.vat) {
      if (scheme === 'OSS') {
        ossBase += row.base;
        ossVat += row.tax;
      } else {
        const rate = rateOf(row);
        const sum = croatian.get(rate) ?? { base: 0, vat: 0 };
        croatian.set(rate, { base: sum.base + row.base, vat: sum.vat + row.tax });
      }
    }
    return {
      no: i + 1,
      date: issueDay(d.issuedAt),
      number: d.number,
      document: d.kind === 'creditNote' ? 'ODOBRENJE' : 'RACUN',
      buyer: d.buyer.company?.name ?? d.buyer.name,
      buyerOib: d.r1 ? (d.buyer.company?.oib ?? '') : '',
      croatian,
      ossBase,
      ossVat,
      ossCountry: scheme === 'OSS' ? (d.vatCountry ?? '') : '',
      exempt: d.exempt ?? 0,
      total: invoiceAmount(d),
    };
  });
}

/** Cents as the reports write them: `1234.56`, `-5.00`, a point before the cents. */
export function reportAmount(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const csv = (rows: readonly (readonly CsvCell[])[]) => csvLines(rows);

/** An amount column's cell: numeric by construction (from cents), so a refund's -5.00 stays a number (lambdas/platform/csvField.ts). */
const amountCell = (cents: Cents) => csvNumber(reportAmount(cents));

/**
 * The KIR as CSV: one row per invoice in number order, then the totals. Croatian VAT has a base
 * and a VAT column per rate (25 % always, others as they occur); sales taxed elsewhere through
 * OSS and exports have their own columns, as the PDV return reports them apart.
 */
export function kirCsv(invoices: readonly InvoiceRecord[]): string {
  const rows = kirRows(invoices);
  const rates = [...new Set([2500, ...rows.flatMap((r) => [...r.croatian.keys()])])].sort((a, b) => b - a);
  const header = [
    'Redni broj / No.',
    'Datum / Date',
    'Broj računa / Invoice number',
    'Vrsta / Document',
    'Kupac / Buyer',
    'OIB kupca / Buyer OIB',
    ...rates.flatMap((rate) => [`Osnovica ${formatVatRate(rate)} / Base`, `PDV ${formatVatRate(rate)} / VAT`]),
    'OSS osnovica / OSS base',
    'OSS PDV / OSS VAT',
    'OSS država / OSS country',
    'Oslobođeno (izvoz) / Exempt (export)',
    'Ukupno / Total',
  ];
  const body = rows.map((r): CsvCell[] => [
    csvNumber(String(r.no)),
    r.date,
    r.number,
    r.document,
    r.buyer,
    r.buyerOib,
    ...rates.flatMap((rate) => {
      const sum = r.croatian.get(rate);
      return [amountCell(sum?.base ?? 0), amountCell(sum?.vat ?? 0)];
    }),
    amountCell(r.ossBase),
    amountCell(r.ossVat),
    r.ossCountry,
    amountCell(r.exempt),
    amountCell(r.total),
  ]);
  const total = (pick: (r: KirRow) => Cents) => amountCell(rows.reduce((sum, r) => sum + pick(r), 0));
  const totals: CsvCell[] = [
    'UKUPNO / TOTAL',
    '',
    '',
    '',
    '',
    '',
    ...rates.flatMap((rate) => [total((r) => r.croatian.get(rate)?.base ?? 0), total((r) => r.croatian.get(rate)?.vat ?? 0)]),
    total((r) => r.ossBase),
    total((r) => r.ossVat),
    '',
    total((r) => r.exempt),
    total((r) => r.total),
  ];
  return csv([header, ...body, totals]);
}

/** One line of the OSS return: a member state of consumption and a rate. */
export interface OssLine {
  country: string;
  rate: VatRate;
  base: Cents;
  vat: Cents;
}

/** The OSS figures: per member state of consumption and rate, the base and the VAT, in EUR, by country then rate. */
export function ossLines(invoices: readonly InvoiceRecord[]): OssLine[] {
  const lines = new Map<string, OssLine>();
  for (const { document: d } of invoices) {
    if (schemeOf(d) !== 'OSS') continue;
    const country = d.vatCountry ?? '';
    for (const row of d.vat) {
      const rate = rateOf(row);
      const key = `${country}|${rate}`;
      const line = lines.get(key) ?? { country, rate, base: 0, vat: 0 };
      lines.set(key, { ...line, base: line.base + row.base, vat: line.vat + row.tax });
    }
  }
  return [...lines.values()].sort((a, b) => a.country.localeCompare(b.country) || b.rate - a.rate);
}

export function ossCsv(invoices: readonly InvoiceRecord[]): string {
  const lines = ossLines(invoices);
  const header = [
    'Država potrošnje / Member state of consumption',
    'Naziv / Name',
    'Stopa / Rate',
    'Osnovica (EUR) / Taxable amount (EUR)',
    'PDV (EUR) / VAT (EUR)',
  ];
  const body = lines.map((l): CsvCell[] => [
    l.country,
    countryName(l.country) ?? '',
    formatVatRate(l.rate).replace('\u00a0', ' '),
    amountCell(l.base),
    amountCell(l.vat),
  ]);
  const total = (pick: (l: OssLine) => Cents) => amountCell(lines.reduce((sum, l) => sum + pick(l), 0));
  return csv([header, ...body, ['UKUPNO / TOTAL', '', '', total((l) => l.base), total((l) => l.vat)]]);
}

/** A report as a file: its name and its CSV. */
export interface ReportFile {
  filename: string;
  csv: string;
}

/** The report of a kind over a span, from the invoices issued in it. */
export async function report(kind: ReportKind, span: ReportSpan): Promise<ReportFile> {
  const invoices = await invoicesOfSpan(span);
  return { filename: `${kind}-${span.from}-${span.to}.csv`, csv: kind === 'kir' ? kirCsv(invoices) : ossCsv(invoices) };
}
