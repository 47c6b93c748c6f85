import type { Collection, CollectionSummary, HomeCollections } from '@shop/shared/contract/catalog';
import type { HomeItem } from './catalogItems.ts';
import { getHome, getProducts } from './catalogStore.ts';
import { productView } from './productView.ts';

type CarouselRef = HomeItem['secondCollection'];

/** The home page's collections: one read of the layout and one batch read of the carousels' products. */
export async function homeCollections(): Promise<HomeCollections> {
  const home = await getHome();
  if (!home) return { firstCollection: [], secondCollection: null, thirdCollections: [], fourthCollection: null };
  const carousels = [home.secondCollection, home.fourthCollection];
  const products = await getProducts(carousels.flatMap((c) => c?.productIds ?? []));
  const byId = new Map(products.filter((p) => p.active).map((p) => [p.id, productView(p)]));
  const withProducts = (ref: CarouselRef): Collection | null => {
    if (!ref) return null;
    const { productIds, ...summary } = ref;
    return { ...summary, products: productIds.flatMap((id) => byId.get(id) ?? []) };
  };
  return {
    firstCollection: home.firstCollection satisfies CollectionSummary[],
    secondCollection: withProducts(home.secondCollection),
    thirdCollections: home.thirdCollections,
    fourthCollection: withProducts(home.fourthCollection),
  };
}
