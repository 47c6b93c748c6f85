import { Suspense, lazy, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useMessages } from '../../../i18n/messages.ts';
import { refusedWith } from '../../../platform/http.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { NotFoundMessage } from '../../../ui/NotFoundMessage.tsx';
import { Seo } from '../../../ui/Seo.tsx';
import { Toaster } from '../../../ui/Toaster.tsx';
import { useProduct } from '../api/getProduct.ts';
import { useReviews } from '../api/searchReviews.ts';
import { Breadcrumbs, productTrail } from '../components/Breadcrumbs.tsx';
import { ColourSwatches } from '../components/ColourSwatches.tsx';
import { DeliverySummary } from '../components/DeliverySummary.tsx';
import { NotifyForm } from '../components/NotifyForm.tsx';
import { ProductBadges } from '../components/ProductBadges.tsx';
import { ProductGallery } from '../components/ProductGallery.tsx';
import { ProductPrice } from '../components/ProductPrice.tsx';
import { FitAndFabric } from '../components/FitAndFabric.tsx';
import { ProductPurchase } from '../components/ProductPurchase.tsx';
import { ProductRating } from '../components/ProductRating.tsx';
import { ProductReviews } from '../components/ProductReviews.tsx';
import { WishlistHeart } from '../../wishlist/WishlistHeart.tsx';
import { SectionFailed } from '../../../ui/SectionState.tsx';
import { RelatedProducts } from '../components/RelatedProducts.tsx';
import '../product.css';

// Kept in this browser only: drawn after the page is hydrated, from a chunk of its own, which
// also remembers this product as viewed.
const RecentlyViewed = lazy(async () => ({ default: (await import('../components/RecentlyViewed.tsx')).RecentlyViewed }));

type ShownProduct = NonNullable<ReturnType<typeof useProduct>['data']>;
const hasFit = (p: ShownProduct) =>
  Boolean(p.composition || p.care || p.fitNote || p.model || (p.measurements && Object.keys(p.measurements).length > 0));

/** No such product, or an id that cannot be one (the path's refusal). */
const isNotFound = (error: unknown) => refusedWith(error, 'catalog.noSuchProduct', 'http.invalid');

/**
 * /products/:id — the product with its trail, images and larger view, colours, rating, sizes,
 * quantity, add to cart, pre-order and notify-me, delivery and returns, reviews, related and
 * recently viewed products (SPEC §2, §4 Product page).
 */
export function ProductPage() {
  const { id } = useParams();
  const { data: product, error, isValidating, mutate } = useProduct(id);
  const t = useMessages('catalog');

  if (isNotFound(error)) return <NotFoundMessage what={t.notFound.product} />;
  // A failed call says so, with Retry (docs/decisions/035); Retry shows Loading while it asks.
  if (error && !product && !isValidating) return <SectionFailed what={t.failedToLoad.product} onRetry={() => void mutate()} />;
  if (!product) return <Loading />;
  return <ProductView key={product.id} product={product} />;
}

function ProductView({ product }: { product: ShownProduct }) {
  const [notify, setNotify] = useState<string | null>(null);
  const [size, setSize] = useState<string | null>(null);
  const reviews = useReviews(product.id);
  const t = useMessages('catalog').product;
  // Browser-only parts wait for the first render after hydration, which must equal the HTML.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  return (
    <>
      <Breadcrumbs trail={productTrail(product, t.home)} />
      <article className="product">
        <Seo title={product.name} description={product.description} />
        <ProductGallery product={product} />
        <div className="product__info">
          <ProductBadges product={product} />
          <div className="product__title-row">
            <h1 className="product__name">{product.name}</h1>
            <WishlistHeart product={product} className="product__heart" />
          </div>
          <ProductRating product={product} reviews={reviews} />
          <ProductPrice product={product} className="product__price" />
          <ColourSwatches product={product} />

          <ProductPurchase
            product={product}
            onNotify={setNotify}
            onChoose={(chosen) => {
              setSize(chosen);
              setNotify((current) => (current === chosen ? current : null));
            }}
          />
          {notify ? <NotifyForm key={notify} productId={product.id} size={notify} /> : null}
          <Toaster />

          <DeliverySummary preOrder={product.preOrder} />
          {product.description ? (
            <section className="product__section">
              <h2 className="product__subheading">{t.description}</h2>
              <p className="product__text">{product.description}</p>
            </section>
          ) : null}
          {product.washingInstructions ? (
            <section className="product__section">
              <h2 className="product__subheading">{t.washing}</h2>
              <p className="product__text">{product.washingInstructions}</p>
            </section>
          ) : null}
          {/* In the page's own code: drawn HTML waiting for a chunk would be dropped when fresher product data arrives. */}
          {hasFit(product) ? <FitAndFabric product={product} selectedSize={size} /> : null}
          <p className="product__help">
            <Link to="/size-guide" className="text-link">
              {t.sizeGuide}
            </Link>
          </p>
        </div>
      </article>
      <ProductReviews productId={product.id} reviews={reviews} />
      <RelatedProducts productId={product.id} />
      {hydrated ? (
        <Suspense fallback={null}>
          <RecentlyViewed exceptId={product.id} />
        </Suspense>
      ) : null}
    </>
  );
}
