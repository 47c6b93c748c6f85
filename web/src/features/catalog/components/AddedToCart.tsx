import { type RefObject, useEffect, useId, useRef } from 'react';
import { useMessages } from '../../../i18n/messages.ts';
import { Price } from '../../../ui/Price.tsx';
import { ShopImage } from '../../../ui/ShopImage.tsx';
import { unitPrice } from '../../cart/cartLines.ts';
import { openCartDrawer } from '../../cart/cartStore.ts';
import { type AddedLine, confirmAdded, dismissAdded, useAddedToCart } from './addedToCart.ts';
import './addedToCart.css';

// Quick add loads this module only when it first adds, and confirms through it.
export { confirmAdded };

/** How long the confirmation stays while neither the pointer nor the focus is on it. */
const CONFIRMATION_MS = 8000;

interface AddedToCartProps {
  /** The id of the add button's component, as given to `confirmAdded`. */
  owner: string;
  /** Where focus goes when the confirmation is closed from inside it: the add button. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * "Added to cart": the line just added, with its thumbnail, colour, size, quantity and price, and
 * "View cart", which opens the cart drawer. It follows its add button, so Tab reaches it next;
 * it does not take the focus, and closes by itself after a while unless pointed at or focused.
 */
export function AddedToCart({ owner, returnFocusTo }: AddedToCartProps) {
  const shown = useAddedToCart(owner);
  return shown ? <Confirmation key={shown.at} line={shown.line} returnFocusTo={returnFocusTo} /> : null;
}

function Confirmation({ line, returnFocusTo }: { line: AddedLine; returnFocusTo: RefObject<HTMLElement | null> }) {
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  const { product, size, quantity, preOrder } = line;
  const colour = product.colorName || product.color?.name;
  const t = useMessages('catalog');

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let timer: number | undefined;
    const held = () => element.matches(':hover') || element.contains(document.activeElement);
    const wait = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (!held()) dismissAdded();
      }, CONFIRMATION_MS);
    };
    wait();
    element.addEventListener('pointerleave', wait);
    element.addEventListener('focusout', wait);
    return () => {
      window.clearTimeout(timer);
      element.removeEventListener('pointerleave', wait);
      element.removeEventListener('focusout', wait);
    };
  }, []);

  const close = () => {
    returnFocusTo.current?.focus();
    dismissAdded();
  };

  return (
    <section
      ref={ref}
      className="added"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <ShopImage path={product.mainImage || product.image} alt="" width={64} height={80} className="added__image" />
      <div className="added__body">
        <p id={titleId} className="added__title">
          {preOrder ? t.added.preOrderTitle : t.added.title}
        </p>
        <p className="added__name">{product.name}</p>
        <p className="added__meta">
          {colour ? `${colour} · ` : ''}
          {t.added.sizeAndQuantity(size, quantity)}
        </p>
        <Price amount={unitPrice(product) * quantity} className="added__price" />
      </div>
      <button type="button" className="icon-button added__close" onClick={close} aria-label={t.close}>
        <span aria-hidden="true">×</span>
      </button>
      <button
        type="button"
        className="button button--wide added__view"
        onClick={() => {
          // The drawer gives focus back to the add button when it closes.
          returnFocusTo.current?.focus();
          dismissAdded();
          openCartDrawer();
        }}
      >
        {t.added.viewCart}
      </button>
    </section>
  );
}
