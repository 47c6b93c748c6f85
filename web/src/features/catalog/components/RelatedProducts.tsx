import { useRelatedProducts } from '../api/getRelatedProducts.ts';
import { ProductCard } from './ProductCard.tsx';

/** A few products of the same category, those in the same colour first. */
export function RelatedProducts({ productId }: { productId: string }) {
  const { data } = useRelatedProducts(productId);
  if (!data?.length) return null;
  return (
    <section className="related" aria-labelledby="related-title">
      <h2 id="related-title" className="section-title">
        You may also like
      </h2>
      <ul className="product-grid">
        {data.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
