import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '@shop/shared/contract/catalog';
import type { Language } from '@shop/shared/language';
import { sizeLabel } from '@shop/shared/sizeWords';
import { officeStock } from '@shop/shared/stock';
import { useLanguage } from '../../i18n/language.ts';
import { useMessages } from '../../i18n/messages.ts';
import type { PanelsMessages } from '../../i18n/messages/en/panels.ts';
import { SectionFailed } from '../../ui/SectionState.tsx';
import { Seo } from '../../ui/Seo.tsx';
import { ProductGrid } from '../catalog/components/ProductGrid.tsx';
import { useProductsByIds } from './api/getProductsByIds.ts';
import { loadSync, readAccountList, useSaved } from './wishlistStore.ts';
import './wishlistPage.css';

/** What a saved product has on the Office Warehouse's shelf now. */
function stockLine(product: Product, t: PanelsMessages['wishlist'], language: Language): string {
  const inStock = product.sizes.filter((size) => officeStock(product, size).inStock > 0);
  if (inStock.length > 0) return t.inStock(inStock.map((size) => sizeLabel(size, language)).join(', '));
  const preOrder = product.preOrder && product.sizes.some((size) => officeStock(product, size).preOrder > 0);
  return preOrder ? t.soldOutPreOrder : t.soldOut;
}

function Pending() {
  const t = useMessages('shop');
  return (
    <div className="section-skeleton" role="status">
      <span className="visually-hidden">{t.loadingHidden}</span>
    </div>
  );
}

/**
 * /wishlist: the products the shopper saved with the heart, as they are now (price, stock), the
 * latest saved first; ones no longer for sale are said so and can be dropped
 * (docs/decisions/037-cards-and-wishlist.md).
 */
export function WishlistPage() {
  const t = useMessages('panels').wishlist;
  const language = useLanguage();
  const saved = useSaved();
  const products = useProductsByIds(saved.known ? saved.ids : null);
  const found = products.data?.data;
  const shown = found?.filter((p) => saved.ids.includes(p.id)) ?? [];
  const gone = found ? saved.ids.filter((id) => !found.some((p) => p.id === id)) : [];

  let body: ReactNode;
  if (saved.failed) body = <SectionFailed what={t.listFailed} onRetry={readAccountList} />;
  else if (!saved.known) body = <Pending />;
  else if (saved.ids.length === 0) {
    body = (
      <div className="wishlist__empty">
        <p>{t.empty}</p>
        <Link to="/" className="button button--secondary">
          {t.startShopping}
        </Link>
      </div>
    );
  } else if (!products.data) {
    body = products.error ? <SectionFailed what={t.productsFailed} onRetry={() => void products.mutate()} /> : <Pending />;
  } else {
    body = (
      <>
        {shown.length > 0 ? (
          <ProductGrid
            products={shown}
            label={t.saved}
            extra={(product) => <p className="wishlist__stock">{stockLine(product, t, language)}</p>}
          />
        ) : null}
        {gone.length > 0 ? (
          <div className="wishlist__gone">
            <p>{t.gone(gone.length)}</p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void loadSync().then((sync) => sync.dropSaved(gone, saved.loggedIn, t.rules))}
            >
              {t.removeGone(gone.length)}
            </button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section className="wishlist">
      <Seo title={t.title} description={t.description} />
      <header className="listing__head">
        <h1 className="listing__title">{t.heading}</h1>
        {saved.loggedIn ? null : (
          <p className="listing__description">
            {t.visitorBefore} <Link to="/login">{t.visitorLogIn}</Link> {t.visitorAfter}
          </p>
        )}
      </header>
      {body}
    </section>
  );
}
