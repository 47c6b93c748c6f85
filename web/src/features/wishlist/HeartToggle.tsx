import type { Product } from '@shop/shared/contract/catalog';
import { loadSync, useSaved } from './wishlistStore.ts';

const preload = () => void loadSync();

/**
 * The heart itself: a toggle button (aria-pressed) whose name stays "Save {name} to your
 * wishlist"; what a press does (wishlistSync.ts) loads as the pointer or focus comes to it.
 */
export default function HeartToggle({ product, className }: { product: Pick<Product, 'id' | 'name'>; className: string }) {
  const { ids, loggedIn } = useSaved();
  return (
    <button
      type="button"
      className={className}
      aria-pressed={ids.includes(product.id)}
      aria-label={`Save ${product.name} to your wishlist`}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => void loadSync().then((sync) => sync.toggleSaved(product.id, loggedIn))}
    />
  );
}
