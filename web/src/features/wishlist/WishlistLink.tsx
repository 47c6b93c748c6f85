import { lazy, Suspense } from 'react';
import { HeartLink } from './HeartLink.tsx';

// What is saved is read with the wishlist's own code (the account's list, or this browser's),
// beside the page rather than in its first load; until then the link stands without its count.
const CountedWishlistLink = lazy(async () => ({ default: (await import('./CountedWishlistLink.tsx')).CountedWishlistLink }));

export function WishlistLink() {
  return (
    <Suspense fallback={<HeartLink />}>
      <CountedWishlistLink />
    </Suspense>
  );
}
