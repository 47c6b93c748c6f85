import { withMessages } from '../../i18n/messages.ts';
import { lazy, Suspense, useMemo } from 'react';
import type { Product } from '@shop/shared/contract/catalog';
import './wishlist.css';

// The heart's code loads beside the page, not in it: cards are in the first load of every
// listing and of the home page (docs/decisions/037-cards-and-wishlist.md). A page drawn ahead
// carries the heart in its HTML; elsewhere it appears as its code arrives.
const HeartToggle = lazy(withMessages('panels', () => import('./HeartToggle.tsx')));

/**
 * The wishlist's heart, for a product card or a product page: a 44 px toggle drawn by wishlist.css.
 * One element while the product's id and name stay: a card drawn again with fresher data (its
 * stock, its price) leaves a drawn heart that waits for its code untouched, instead of React
 * dropping it until the code arrives.
 */
export function WishlistHeart({ product, className = '' }: { product: Pick<Product, 'id' | 'name'>; className?: string }) {
  const { id, name } = product;
  return useMemo(
    () => (
      <Suspense>
        <HeartToggle product={{ id, name }} className={`heart ${className}`} />
      </Suspense>
    ),
    [id, name, className],
  );
}
