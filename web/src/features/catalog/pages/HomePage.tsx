import { BRAND } from '@shop/shared/brand';
import { Suspense, useMemo } from 'react';
import { lazyPage } from '../../../platform/lazyPage.ts';
import { pageLanguage } from '../../../i18n/language.ts';
import { loadMessages, useMessages } from '../../../i18n/messages.ts';
import { SectionFailed } from '../../../ui/SectionState.tsx';
import { Seo } from '../../../ui/Seo.tsx';
import { whenPageSettled } from '../../../ui/whenPageSettled.ts';
import { useHomeCollections } from '../api/getHomeCollections.ts';
import { HomeHero } from '../components/HomeHero.tsx';
import '../home.css';

// Everything below the hero, with the catalog's texts, once the drawn page has settled: the
// first load carries the first screen only (docs/decisions/046).
const HomeShelves = lazyPage(
  () =>
    whenPageSettled().then(async () => {
      const [module] = await Promise.all([import('../components/HomeShelves.tsx'), loadMessages(pageLanguage(), 'catalog')]);
      return module;
    }),
  'HomeShelves',
);

/** Home (SPEC §2): hero, first carousel, promo tiles, static hero, second carousel, store banner. */
export function HomePage() {
  const { data, error, isValidating, mutate } = useHomeCollections();
  const t = useMessages('shop').home;
  // Failed, and not asking again (Retry shows the placeholders while it asks).
  const failed = Boolean(error) && !data && !isValidating;
  // One element for every render: a drawn page's shelves wait for their code without being touched.
  const shelves = useMemo(
    () => (
      <Suspense fallback={null}>
        <HomeShelves />
      </Suspense>
    ),
    [],
  );
  return (
    <div className="home">
      <Seo description={t.description(BRAND.name, BRAND.tagline)} />
      {failed ? null : <HomeHero collection={data?.firstCollection[0]} />}
      {failed ? <SectionFailed what={t.failedCollections} onRetry={() => void mutate()} /> : null}
      {shelves}
    </div>
  );
}
