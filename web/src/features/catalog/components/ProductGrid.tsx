import type { ReactNode } from 'react';
import type { Product } from '@shop/shared/contract/catalog';
import { ProductCard } from './ProductCard.tsx';

/**
 * Listing grid: 2 columns on phones, 4 on wide screens (SPEC §2 Category page). `extra` adds a
 * line under a card (the wishlist page's stock).
 */
export function ProductGrid({
  products,
  label,
  extra,
}: {
  products: readonly Product[];
  label: string;
  extra?: (product: Product) => ReactNode;
}) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < 2} headingLevel={2} />
          {extra?.(product)}
        </li>
      ))}
    </ul>
  );
}
