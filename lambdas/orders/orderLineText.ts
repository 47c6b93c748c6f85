import { DEFAULT_LANGUAGE, type Language } from '@shop/shared/language';
import { croatianSize } from '@shop/shared/sizeWords';
import type { OrderLine } from './orderRecord.ts';

/** A line as text: `Linen Shirt (Oat), size M × 1`, in Croatian `Lanena košulja (Zob), veličina M × 1`. */
export const lineText = (
  line: Pick<OrderLine, 'productName' | 'productColorName' | 'size' | 'quantity'>,
  language: Language = DEFAULT_LANGUAGE,
) =>
  language === 'hr'
    ? `${line.productName} (${line.productColorName}), ${croatianSize(line.size)} × ${line.quantity}`
    : `${line.productName} (${line.productColorName}), size ${line.size} × ${line.quantity}`;
