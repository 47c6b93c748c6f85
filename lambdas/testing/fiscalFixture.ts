import { SELLER } from '@shop/shared/brand';
import type { FiscalReceipt } from '../fiscal/fiscalReceipt.ts';

/** A receipt for fiscal tests, 17/ZG1/1 of 123,45 € by card, its ZKI still to compute. */
export const SAMPLE_RECEIPT: Omit<FiscalReceipt, 'zki'> = {
  oib: SELLER.oib,
  inVatSystem: true,
  dateTime: '14.03.2026T10:42:07',
  sequence: 17,
  premises: 'ZG1',
  device: '1',
  vat: [{ ratePercent: 25, base: 9876, tax: 2469 }],
  total: 12345,
  paymentCode: 'K',
  operatorOib: '69900000017',
};
