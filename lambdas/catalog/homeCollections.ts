import type { Collection, HomeCollections } from '@shop/shared/contract/catalog';
import type { Language } from '@shop/shared/language';
import type { HomeItem } from './catalogItems.ts';
import { getHome, getProducts } from './catalogStore.ts';
import { collectionView } from './catalogViews.ts';
import { shopProducts } from './productView.ts';

type CarouselRef = HomeItem['secondCollection'];

/** The home page's collections, in the shopper's language: one read of the layout and one batch read of the carousels' products. */
export async function homeCollections(language: Language): Promise<HomeCollections> {
  const home = await getHome();
  if (!home) return { firstCollection: [], secondCollection: null, thirdCollections: [], fourthCollection: null };
  const carousels = [home.secondCollection, home.fourthCollection];
  const products = await getProducts(carousels.flatMap((c) => c?.productIds ?? []));
  const byId = new Map(shopProducts(products, language).map((p) => [p.id, p]));
  const withProducts = (ref: CarouselRef): Collection | null => {
    if (!ref) return null;
    const { productIds, ...summary } = ref;
    return { ...collectionView(summary, language), products: productIds.flatMap((id) => byId.get(id) ?? []) };
  };
  return {
    firstCollection: home.firstCollection.map((c) => collectionView(c, language)),
    secondCollection: withProducts(home.secondCollection),
    thirdCollections: home.thirdCollections.map((c) => collectionView(c, language)),
    fourthCollection: withProducts(home.fourthCollection),
  };
}
