import type { Product } from '@shop/shared/contract/catalog';
import { ProductCard } from './ProductCard.tsx';

/** Listing grid: 2 columns on phones, 4 on wide screens (SPEC §2 Category page). */
export function ProductGrid({ products, label }: { products: readonly Product[]; label: string }) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < 2} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}
