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
import { ProductPurchase } from '../components/ProductPurchase.tsx';
import '../product.css';

const isNotFound = (error: unknown) => error instanceof HttpError && (error.status === 404 || error.status === 400);

/** /products/:id — the product with its sizes and add to cart (SPEC §2, §4 Product page). */
export function ProductPage() {
  const { id } = useParams();
  const { data: product, error } = useProduct(id);

  if (isNotFound(error)) return <NotFoundMessage what="product" />;
  if (error) return null;
  if (!product) return <Loading />;

  const colour = product.colorName || product.color?.name;
  return (
    <article className="product" key={product.id}>
      <Seo title={product.name} description={product.description.slice(0, 160)} />
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

        <ProductPurchase product={product} />
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
  );
}
