import { useSaved } from './wishlistStore.ts';
import { HeartLink } from './HeartLink.tsx';

/** The header's wishlist link with the count of what is saved, once it is known. */
export function CountedWishlistLink() {
  const { ids, known } = useSaved();
  return <HeartLink count={known ? ids.length : 0} />;
}
