import type { Product } from '@shop/shared/contract/catalog';
import { useMessages } from '../../../i18n/messages.ts';
import { SectionFailed } from '../../../ui/SectionState.tsx';
import { useRelatedProducts } from '../api/getRelatedProducts.ts';
import { ProductCard } from './ProductCard.tsx';

/** A few products of the same category, those in the same colour first. */
export function RelatedProducts({ productId }: { productId: string }) {
  const { data, error, isValidating, mutate } = useRelatedProducts(productId);
  const t = useMessages('catalog');
  if (error && !data && !isValidating) return <SectionFailed what={t.failedToLoad.related} onRetry={() => void mutate()} />;
  return <ProductShelf id="related" title={t.product.related} products={data} />;
}

/** A titled row of product cards below the product page; nothing while there are none. */
export function ProductShelf({ id, title, products }: { id: string; title: string; products: readonly Product[] | undefined }) {
  if (!products?.length) return null;
  return (
    <section className={`related related--${id}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {title}
      </h2>
      <ul className="product-grid">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
