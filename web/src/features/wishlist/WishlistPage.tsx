import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '@shop/shared/contract/catalog';
import { officeStock } from '@shop/shared/stock';
import { SectionFailed } from '../../ui/SectionState.tsx';
import { Seo } from '../../ui/Seo.tsx';
import { ProductGrid } from '../catalog/components/ProductGrid.tsx';
import { useProductsByIds } from './api/getProductsByIds.ts';
import { loadSync, readAccountList, useSaved } from './wishlistStore.ts';
import './wishlistPage.css';

/** What a saved product has on the Office Warehouse's shelf now. */
function stockLine(product: Product): string {
  const inStock = product.sizes.filter((size) => officeStock(product, size).inStock > 0);
  if (inStock.length > 0) return `In stock: ${inStock.join(', ')}`;
  const preOrder = product.preOrder && product.sizes.some((size) => officeStock(product, size).preOrder > 0);
  return preOrder ? 'Sold out, can be pre-ordered' : 'Sold out';
}

const Pending = () => (
  <div className="section-skeleton" role="status">
    <span className="visually-hidden">Loading…</span>
  </div>
);

/**
 * /wishlist: the products the shopper saved with the heart, as they are now (price, stock), the
 * latest saved first; ones no longer for sale are said so and can be dropped
 * (docs/decisions/037-cards-and-wishlist.md).
 */
export function WishlistPage() {
  const saved = useSaved();
  const products = useProductsByIds(saved.known ? saved.ids : null);
  const found = products.data?.data;
  const shown = found?.filter((p) => saved.ids.includes(p.id)) ?? [];
  const gone = found ? saved.ids.filter((id) => !found.some((p) => p.id === id)) : [];

  let body: ReactNode;
  if (saved.failed) body = <SectionFailed what="your wishlist" onRetry={readAccountList} />;
  else if (!saved.known) body = <Pending />;
  else if (saved.ids.length === 0) {
    body = (
      <div className="wishlist__empty">
        <p>Your wishlist is empty. Tap the heart on a product to save it here.</p>
        <Link to="/" className="button button--secondary">
          Start shopping
        </Link>
      </div>
    );
  } else if (!products.data) {
    body = products.error ? <SectionFailed what="your saved products" onRetry={() => void products.mutate()} /> : <Pending />;
  } else {
    body = (
      <>
        {shown.length > 0 ? (
          <ProductGrid
            products={shown}
            label="Saved products"
            extra={(product) => <p className="wishlist__stock">{stockLine(product)}</p>}
          />
        ) : null}
        {gone.length > 0 ? (
          <div className="wishlist__gone">
            <p>{gone.length === 1 ? '1 saved product is' : `${gone.length} saved products are`} no longer available.</p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void loadSync().then((sync) => sync.dropSaved(gone, saved.loggedIn))}
            >
              Remove {gone.length === 1 ? 'it' : 'them'}
            </button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section className="wishlist">
      <Seo title="Wishlist" description="The products you saved at Tkanica." />
      <header className="listing__head">
        <h1 className="listing__title">Your wishlist</h1>
        {saved.loggedIn ? null : (
          <p className="listing__description">
            Saved in this browser. <Link to="/login">Log in</Link> to keep your wishlist in your account.
          </p>
        )}
      </header>
      {body}
    </section>
  );
}
