import { BRAND } from '@shop/shared/brand';
import { useMessages } from '../../../i18n/messages.ts';
import { SectionFailed } from '../../../ui/SectionState.tsx';
import { Seo } from '../../../ui/Seo.tsx';
import { useHomeCollections } from '../api/getHomeCollections.ts';
import { HomeHero } from '../components/HomeHero.tsx';
import { ProductCarousel } from '../components/ProductCarousel.tsx';
import { PromoTiles } from '../components/PromoTiles.tsx';
import { StaticHero } from '../components/StaticHero.tsx';
import { VisitStoreBanner } from '../components/VisitStoreBanner.tsx';
import '../home.css';

/** Home (SPEC §2): hero, first carousel, promo tiles, static hero, second carousel, store banner. */
export function HomePage() {
  const { data, error, isValidating, mutate } = useHomeCollections();
  const t = useMessages('shop').catalog;
  // Failed, and not asking again (Retry shows the placeholders while it asks).
  const failed = Boolean(error) && !data && !isValidating;
  return (
    <div className="home">
      <Seo description={t.home.description(BRAND.name, BRAND.tagline)} />
      {failed ? null : <HomeHero collection={data?.firstCollection[0]} />}
      {data ? (
        <>
          {data.secondCollection ? <ProductCarousel collection={data.secondCollection} /> : null}
          <PromoTiles collections={data.thirdCollections} />
        </>
      ) : failed ? (
        <SectionFailed what={t.failedToLoad.collections} onRetry={() => void mutate()} />
      ) : (
        // Room for what is on its way, so the page below does not jump when it arrives.
        <div className="home__pending section-skeleton" role="status">
          <span className="visually-hidden">{t.loading}</span>
        </div>
      )}
      <StaticHero />
      {data?.fourthCollection ? <ProductCarousel collection={data.fourthCollection} /> : null}
      <VisitStoreBanner />
    </div>
  );
}
