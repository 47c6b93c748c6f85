import { priorPriceOf } from '@shop/shared/priorPrice';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { checkQuantity } from '@shop/shared/quantityCheck';
import { officeStock } from '@shop/shared/stock';
import { useMessages } from '../../../i18n/messages.ts';
import { LowestPrice } from '../../../ui/LowestPrice.tsx';
import { Price } from '../../../ui/Price.tsx';
import { ShopImage } from '../../../ui/ShopImage.tsx';
import { StepButtons } from '../../../ui/StepButtons.tsx';
import { removeFromCart, setLineQuantity, unitPrice } from '../cartLines.ts';
import { lineColour, linePreOrderable, quantityNotice } from '../lineNotes.ts';
import { type CartLine, closeCartDrawer } from '../cartStore.ts';

/**
 * A line of the drawer: its name leads to the product, its colour tells two colours of one piece
 * apart; setting its quantity checks the Office Warehouse stock (SPEC §4 Cart).
 */
export function CartLineItem({ line }: { line: CartLine }) {
  const panels = useMessages('panels');
  const t = panels.cart;
  const [message, setMessage] = useState<string | null>(null);
  const colour = lineColour(line);
  const label = t.line(line.name, line.size, colour);

  const changeQuantity = (quantity: number) => {
    if (quantity < 1) return;
    const check = checkQuantity(quantity, officeStock(line, line.size), linePreOrderable(line));
    setMessage(quantityNotice(check, 'cart', panels));
    setLineQuantity(line, check.quantity, check.preOrder);
  };

  return (
    <li className="cart-line">
      <ShopImage path={line.mainImage || line.image} alt="" width={96} height={120} className="cart-line__image" />
      <div className="cart-line__body">
        <p className="cart-line__name">
          {/* The drawer closes itself on another page; on this page's own link, here. */}
          <Link to={`/products/${encodeURIComponent(line.id)}`} onClick={closeCartDrawer}>
            {line.name}
          </Link>
        </p>
        <p className="cart-line__meta">
          {colour ? <span className="cart-line__colour">{colour}</span> : null}
          <span>{t.size(line.size)}</span>
          {line.preOrder ? <span className="badge badge--preorder">{t.preOrder}</span> : null}
        </p>
        <div className="cart-line__row">
          <fieldset className="stepper">
            <legend className="visually-hidden">{t.quantityOf(label)}</legend>
            <StepButtons
              quantity={line.quantity}
              onStep={changeQuantity}
              decreaseLabel={t.decrease(label)}
              increaseLabel={t.increase(label)}
            >
              <output className="stepper__value" aria-live="polite">
                {line.quantity}
              </output>
            </StepButtons>
          </fieldset>
          <Price
            amount={unitPrice(line) * line.quantity}
            original={line.discounted ? (priorPriceOf(line) ?? line.price) * line.quantity : undefined}
            className="cart-line__price"
          />
        </div>
        <LowestPrice product={line} />
        {message ? (
          <p className="notice notice--info" role="status">
            {message}
          </p>
        ) : null}
        <button type="button" className="text-button cart-line__remove" onClick={() => removeFromCart(line)}>
          {t.remove}
          <span className="visually-hidden"> {label}</span>
        </button>
      </div>
    </li>
  );
}
