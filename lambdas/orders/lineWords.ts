import type { Language } from '@shop/shared/language';
import { sizeLabel } from '@shop/shared/sizeWords';
import type { InvoiceLine } from '../invoices/invoiceDocument.ts';
import type { OrderLine } from './orderRecord.ts';

/**
 * A line's goods as the invoice names them: as the order keeps them, in the language it was
 * placed in, the size in that language's words; on an English order, the Croatian beside where
 * it differs, since the invoice names everything in Croatian first (docs/decisions/072).
 */
export function invoiceLineWords(line: OrderLine, language: Language): Pick<InvoiceLine, 'productName' | 'colour' | 'size' | 'hr'> {
  const words = { productName: line.productName, colour: line.productColorName, size: sizeLabel(line.size, language) };
  if (language === 'hr') return words;
  const croatianSize = sizeLabel(line.size, 'hr');
  const hr = {
    ...(line.hr?.productName ? { productName: line.hr.productName } : {}),
    ...(line.hr?.productColorName ? { colour: line.hr.productColorName } : {}),
    ...(croatianSize !== words.size ? { size: croatianSize } : {}),
  };
  return Object.keys(hr).length > 0 ? { ...words, hr } : words;
}
