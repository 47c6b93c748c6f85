import { useEffect, useRef, useState } from 'react';
import { checkQuantity } from '@shop/shared/quantityCheck';
import { officeStock } from '@shop/shared/stock';
import { chargedPrice, type VatTreatment } from '@shop/shared/vat';
import { useMessages } from '../../../i18n/messages.ts';
import { LowestPrice } from '../../../ui/LowestPrice.tsx';
import { Price } from '../../../ui/Price.tsx';
import { ShopImage } from '../../../ui/ShopImage.tsx';
import { StepButtons } from '../../../ui/StepButtons.tsx';
import { removeFromCart, setLineQuantity } from '../../cart/cartLines.ts';
import { linePreOrderable, quantityNotice } from '../../cart/lineNotes.ts';
import type { CartLine } from '../../cart/cartStore.ts';
import { type AppliedDiscountCode, checkoutUnitPrice } from '../discountPricing.ts';
import { checkoutLineWords } from '../lineWords.ts';

/** SPEC §9: the quantity error clears after 3 seconds. */
const INVALID_QUANTITY_MS = 3000;

/**
 * A cart line at checkout. A quantity must be a positive whole number; above the Office
 * Warehouse stock it is still taken, with a word that the extra is pre-ordered (SPEC §5), as far
 * as the size's pre-order quantity reaches on a pre-orderable product; past that the quantity is
 * cut to what can be ordered, and the line says so (docs/decisions/074).
 */
export function CheckoutLine({ line, code, vat }: { line: CartLine; code: AppliedDiscountCode | null; vat: VatTreatment }) {
  const t = useMessages('checkout').line;
  const panels = useMessages('panels');
  const [draft, setDraft] = useState(String(line.quantity));
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const errorTimer = useRef<number | undefined>(undefined);
  const words = checkoutLineWords(line, t);
  const label = words.label;
  const inputId = `quantity-${line.id}-${line.size}`.replace(/[^A-Za-z0-9_-]/g, '_');

  useEffect(() => setDraft(String(line.quantity)), [line.quantity]);
  useEffect(() => () => window.clearTimeout(errorTimer.current), []);

  const apply = (quantity: number) => {
    const check = checkQuantity(quantity, officeStock(line, line.size), linePreOrderable(line));
    setNotice(quantityNotice(check, 'checkout', panels));
    if (check.quantity !== quantity) setDraft(String(check.quantity));
    setLineQuantity(line, check.quantity, check.preOrder);
  };

  const onDraft = (text: string) => {
    setDraft(text);
    if (/^\d+$/.test(text.trim()) && Number(text) > 0) {
      window.clearTimeout(errorTimer.current);
      setError(null);
      apply(Number(text));
      return;
    }
    setError(t.invalidQuantity);
    window.clearTimeout(errorTimer.current);
    errorTimer.current = window.setTimeout(() => {
      setError(null);
      setDraft(String(line.quantity));
    }, INVALID_QUANTITY_MS);
  };

  // What is charged where the order goes: an export's lines without Croatian VAT.
  const unit = checkoutUnitPrice(line, code, vat);
  // Struck through: the product's prior price during its own reduction (the 30-day low, as
  // shared/src/priorPrice.ts reckons it, written out here to keep the route's own script small),
  // else the list price a code took from.
  const listPrice = chargedPrice(line.discount > 0 ? (line.lowestPrice30Days ?? line.price) : line.price, vat);
  const reduced = unit < listPrice;
  return (
    <li className="checkout-line">
      <ShopImage path={line.mainImage || line.image} alt="" width={96} height={120} className="checkout-line__image" />
      <div className="checkout-line__body">
        <p className="checkout-line__name">{words.name}</p>
        <p className="checkout-line__meta">{words.meta}</p>
        <div className="checkout-line__row">
          <fieldset className="stepper">
            <legend className="visually-hidden">{t.quantityOf(label)}</legend>
            <StepButtons quantity={line.quantity} onStep={apply} decreaseLabel={t.decrease(label)} increaseLabel={t.increase(label)}>
              <label htmlFor={inputId} className="visually-hidden">
                {t.quantity}
              </label>
              <input
                id={inputId}
                className="stepper__input"
                inputMode="numeric"
                value={draft}
                onChange={(event) => onDraft(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
              />
            </StepButtons>
          </fieldset>
          <Price
            amount={unit * line.quantity}
            original={reduced ? listPrice * line.quantity : undefined}
            className="checkout-line__price"
          />
        </div>
        <LowestPrice product={line} />
        {error ? (
          <p className="field__error" id={`${inputId}-error`} role="alert">
            {error}
          </p>
        ) : null}
        {notice && !error ? (
          <p className="notice notice--info" role="status">
            {notice}
          </p>
        ) : null}
        <button type="button" className="text-button" onClick={() => removeFromCart(line)}>
          {t.remove}
          <span className="visually-hidden"> {label}</span>
        </button>
      </div>
    </li>
  );
}
