/**
 * The date of supply an invoice states (Zakon o PDV-u čl. 79 st. 1 t. 5): the day the goods
 * leave the shop. An order paid on a working day before 12:00 ships that day, else the next
 * working day (SPEC §9); a pre-order is expected after the 14 business days the checkout
 * announces. Working days are Monday to Friday in Zagreb; public holidays are not known here,
 * so a date is early by the holidays it passes.
 */

import { zagrebParts } from '../platform/zagrebTime.ts';

export const SAME_DAY_CUTOFF_HOUR = 12;
export const PRE_ORDER_BUSINESS_DAYS = 14;

/** The calendar day (as a UTC midnight) and hour of an instant in Zagreb. */
function zagrebDay(at: Date): { day: Date; hour: number } {
  const parts = zagrebParts(at);
  return { day: new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day))), hour: Number(parts.hour) };
}

const isWorkingDay = (day: Date) => day.getUTCDay() !== 0 && day.getUTCDay() !== 6;
const nextDay = (day: Date) => new Date(day.getTime() + 86_400_000);

/** The date of supply of an order paid at `paidAt`, as YYYY-MM-DD; expected when something is still to be made. */
export function supplyDateOf(paidAt: Date, preOrdered: boolean): { date: string; expected: boolean } {
  const { day, hour } = zagrebDay(paidAt);
  let shipDay = day;
  if (!isWorkingDay(shipDay) || hour >= SAME_DAY_CUTOFF_HOUR) {
    do shipDay = nextDay(shipDay);
    while (!isWorkingDay(shipDay));
  }
  if (preOrdered) {
    for (let left = PRE_ORDER_BUSINESS_DAYS; left > 0; ) {
      shipDay = nextDay(shipDay);
      if (isWorkingDay(shipDay)) left--;
    }
  }
  return { date: shipDay.toISOString().slice(0, 10), expected: preOrdered };
}

/** "2026-03-14" → "14.03.2026.", as a Croatian invoice writes a date. */
export function formatInvoiceDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}.`;
}
