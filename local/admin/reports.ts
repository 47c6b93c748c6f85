import { OrderListQuery } from '@shop/shared/contract/adminOrders';
import { report, type ReportKind } from '../../lambdas/invoices/invoiceReports.ts';
import { defineCommand, positionals, stringOption } from './command.ts';
import { checkOutFile, writeFileWhole } from './io.ts';

/** `reports kir` and `reports oss`: the accountant's figures from the invoices issued (docs/decisions/058). */

const OPTIONS = {
  from: { type: 'string', value: 'YYYY-MM-DD', description: 'the first day (Zagreb time), included' },
  to: { type: 'string', value: 'YYYY-MM-DD', description: 'the last day (Zagreb time), included' },
  out: { type: 'string', value: 'FILE', description: 'write to this file instead of stdout' },
} as const;

function reportCommand(kind: ReportKind, summary: string, description: string, example: string) {
  return defineCommand({
    group: 'reports',
    name: kind,
    summary,
    usage: `reports ${kind} --from YYYY-MM-DD --to YYYY-MM-DD [--out FILE.csv]`,
    description,
    options: OPTIONS,
    examples: [example],
    parse({ positionals: words, values }, problems) {
      positionals(words, [], problems);
      const from = stringOption(values, 'from');
      const to = stringOption(values, 'to');
      const out = stringOption(values, 'out');
      // The back office's download checks the same, with the same words.
      const checked = OrderListQuery.safeParse({ report: kind, from, to });
      if (!checked.success)
        for (const issue of checked.error.issues) problems.add(`--${String(issue.path[0] ?? 'from')}: ${issue.message}`);
      checkOutFile(out, '--out', problems);
      return { span: { from: from ?? '', to: to ?? '' }, out };
    },
    async run({ span, out }, { io }) {
      const file = await report(kind, span);
      const rows = file.csv.trimEnd().split('\r\n').length - 2;
      if (out) {
        writeFileWhole(out, file.csv);
        io.err(`${rows} row${rows === 1 ? '' : 's'} and the totals written to ${out}.`);
      } else {
        for (const line of file.csv.trimEnd().split('\r\n')) io.out(line);
      }
    },
  });
}

export const reportCommands = [
  reportCommand(
    'kir',
    'the book of issued invoices (KIR) of some days, as CSV',
    `
One row per invoice issued on those days (Zagreb time), in number order: date, number, buyer
(and OIB on an R1 invoice), base and VAT per Croatian rate, the base and VAT of sales taxed in
another member state through OSS (and which), the exempt amount of exports, the invoice's
total; then the totals. Amounts in euros with a point before the cents.`,
    'reports kir --from 2027-01-01 --to 2027-01-31 --out kir-2027-01.csv',
  ),
  reportCommand(
    'oss',
    'the OSS return’s figures of some days (a quarter), as CSV',
    `
The sales taxed through the Union OSS scheme on those days, per member state of consumption
and rate: the taxable amount and the VAT, in euros; then the totals. The OSS return is due by
the end of the month after each quarter.`,
    'reports oss --from 2027-01-01 --to 2027-03-31',
  ),
];
