import { type FormEvent, Suspense, lazy, useId, useRef, useState } from 'react';
import type { Product } from '@shop/shared/contract/catalog';
import { sizeLabel } from '@shop/shared/sizeWords';
import { officeStock } from '@shop/shared/stock';
import { heldInCart } from '../../cart/cartLines.ts';
import { useCartLines } from '../../cart/cartStore.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { useMessages } from '../../../i18n/messages.ts';
import type { QuickAddRefusal } from './quickAddPress.ts';

// What a press does, with its messages and its confirmation, loads as the pointer or focus comes
// to the button: the home page, listings and checkout, which carry quick add, do not carry it.
const loadPress = () => import('./quickAddPress.ts');
const preload = () => void loadPress();
const AddedToCart = lazy(async () => ({ default: (await loadPress()).AddedToCart }));

/** How long the "added" confirmation plays (SPEC §9). */
export const ADDED_ANIMATION_MS = 850;

/**
 * A product card's quick add (SPEC §4): choose a size, sizes without stock in the Office
 * Warehouse disabled, then add (quickAddPress.ts). A size's pieces are the stock the server
 * answered last less what the cart already holds of it (the cart is kept in the browser, so
 * this holds across reloads and between cards of one product): a size whose pieces are all in
 * the cart is disabled too, and says so.
 */
export function QuickAdd({ product }: { product: Product }) {
  const lines = useCartLines();
  const left = (option: string) => officeStock(product, option).inStock - heldInCart(lines, { id: product.id, size: option });
  // A product in one size has nothing to choose.
  const [size, setSize] = useState(product.sizes.length === 1 ? (product.sizes[0] as string) : '');
  const [refusal, setRefusal] = useState<QuickAddRefusal | null>(null);
  const t = useMessages('catalog');
  const language = useLanguage();
  const [added, setAdded] = useState(0);
  // "Added to cart" is drawn from the first add on; its code is not loaded before.
  const [confirms, setConfirms] = useState(false);
  const owner = useId();
  const button = useRef<HTMLButtonElement>(null);

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The size the form shows: a choice made in the instant React hydrates the select is shown by
    // the browser but can miss React's state (shared/src/earlyTaps.ts); what the shopper sees is added.
    const shown = new FormData(event.currentTarget).get('size');
    const chosen = typeof shown === 'string' ? shown : size;
    if (chosen !== size) setSize(chosen);
    const refused = (await loadPress()).pressQuickAdd(owner, product, chosen);
    setRefusal(refused);
    if (refused !== null) return;
    setConfirms(true);
    const at = Date.now();
    setAdded(at);
    setTimeout(() => setAdded((current) => (current === at ? 0 : current)), ADDED_ANIMATION_MS);
  };

  return (
    <form className="quick-add" onSubmit={add}>
      <label className="quick-add__label">
        <span className="visually-hidden">{t.quickAdd.sizeOf(product.name, product.colorName)}</span>
        <select
          className="quick-add__size"
          name="size"
          // A size chosen before the page's code is there outlives hydration (shared/src/earlyTaps.ts).
          data-early=""
          value={size}
          onChange={(event) => {
            setSize(event.target.value);
            setRefusal(null);
          }}
        >
          <option value="">{t.size}</option>
          {product.sizes.map((option) => {
            const used = !(left(option) > 0);
            return (
              <option key={option} value={option} disabled={used}>
                {sizeLabel(option, language)}
                {used && heldInCart(lines, { id: product.id, size: option }) > 0 ? t.quickAdd.inYourCart : ''}
              </option>
            );
          })}
        </select>
      </label>
      <button
        ref={button}
        type="submit"
        data-early=""
        onPointerEnter={preload}
        onFocus={preload}
        className={`quick-add__button${added ? ' quick-add__button--added' : ''}`}
      >
        {added ? '✓ ' : ''}
        {t.quickAdd.add}
        <span className="visually-hidden">{t.quickAdd.toCart(product.name)}</span>
      </button>
      <p className="quick-add__message" role="status">
        {refusal ? t.quickAdd.refusals[refusal] : added ? <span className="visually-hidden">{t.added.title}</span> : null}
      </p>
      {confirms ? (
        <Suspense fallback={null}>
          <AddedToCart owner={owner} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </form>
  );
}
