import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CollectionSummary } from '@shop/shared/contract/catalog';
import { useMessages } from '../../../i18n/messages.ts';
import { imageUrl } from '../../../platform/images.ts';
import { ShopImage } from '../../../ui/ShopImage.tsx';

/**
 * A collection's looping video with a button that pauses it (WCAG 2.2.2: moving content that
 * lasts longer than five seconds can be stopped). It stays still for those whose device asks for
 * reduced motion, until they press Play.
 */
function HeroVideo({ src, poster }: { src: string; poster: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(false);
  const t = useMessages('shop').home;
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPaused(true);
  }, []);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (paused) element.pause();
    else void element.play().catch(() => undefined);
  }, [paused]);
  return (
    <div className="hero__media hero__video">
      <video ref={video} src={src} poster={poster} muted loop playsInline />
      <button type="button" className="button hero__pause" onClick={() => setPaused(!paused)}>
        {paused ? t.playVideo : t.pauseVideo}
      </button>
    </div>
  );
}

/** The first collection as the hero; its image is the page's largest paint, so it loads first. */
export function HomeHero({ collection }: { collection: CollectionSummary | undefined }) {
  const t = useMessages('shop').home;
  if (!collection) return <div className="hero hero--placeholder" aria-hidden="true" />;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__content">
        <h1 id="hero-title" className="hero__title">
          {collection.name}
        </h1>
        {collection.description ? <p className="hero__text">{collection.description}</p> : null}
        <Link to={`/collection/${encodeURIComponent(collection.id)}`} className="button">
          {t.shopNewArrivals}
        </Link>
      </div>
      {collection.video ? (
        <HeroVideo src={imageUrl(collection.video)} poster={imageUrl(collection.image)} />
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
