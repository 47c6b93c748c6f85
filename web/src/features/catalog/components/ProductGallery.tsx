import { useState } from 'react';
import type { Product } from '@shop/shared/contract/catalog';
import { ShopImage } from '../../../ui/ShopImage.tsx';

/** The product's images: one large, the others as thumbnails that swap in. */
export function ProductGallery({ product }: { product: Product }) {
  const images = [...new Set([product.mainImage, product.image, ...(product.images ?? [])].filter(Boolean))];
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  return (
    <div className="gallery">
      <div className="gallery__main">
        <ShopImage path={shown} alt={product.name} width={800} height={1000} priority sizes="(min-width: 64rem) 50vw, 100vw" />
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs" aria-label="Product images">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={index === current}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                onClick={() => setCurrent(index)}
              >
                <ShopImage path={image} alt="" width={120} height={150} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
