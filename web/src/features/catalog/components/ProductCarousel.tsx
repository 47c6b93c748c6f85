import { useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Collection } from '@shop/shared/contract/catalog';
import { useMessages } from '../../../i18n/messages.ts';
import { ProductCard } from './ProductCard.tsx';

/** A scroll-snapping row of a collection's products with previous/next buttons. */
export function ProductCarousel({ collection }: { collection: Collection }) {
  const track = useRef<HTMLUListElement>(null);
  const headingId = `carousel-${collection.id}`;
  const t = useMessages('catalog').home;
  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: reduceMotion ? 'auto' : 'smooth' });
  };
  if (collection.products.length === 0) return null;
  return (
    <section className="carousel" aria-labelledby={headingId}>
      <div className="section-head">
        <h2 id={headingId} className="section-title">
          {collection.name}
        </h2>
        <div className="carousel__controls">
          <Link to={`/collection/${encodeURIComponent(collection.id)}`} className="text-link">
            {t.viewAll}
            <span className="visually-hidden">{t.viewAllOf(collection.name)}</span>
          </Link>
          <button type="button" className="icon-button icon-button--round" onClick={() => scroll(-1)} aria-label={t.previousProducts}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="icon-button icon-button--round" onClick={() => scroll(1)} aria-label={t.nextProducts}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <ul className="carousel__track" ref={track}>
        {collection.products.map((product) => (
          <li key={product.id} className="carousel__item">
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
