import { useState } from 'react';
import { Link } from 'react-router-dom';
import { checkQuantity, officeStock } from '@shop/shared/stock';
import { LowestPrice } from '../../../ui/LowestPrice.tsx';
import { Price } from '../../../ui/Price.tsx';
import { ShopImage } from '../../../ui/ShopImage.tsx';
import { removeFromCart, setLineQuantity, unitPrice } from '../cartLines.ts';
import { type CartLine, closeCartDrawer } from '../cartStore.ts';

/**
 * A line of the drawer: its name leads to the product, its colour tells two colours of one piece
 * apart; setting its quantity checks the Office Warehouse stock (SPEC §4 Cart).
 */
export function CartLineItem({ line }: { line: CartLine }) {
  const [message, setMessage] = useState<string | null>(null);
  const colour = line.colorName || line.color?.name;
  const label = `${line.name}${colour ? `, ${colour}` : ''}, size ${line.size}`;

  const changeQuantity = (quantity: number) => {
    if (quantity < 1) return;
    const check = checkQuantity(quantity, officeStock(line, line.size));
    setMessage(check.message);
    setLineQuantity(line, quantity, check.preOrder);
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
          <span>Size {line.size}</span>
          {line.preOrder ? <span className="badge badge--preorder">Pre Order</span> : null}
        </p>
        <div className="cart-line__row">
          <fieldset className="stepper">
            <legend className="visually-hidden">Quantity of {label}</legend>
            <button
              type="button"
              className="stepper__button"
              onClick={() => changeQuantity(line.quantity - 1)}
              disabled={line.quantity <= 1}
              aria-label={`Decrease quantity of ${label}`}
            >
              −
            </button>
            <output className="stepper__value" aria-live="polite">
              {line.quantity}
            </output>
            <button
              type="button"
              className="stepper__button"
              onClick={() => changeQuantity(line.quantity + 1)}
              aria-label={`Increase quantity of ${label}`}
            >
              +
            </button>
          </fieldset>
          <Price
            amount={unitPrice(line) * line.quantity}
            original={line.discounted ? line.price * line.quantity : undefined}
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
          Remove<span className="visually-hidden"> {label}</span>
        </button>
      </div>
    </li>
  );
}
