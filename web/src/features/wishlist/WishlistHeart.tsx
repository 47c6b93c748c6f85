import { withMessages } from '../../i18n/messages.ts';
import { lazy, Suspense } from 'react';
import type { Product } from '@shop/shared/contract/catalog';
import './wishlist.css';

// The heart's code loads beside the page, not in it: cards are in the first load of every
// listing and of the home page (docs/decisions/037-cards-and-wishlist.md). A page drawn ahead
// carries the heart in its HTML; elsewhere it appears as its code arrives.
const HeartToggle = lazy(withMessages('panels', () => import('./HeartToggle.tsx')));

/** The wishlist's heart, for a product card or a product page: a 44 px toggle drawn by wishlist.css. */
export function WishlistHeart({ product, className = '' }: { product: Pick<Product, 'id' | 'name'>; className?: string }) {
  return (
    <Suspense>
      <HeartToggle product={product} className={`heart ${className}`} />
    </Suspense>
  );
}
