import type { HomeCollections } from '@shop/shared/contract/catalog';
import { useMessages } from '../../../i18n/messages.ts';
import { ProductCarousel } from './ProductCarousel.tsx';
import { PromoTiles } from './PromoTiles.tsx';
import { StaticHero } from './StaticHero.tsx';
import { VisitStoreBanner } from './VisitStoreBanner.tsx';

/**
 * The home page below its hero (SPEC §2 Home): the second collection's carousel and the promo
 * tiles, the static hero, the fourth collection's carousel and the store banner. Loaded behind
 * the first screen (HomePage.tsx): until then its drawn HTML stands, links and all.
 */
export function HomeShelves({ data, failed }: { data: HomeCollections | undefined; failed: boolean }) {
  const t = useMessages('catalog');
  return (
    <>
      {data ? (
        <>
          {data.secondCollection ? <ProductCarousel collection={data.secondCollection} /> : null}
          <PromoTiles collections={data.thirdCollections} />
        </>
      ) : failed ? null : (
        // Room for what is on its way, so the page below does not jump when it arrives.
        <div className="home__pending section-skeleton" role="status">
          <span className="visually-hidden">{t.loading}</span>
        </div>
      )}
      <StaticHero />
      {data?.fourthCollection ? <ProductCarousel collection={data.fourthCollection} /> : null}
      <VisitStoreBanner />
    </>
  );
}
