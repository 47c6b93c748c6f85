import { Link } from 'react-router-dom';
import type { CollectionSummary } from '@shop/shared/contract/catalog';
import { imageUrl } from '../../../platform/images.ts';
import { ShopImage } from '../../../ui/ShopImage.tsx';

/** The first collection as the hero; its image is the page's largest paint, so it loads first. */
export function HomeHero({ collection }: { collection: CollectionSummary | undefined }) {
  if (!collection) return <div className="hero hero--placeholder" aria-hidden="true" />;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__content">
        <h1 id="hero-title" className="hero__title">
          {collection.name}
        </h1>
        {collection.description ? <p className="hero__text">{collection.description}</p> : null}
        <Link to={`/collection/${encodeURIComponent(collection.id)}`} className="button">
          Shop New Arrivals
        </Link>
      </div>
      {collection.video ? (
        <video
          className="hero__media"
          src={imageUrl(collection.video)}
          poster={imageUrl(collection.image)}
          autoPlay
          muted
          loop
          playsInline
        />
      ) : (
        <ShopImage
          path={collection.image}
          alt=""
          width={1600}
          height={900}
          priority
          className="hero__media"
          sizes="(min-width: 64rem) 66vw, 100vw"
        />
      )}
    </section>
  );
}
