import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { HttpError } from '../../../platform/http.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { NotFoundMessage } from '../../../ui/NotFoundMessage.tsx';
import { Seo } from '../../../ui/Seo.tsx';
import { ShopImage } from '../../../ui/ShopImage.tsx';
import { Toaster } from '../../../ui/Toaster.tsx';
import { useProduct } from '../api/getProduct.ts';
import { ProductBadges } from '../components/ProductBadges.tsx';
import { ProductGallery } from '../components/ProductGallery.tsx';
import { ProductPrice } from '../components/ProductPrice.tsx';
import { NotifyForm } from '../components/NotifyForm.tsx';
import { ProductPurchase } from '../components/ProductPurchase.tsx';
import { ProductReviews } from '../components/ProductReviews.tsx';
import { RelatedProducts } from '../components/RelatedProducts.tsx';
import '../product.css';

const isNotFound = (error: unknown) => error instanceof HttpError && (error.status === 404 || error.status === 400);

/**
 * /products/:id — the product with its sizes, add to cart, pre-order and notify-me, its other
 * colours, reviews and related products (SPEC §2, §4 Product page).
 */
export function ProductPage() {
  const { id } = useParams();
  const { data: product, error } = useProduct(id);
  const [notify, setNotify] = useState<{ productId: string; size: string } | null>(null);

  if (isNotFound(error)) return <NotFoundMessage what="product" />;
  if (error) return null;
  if (!product) return <Loading />;

  const colour = product.colorName || product.color?.name;
  return (
    <>
      <article className="product" key={product.id}>
        <Seo title={product.name} description={product.description} />
        <ProductGallery product={product} />
        <div className="product__info">
          <ProductBadges product={product} />
          <h1 className="product__name">{product.name}</h1>
          {colour ? <p className="product__colour">{colour}</p> : null}
          <ProductPrice product={product} className="product__price" />

          {product.colorRelatedProducts?.length ? (
            <div className="product__colours">
              <h2 className="product__subheading">Other colours</h2>
              <ul className="colour-swatches">
                {product.colorRelatedProducts.map((related) => (
                  <li key={related.id}>
                    <Link to={`/products/${encodeURIComponent(related.id)}`} className="colour-swatch">
                      <ShopImage path={related.image} alt={`${product.name} in another colour`} width={64} height={80} />
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          <ProductPurchase
            product={product}
            onNotify={(size) => setNotify({ productId: product.id, size })}
            onChoose={(size) => setNotify((current) => (current?.size === size ? current : null))}
          />
          {notify?.productId === product.id ? <NotifyForm key={notify.size} productId={product.id} size={notify.size} /> : null}
          <Toaster />

          {product.description ? (
            <section className="product__section">
              <h2 className="product__subheading">Description</h2>
              <p className="product__text">{product.description}</p>
            </section>
          ) : null}
          {product.washingInstructions ? (
            <section className="product__section">
              <h2 className="product__subheading">Washing instructions</h2>
              <p className="product__text">{product.washingInstructions}</p>
            </section>
          ) : null}
          <p className="product__help">
            <Link to="/size-guide" className="text-link">
              Size Guide
            </Link>
          </p>
        </div>
      </article>
      <ProductReviews key={`reviews-${product.id}`} productId={product.id} />
      <RelatedProducts productId={product.id} />
    </>
  );
}
