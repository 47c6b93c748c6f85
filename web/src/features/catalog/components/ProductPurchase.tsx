import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import type { Product } from '@shop/shared/contract/catalog';
import { discountedPrice } from '@shop/shared/money';
import { sizeLabel } from '@shop/shared/sizeWords';
import { sortSizes } from '@shop/shared/sizes';
import { useLanguage } from '../../../i18n/language.ts';
import { useMessages } from '../../../i18n/messages.ts';
import type { CatalogMessages } from '../../../i18n/messages/en/catalog.ts';
import { Price } from '../../../ui/Price.tsx';
import { showToast } from '../../../ui/toast.ts';
import { addToCart } from '../../cart/cartLines.ts';
import { useCartLines } from '../../cart/cartStore.ts';
import type { AddedLine } from './addedToCart.ts';
import { purchaseAction, piecesOf as piecesOfSize } from './purchaseAction.ts';
import { QuantityStepper } from './QuantityStepper.tsx';

// "Added to cart" loads with the first add, or as the pointer or focus comes to the button.
const loadConfirmation = () => import('./AddedToCart.tsx');
const preloadConfirmation = () => void loadConfirmation();
const AddedToCart = lazy(async () => ({ default: (await loadConfirmation()).AddedToCart }));
const confirmAdded = (owner: string, line: AddedLine) => void loadConfirmation().then((module) => module.confirmAdded(owner, line));

/** How long the "added" confirmation plays (SPEC §9). */
const ADDED_ANIMATION_MS = 850;
/** "Only N left" from this many pieces down. */
const FEW_LEFT = 3;
/** The most one press adds, whatever the stock. */
const MAX_PER_ADD = 10;

interface ProductPurchaseProps {
  product: Product;
  /** Asks to be told when a sold-out size is back. */
  onNotify?: (size: string) => void;
  /** Another size was chosen. */
  onChoose?: (size: string) => void;
}

/**
 * Sizes, quantity and the add-to-cart button of the product page, with the rules of SPEC §4.
 * A size's pieces are the Office Warehouse stock the server answered last, less what the cart
 * (kept in the browser, so across reloads) already holds of it: those are added; when the cart
 * holds the shelf's last piece of a pre-orderable size, more are added as a pre-order; a size
 * the office has none of is no longer for sale: the button reads "Sold out" and is disabled,
 * and the back-in-stock notice is offered beside it. On phones the button is a bar that stays in view.
 */
export function ProductPurchase({ product, onNotify, onChoose }: ProductPurchaseProps) {
  const sizes = sortSizes(product.sizes ?? []);
  const catalog = useMessages('catalog');
  const t = catalog.purchase;
  const language = useLanguage();
  const lines = useCartLines();
  const [selected, setSelected] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [alert, setAlert] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  // The confirmation is drawn from the first add on; its code is not loaded before.
  const [confirms, setConfirms] = useState(false);
  const addedTimer = useRef<number | undefined>(undefined);
  const addButton = useRef<HTMLButtonElement>(null);
  const sizePicker = useRef<HTMLFieldSetElement>(null);
  const owner = useId();
  useEffect(() => () => window.clearTimeout(addedTimer.current), []);

  const piecesOf = (size: string) => piecesOfSize(product, lines, size);
  const chosen = selected ? piecesOf(selected) : undefined;
  // What is left for this shopper: a size whose pieces are all in the cart is sold out here too (SPEC §4's local count).
  const soldOut = chosen !== undefined && chosen.left.inStock <= 0;
  const action = purchaseAction(product, lines, selected);
  const canPreOrder = action === 'preOrder';
  const available = chosen ? (chosen.left.inStock > 0 ? chosen.left.inStock : canPreOrder ? chosen.left.preOrder : 1) : MAX_PER_ADD;
  const limit = Math.max(1, Math.min(MAX_PER_ADD, available));

  const choose = (size: string) => {
    setSelected(size);
    setQuantity(1);
    setAlert(null);
    onChoose?.(size);
  };

  const confirm = (size: string, pieces: number, preOrder: boolean) => {
    addToCart(product, size, { quantity: pieces, preOrder });
    confirmAdded(owner, { product, size, quantity: pieces, preOrder });
    setConfirms(true);
    setQuantity(1);
    setAdded(true);
    window.clearTimeout(addedTimer.current);
    addedTimer.current = window.setTimeout(() => setAdded(false), ADDED_ANIMATION_MS);
  };

  const add = () => {
    // "Sold out" does nothing; the note under the sizes says why.
    if (action === 'soldOut') return;
    if (!selected || !chosen) {
      showToast(t.selectSize, 'info');
      // On a phone the sizes may be far above the bar: bring them to the shopper.
      sizePicker.current?.scrollIntoView({ block: 'center' });
      sizePicker.current?.querySelector('button')?.focus({ preventScroll: true });
      return;
    }
    const pieces = Math.min(quantity, limit);
    if (chosen.left.inStock > 0) {
      confirm(selected, pieces, false);
      setAlert(null);
    } else if (canPreOrder) {
      confirm(selected, pieces, true);
      setAlert(t.addingPreOrder);
    } else {
      // Not reached while the button reads "Sold out"; kept for a press racing a change of the cart.
      setAlert(t.unavailable);
    }
  };

  // Nothing chosen and no size for sale: the notice asks which size, or takes the only one.
  const notifyAnySize = () => {
    const [only] = sizes;
    if (sizes.length === 1 && only) {
      choose(only);
      onNotify?.(only);
      return;
    }
    showToast(t.chooseSizeToNotify, 'info');
    sizePicker.current?.scrollIntoView({ block: 'center' });
    sizePicker.current?.querySelector('button')?.focus({ preventScroll: true });
  };

  return (
    <div className="purchase">
      <fieldset className="size-picker" ref={sizePicker}>
        <legend className="size-picker__legend">
          {catalog.size}
          {selected ? <span className="size-picker__chosen">: {sizeLabel(selected, language)}</span> : null}
        </legend>
        <div className="size-picker__options">
          {sizes.map((size) => {
            const { stock, left } = piecesOf(size);
            const out = left.inStock <= 0;
            return (
              <button
                key={size}
                type="button"
                className={`size-option${out ? ' size-option--out' : ''}`}
                aria-pressed={selected === size}
                data-early="choose"
                onClick={() => choose(size)}
              >
                {sizeLabel(size, language)}
                {out ? <span className="visually-hidden">{stock.inStock > 0 ? t.sizeAllInCart : t.sizeOutOfStock}</span> : null}
              </button>
            );
          })}
        </div>
      </fieldset>
      <p className="purchase__stock" aria-live="polite">
        {selected && chosen ? <StockNote size={selected} {...chosen} preOrderable={product.preOrder} t={t} /> : null}
        {/* The spec's words for a size no longer for sale, said as it is chosen rather than after a press. */}
        {selected && chosen && action === 'soldOut' && chosen.stock.inStock <= 0 ? t.unavailable : null}
      </p>

      <QuantityStepper quantity={quantity} limit={limit} onChange={setQuantity} />

      <div className="purchase__bar">
        <p className="purchase__summary">
          <Price amount={discountedPrice(product.price, product.discount)} />
          <span className="purchase__summary-size">{selected ? catalog.sizeOf(selected) : t.chooseSize}</span>
        </p>
        <button
          ref={addButton}
          type="button"
          className={`button button--wide${added ? ' button--added' : ''}`}
          data-early=""
          onClick={add}
          onPointerEnter={preloadConfirmation}
          onFocus={preloadConfirmation}
          // Disabled, yet still focusable: focus stays where it was when the last piece goes in.
          aria-disabled={action === 'soldOut' ? true : undefined}
        >
          {action === 'soldOut' ? t.soldOut : canPreOrder ? t.preOrder : t.addToCart}
          {added ? (
            <span className="added-check" aria-hidden="true">
              ✓
            </span>
          ) : null}
        </button>
      </div>
      {confirms ? (
        <Suspense fallback={null}>
          <AddedToCart owner={owner} returnFocusTo={addButton} />
        </Suspense>
      ) : null}
      {soldOut && selected ? (
        <button type="button" className="button button--secondary button--wide" onClick={() => onNotify?.(selected)}>
          {t.notifyFor(selected)}
        </button>
      ) : !selected && action === 'soldOut' ? (
        <button type="button" className="button button--secondary button--wide" onClick={notifyAnySize}>
          {t.notifyWhenBack}
        </button>
      ) : null}
      <p className="purchase__status visually-hidden" role="status">
        {added && selected ? t.added(product.name, selected) : ''}
      </p>
      {alert ? (
        <p className="notice notice--warning" role="alert">
          {alert}
        </p>
      ) : null}
    </div>
  );
}

interface StockNoteProps {
  size: string;
  stock: { inStock: number };
  held: number;
  left: { inStock: number; preOrder: number };
  preOrderable: boolean;
  t: CatalogMessages['purchase'];
}

/** What the chosen size has left for this shopper: "Only N left", or that the cart holds it all. */
function StockNote({ size, stock, held, left, preOrderable, t }: StockNoteProps) {
  if (stock.inStock <= 0) return null;
  if (left.inStock <= 0) return preOrderable && left.preOrder > 0 ? t.onlyPreOrderLeft(size) : t.allInCart(size);
  if (left.inStock > FEW_LEFT) return held > 0 ? t.inCart(held) : null;
  return (
    <>
      <strong className="purchase__few">{t.fewLeft(left.inStock)}</strong>
      {held > 0 ? ` · ${t.inCart(held)}` : null}
    </>
  );
}
