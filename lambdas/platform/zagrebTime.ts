/** The shop's legal time: invoices and fiscal receipts are written in Zagreb time. */
const ZAGREB = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Zagreb',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export type ZagrebParts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

/** An instant's date and time in Zagreb, as two-digit parts (the year in four). */
export function zagrebParts(at: Date): ZagrebParts {
  const parts = Object.fromEntries(ZAGREB.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
  };
}
