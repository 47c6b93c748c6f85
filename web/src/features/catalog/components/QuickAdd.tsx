import { type FormEvent, useState } from 'react';
import type { Product } from '@shop/shared/contract/catalog';
import { officeStock } from '@shop/shared/stock';
import { addToCart } from '../../cart/cartLines.ts';

export const QUICK_ADD_MESSAGES = {
  selectSize: 'Please select a size before adding to cart',
  outOfStock: 'Selected size is out of stock',
} as const;

/** How long the "added" confirmation plays (SPEC §9). */
export const ADDED_ANIMATION_MS = 850;

/**
 * A product card's quick add (SPEC §4): choose a size, sizes without stock in the Office
 * Warehouse disabled, then add. What it adds is counted down here, so a size whose last piece
 * went into the cart says 'Selected size is out of stock'.
 */
export function QuickAdd({ product }: { product: Product }) {
  // Pieces this card has put in the cart, counted against the stock as last fetched: a page drawn
  // ahead shows its stock at once, and the stock the API answers on revalidation then counts.
  const [taken, setTaken] = useState<Record<string, number>>({});
  const left = (option: string) => officeStock(product, option).inStock - (taken[option] ?? 0);
  // A product in one size has nothing to choose.
  const [size, setSize] = useState(product.sizes.length === 1 ? (product.sizes[0] as string) : '');
  const [message, setMessage] = useState<string | null>(null);
  const [added, setAdded] = useState(0);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const pieces = size ? left(size) : 0;
    if (!size) return setMessage(QUICK_ADD_MESSAGES.selectSize);
    if (pieces <= 0) return setMessage(QUICK_ADD_MESSAGES.outOfStock);
    addToCart(product, size);
    setTaken({ ...taken, [size]: (taken[size] ?? 0) + 1 });
    setMessage(null);
    const at = Date.now();
    setAdded(at);
    setTimeout(() => setAdded((current) => (current === at ? 0 : current)), ADDED_ANIMATION_MS);
  };

  return (
    <form className="quick-add" onSubmit={add}>
      <label className="quick-add__label">
        <span className="visually-hidden">
          Size of {product.name}, {product.colorName}
        </span>
        <select
          className="quick-add__size"
          value={size}
          onChange={(event) => {
            setSize(event.target.value);
            setMessage(null);
          }}
        >
          <option value="">Size</option>
          {product.sizes.map((option) => (
            <option key={option} disabled={!(left(option) > 0)}>
              {option}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={`quick-add__button${added ? ' quick-add__button--added' : ''}`}>
        {added ? '✓ ' : ''}Add<span className="visually-hidden"> {product.name} to cart</span>
      </button>
      <p className="quick-add__message" role="status">
        {message ?? (added ? <span className="visually-hidden">Added to cart</span> : null)}
      </p>
    </form>
  );
}
