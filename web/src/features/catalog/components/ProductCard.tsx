import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '@shop/shared/contract/catalog';
import { useMessages } from '../../../i18n/messages.ts';
import { ShopImage } from '../../../ui/ShopImage.tsx';
import { WishlistHeart } from '../../wishlist/WishlistHeart.tsx';
import { ProductBadges } from './ProductBadges.tsx';
import { ProductPrice } from './ProductPrice.tsx';
import { QuickAdd } from './QuickAdd.tsx';
import '../catalog.css';

/**
 * A product in a listing, carousel or search result: image, name, colour, price, its reviews'
 * average, badges, the wishlist heart and the quick add, whose size select is where the sizes
 * show (once; sold-out sizes disabled). The catalog feature's public card, which the search overlay shows too.
 */
interface ProductCardProps {
  product: Product;
  /** The first cards of a listing are its largest paint, so they load first. */
  priority?: boolean;
  /** h2 under a page's h1 (listings), h3 under a section's h2 (carousels). */
  headingLevel?: 2 | 3;
}

export function ProductCard({ product, priority = false, headingLevel = 3 }: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = `/products/${encodeURIComponent(product.id)}`;
  // The colours of one product are cards side by side: each link is described by its colour.
  const colourId = useId();
  const colour = product.colorName || product.color?.name;
  const reviews = product.ratingCount;
  const t = useMessages('catalog');
  return (
    <article className="product-card">
      <Link to={href} className="product-card__media" tabIndex={-1} aria-hidden="true">
        <ShopImage
          path={product.mainImage || product.image}
          alt=""
          width={800}
          height={1000}
          priority={priority}
          sizes="(min-width: 64rem) 25vw, 50vw"
        />
      </Link>
      <ProductBadges product={product} />
      <WishlistHeart product={product} />
      <div className="product-card__body">
        <Heading className="product-card__name">
          <Link to={href} aria-describedby={colour ? colourId : undefined}>
            {product.name}
          </Link>
        </Heading>
        <p id={colourId} className="product-card__colour">
          {colour}
        </p>
        <ProductPrice product={product} className="product-card__price" />
        {reviews ? (
          // Five stars drawn by the stylesheet, filled to the average (--stars).
          <p className="product-card__rating" style={{ '--stars': product.ratingAverage } as object}>
            <span aria-hidden="true">
              {t.rating(product.ratingAverage ?? 0)} ({reviews})
            </span>
            <span className="visually-hidden">
              {t.rated(product.ratingAverage ?? 0)}, {t.reviewCount(reviews)}
            </span>
          </p>
        ) : null}
      </div>
      {product.sizes.length > 0 ? <QuickAdd product={product} /> : null}
    </article>
  );
}
