import type { Product } from '@shop/shared/contract/catalog';
import { useMessages } from '../../i18n/messages.ts';
import { loadSync, useSaved } from './wishlistStore.ts';

const preload = () => void loadSync();

/**
 * The heart itself: a toggle button (aria-pressed) whose name stays "Save {name} to your
 * wishlist"; what a press does (wishlistSync.ts) loads as the pointer or focus comes to it.
 */
export default function HeartToggle({ product, className }: { product: Pick<Product, 'id' | 'name'>; className: string }) {
  const { ids, loggedIn } = useSaved();
  const t = useMessages('panels').wishlist;
  return (
    <button
      type="button"
      className={className}
      aria-pressed={ids.includes(product.id)}
      data-early="press"
      aria-label={t.save(product.name)}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => void loadSync().then((sync) => sync.toggleSaved(product.id, loggedIn, t.rules))}
    />
  );
}
