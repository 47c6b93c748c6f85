import { Suspense, lazy, useRef, useState } from 'react';
import type { Product } from '@shop/shared/contract/catalog';
import { useMessages } from '../../../i18n/messages.ts';
import { ShopImage } from '../../../ui/ShopImage.tsx';
import { useSwipe } from './useSwipe.ts';

// The larger view's code loads when the shopper first reaches for it.
const loadLightbox = () => import('./ProductLightbox.tsx');
const ProductLightbox = lazy(async () => ({ default: (await loadLightbox()).ProductLightbox }));

/** The product's images, each once: main, listing image, then the others. */
export function galleryImages(product: Pick<Product, 'mainImage' | 'image' | 'images'>): string[] {
  return [...new Set([product.mainImage, product.image, ...(product.images ?? [])].filter(Boolean))];
}

/**
 * The product's images: one large, which a tap, click or Enter opens in a larger view, and the
 * others as thumbnails that swap in; a swipe sideways on the large one shows the next or the previous.
 */
export function ProductGallery({ product }: { product: Product }) {
  const images = galleryImages(product);
  const t = useMessages('catalog').product;
  const [current, setCurrent] = useState(0);
  const [enlarged, setEnlarged] = useState(false);
  const shown = images[current] ?? images[0];
  const step = (by: number) => setCurrent((index) => (index + by + images.length) % images.length);
  const swipe = useSwipe(step);
  // A swipe ends with a click the larger view must not take.
  const swiped = useRef(false);

  return (
    <div className="gallery">
      <div className="gallery__main">
        <ShopImage path={shown} alt={product.name} width={800} height={1000} priority sizes="(min-width: 64rem) 50vw, 100vw" />
        <button
          type="button"
          className="gallery__enlarge"
          aria-haspopup="dialog"
          aria-label={t.enlarge(current + 1, images.length)}
          onPointerEnter={loadLightbox}
          onFocus={loadLightbox}
          onPointerDown={(event) => {
            swiped.current = false;
            swipe.onPointerDown(event);
          }}
          onPointerUp={(event) => {
            swiped.current = swipe.onPointerUp(event);
          }}
          onClick={() => {
            if (!swiped.current) setEnlarged(true);
          }}
        >
          <span className="gallery__zoom">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.8" />
              <path d="M15 15l5 5M10.5 7.5v6M7.5 10.5h6" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </span>
        </button>
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs" aria-label={t.images}>
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={index === current}
                aria-label={t.showImage(index + 1, images.length)}
                onClick={() => setCurrent(index)}
              >
                <ShopImage path={image} alt="" width={120} height={150} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {enlarged ? (
        <Suspense fallback={null}>
          <ProductLightbox name={product.name} images={images} index={current} onIndex={setCurrent} onClose={() => setEnlarged(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
