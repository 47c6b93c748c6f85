import { Link } from 'react-router-dom';
import type { CollectionSummary } from '@shop/shared/contract/catalog';
import { useMessages } from '../../../i18n/messages.ts';
import { ShopImage } from '../../../ui/ShopImage.tsx';

/** Two promo tiles from the third collections, each with 'Shop Now'. */
export function PromoTiles({ collections }: { collections: readonly CollectionSummary[] }) {
  const t = useMessages('catalog').home;
  if (collections.length === 0) return null;
  return (
    <section className="promo-tiles" aria-label={t.featured}>
      {collections.slice(0, 2).map((collection) => (
        <article key={collection.id} className="promo-tile">
          <ShopImage
            path={collection.image}
            alt=""
            width={1600}
            height={900}
            className="promo-tile__image"
            sizes="(min-width: 48rem) 50vw, 100vw"
          />
          <div className="promo-tile__content">
            <h2 className="promo-tile__title">{collection.name}</h2>
            <Link to={`/collection/${encodeURIComponent(collection.id)}`} className="button button--secondary">
              {t.shopNow}
              <span className="visually-hidden">: {collection.name}</span>
            </Link>
          </div>
        </article>
      ))}
    </section>
  );
}
