import type { HomeCollections } from '@shop/shared/contract/catalog';
import { useSWRConfig } from 'swr';
import { useMessages } from '../../../i18n/messages.ts';
import { useHydrated } from '../../../ui/useHydrated.ts';
import { homeCollectionsKey, useHomeCollections } from '../api/getHomeCollections.ts';
import { ProductCarousel } from './ProductCarousel.tsx';
import { PromoTiles } from './PromoTiles.tsx';
import { StaticHero } from './StaticHero.tsx';
import { VisitStoreBanner } from './VisitStoreBanner.tsx';

/**
 * The home data these shelves show: while they hydrate, what the page was drawn with (so the
 * drawn shelves stand as they are), then the answer fetched since. The shelves read it here, not
 * from their page: new props reaching them while their code is still on its way would make React
 * drop the drawn HTML and show nothing until the code arrives.
 */
function useShelvesData() {
  // The page asks (and asks again on Retry); the shelves read what it got, without a second call.
  const { data: fresh, error, isValidating } = useHomeCollections({ revalidateOnMount: false, revalidateIfStale: false });
  const drawn = useSWRConfig().fallback[homeCollectionsKey] as HomeCollections | undefined;
  const data = useHydrated() ? fresh : (drawn ?? fresh);
  return { data, failed: Boolean(error) && !data && !isValidating };
}

/**
 * The home page below its hero (SPEC §2 Home): the second collection's carousel and the promo
 * tiles, the static hero, the fourth collection's carousel and the store banner. Loaded behind
 * the first screen (HomePage.tsx): until then its drawn HTML stands, links and all.
 */
export function HomeShelves() {
  const { data, failed } = useShelvesData();
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
