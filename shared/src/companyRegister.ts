import type { Language } from './language.ts';
import { type Cents, formatEuro } from './money.ts';

/** The register data as an invoice stores it: the shape of COMPANY_REGISTER, kept as issued. */
export interface CompanyRegister {
  court: string;
  courtEn: string;
  mbs: string;
  shareCapital: Cents;
  shareCapitalPaidInFull: boolean;
  board: readonly string[];
}

const LABELS = {
  en: {
    court: 'Registered at',
    mbs: 'Company reg. no. (MBS)',
    capital: 'Share capital',
    paidInFull: 'paid in full',
    notPaidInFull: 'not paid in full',
    board: 'Management board',
  },
  hr: {
    court: 'Sud registra',
    mbs: 'MBS',
    capital: 'Temeljni kapital',
    paidInFull: 'uplaćen u cijelosti',
    notPaidInFull: 'nije uplaćen u cijelosti',
    board: 'Uprava',
  },
} satisfies Record<Language, Record<string, string>>;

/**
 * The register data as label and value pairs in one language (ZTD čl. 21): court, MBS, share
 * capital and whether it is paid in full, the board. 2.500,00 € paid → "2.500,00 €, paid in full".
 */
export function registerFacts(register: CompanyRegister, language: Language): [label: string, value: string][] {
  const words = LABELS[language];
  return [
    [words.court, language === 'hr' ? register.court : `${register.courtEn} (${register.court})`],
    [words.mbs, register.mbs],
    [words.capital, `${formatEuro(register.shareCapital)}, ${register.shareCapitalPaidInFull ? words.paidInFull : words.notPaidInFull}`],
    [words.board, register.board.join(', ')],
  ];
}

/** The register data on one line, "Label: value · Label: value", as a mail's or a page's footer has it. */
export const registerLine = (register: CompanyRegister, language: Language): string =>
  registerFacts(register, language)
    .map(([label, value]) => `${label}: ${value}`)
    .join(' · ');

/** Both languages on one line, Croatian first, as the bilingual invoice prints it. */
export function bilingualRegisterLine(register: CompanyRegister): string {
  const { hr, en } = LABELS;
  const paid = register.shareCapitalPaidInFull ? [hr.paidInFull, en.paidInFull] : [hr.notPaidInFull, en.notPaidInFull];
  return [
    `${hr.court} / ${en.court}: ${register.court} (${register.courtEn})`,
    `MBS: ${register.mbs}`,
    `${hr.capital} / ${en.capital}: ${formatEuro(register.shareCapital)}, ${paid.join(' / ')}`,
    `${hr.board} / ${en.board}: ${register.board.join(', ')}`,
  ].join(' · ');
}
