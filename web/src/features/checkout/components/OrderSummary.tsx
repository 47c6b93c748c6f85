import { formatEuro } from '@shop/shared/money';
import type { OrderTotals } from '@shop/shared/totals';
import type { VatTreatment } from '@shop/shared/vat';
import { useMessages } from '../../../i18n/messages.ts';
import { PaymentBrands } from '../../../ui/PaymentBrands.tsx';
import { lineKeyOf } from '../../cart/cartLines.ts';
import type { CartLine } from '../../cart/cartStore.ts';
import type { AppliedDiscountCode } from '../discountPricing.ts';
import { summaryRows } from '../checkoutTotals.ts';
import type { RestoredCodes } from '../returnedOrder.ts';
import { CheckoutLine } from './CheckoutLine.tsx';
import { DiscountCodeForm } from './DiscountCodeForm.tsx';
import { type AppliedGiftCard, GiftCardForm } from './GiftCardForm.tsx';

interface OrderSummaryProps {
  lines: readonly CartLine[];
  totals: OrderTotals;
  /** How the order will be taxed where it goes, and what the shopper reads about it before paying. */
  vat: VatTreatment;
  vatText: string;
  discountCode: AppliedDiscountCode | null;
  onDiscountCode: (code: AppliedDiscountCode | null) => void;
  giftCard: AppliedGiftCard | null;
  onGiftCard: (card: AppliedGiftCard | null) => void;
  /** Codes to check again as the summary first shows (back from the payment page, or after a reload). */
  restoreCodes?: RestoredCodes | null;
}

/** The right column of checkout: the cart, the codes, the sums and how one can pay. */
export function OrderSummary({
  lines,
  totals,
  vat,
  vatText,
  discountCode,
  onDiscountCode,
  giftCard,
  onGiftCard,
  restoreCodes,
}: OrderSummaryProps) {
  const t = useMessages('checkout');
  return (
    <section className="checkout__summary" aria-labelledby="summary-title">
      <h2 id="summary-title" className="checkout__heading">
        {t.summary.title}
      </h2>
      <ul className="checkout-lines">
        {lines.map((line) => (
          <CheckoutLine key={lineKeyOf(line)} line={line} code={discountCode} vat={vat} />
        ))}
      </ul>
      <div className="checkout__codes">
        <DiscountCodeForm lines={lines} applied={discountCode} onApplied={onDiscountCode} restore={restoreCodes?.discountCode} />
        <GiftCardForm applied={giftCard} onApplied={onGiftCard} restore={restoreCodes?.giftCard} />
      </div>
      <dl className="totals">
        {summaryRows(totals, t.totals).map((row) => (
          <div key={row.label} className="totals__row">
            <dt>{row.label}</dt>
            <dd>{row.amount < 0 ? `−${formatEuro(-row.amount)}` : formatEuro(row.amount)}</dd>
          </div>
        ))}
        <div className="totals__row totals__row--total">
          <dt>{t.total}</dt>
          <dd>{formatEuro(totals.total)}</dd>
        </div>
      </dl>
      <p className="checkout__vat" data-testid="vat-treatment">
        {vatText}
      </p>
      <PaymentBrands className="checkout__brands" />
    </section>
  );
}
