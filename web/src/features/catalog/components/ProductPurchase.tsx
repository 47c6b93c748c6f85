import { useEffect, useRef, useState } from 'react';
import type { Product } from '@shop/shared/contract/catalog';
import { sortSizes } from '@shop/shared/sizes';
import { type SizeStock, officeStock } from '@shop/shared/stock';
import { showToast } from '../../../ui/toast.ts';
import { addToCart } from '../../cart/cartLines.ts';

export const PRODUCT_MESSAGES = {
  selectSize: 'Please select a size before adding to cart',
  addingPreOrder: 'You are adding this product as a pre-order.',
  unavailable: 'This product is no longer available for purchase.',
} as const;

/** How long the "added" confirmation plays (SPEC §9). */
const ADDED_ANIMATION_MS = 850;

interface ProductPurchaseProps {
  product: Product;
  /** Asks to be told when a sold-out size is back. */
  onNotify?: (size: string) => void;
  /** Another size was chosen. */
  onChoose?: (size: string) => void;
}

/**
 * Sizes and the add-to-cart button of the product page, with the rules of SPEC §4: stock for
 * the chosen size is added and counted down here; a sold-out size of a pre-orderable product
 * with pre-order quantity left is added as a pre-order; anything else is no longer for sale.
 */
export function ProductPurchase({ product, onNotify, onChoose }: ProductPurchaseProps) {
  const sizes = sortSizes(product.sizes ?? []);
  const [stock, setStock] = useState<Record<string, SizeStock>>(() =>
    Object.fromEntries(sizes.map((size) => [size, officeStock(product, size)])),
  );
  const [selected, setSelected] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const addedTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(addedTimer.current), []);

  const chosen = selected ? stock[selected] : undefined;
  const soldOut = chosen !== undefined && chosen.inStock <= 0;
  const canPreOrder = soldOut && product.preOrder && chosen.preOrder > 0;

  const choose = (size: string) => {
    setSelected(size);
    setAlert(null);
    onChoose?.(size);
  };

  const add = () => {
    if (!selected || !chosen) {
      showToast(PRODUCT_MESSAGES.selectSize, 'info');
      return;
    }
    if (chosen.inStock > 0) {
      addToCart(product, selected);
      setStock({ ...stock, [selected]: { ...chosen, inStock: chosen.inStock - 1 } });
      setAlert(null);
      setAdded(true);
      window.clearTimeout(addedTimer.current);
      addedTimer.current = window.setTimeout(() => setAdded(false), ADDED_ANIMATION_MS);
    } else if (canPreOrder) {
      addToCart(product, selected, { preOrder: true });
      setStock({ ...stock, [selected]: { ...chosen, preOrder: chosen.preOrder - 1 } });
      setAlert(PRODUCT_MESSAGES.addingPreOrder);
    } else {
      setAlert(PRODUCT_MESSAGES.unavailable);
    }
  };

  return (
    <div className="purchase">
      <fieldset className="size-picker">
        <legend className="size-picker__legend">Size{selected ? <span className="size-picker__chosen">: {selected}</span> : null}</legend>
        <div className="size-picker__options">
          {sizes.map((size) => {
            const sizeStock = stock[size];
            const out = !sizeStock || sizeStock.inStock <= 0;
            return (
              <button
                key={size}
                type="button"
                className={`size-option${out ? ' size-option--out' : ''}`}
                aria-pressed={selected === size}
                onClick={() => choose(size)}
              >
                {size}
                {out ? <span className="visually-hidden"> (out of stock)</span> : null}
              </button>
            );
          })}
        </div>
      </fieldset>

      <div className="purchase__actions">
        <button type="button" className={`button button--wide${added ? ' button--added' : ''}`} onClick={add}>
          {canPreOrder ? 'Pre Order' : 'Add to cart'}
          {added ? (
            <span className="added-check" aria-hidden="true">
              ✓
            </span>
          ) : null}
        </button>
        {soldOut && selected ? (
          <button type="button" className="button button--secondary button--wide" onClick={() => onNotify?.(selected)}>
            Notify for {selected}
          </button>
        ) : null}
      </div>
      <p className="purchase__status visually-hidden" role="status">
        {added ? `${product.name}, size ${selected}, added to cart` : ''}
      </p>
      {alert ? (
        <p className="notice notice--warning" role="alert">
          {alert}
        </p>
      ) : null}
    </div>
  );
}
