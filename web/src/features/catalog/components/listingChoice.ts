import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LISTING_SORTS, type ListingSort, PRICE_BANDS } from '@shop/shared/contract/catalog';
import { type ListingChoice, NO_CHOICE } from '../api/searchProducts.ts';
import { useHydrated } from '../../../ui/useHydrated.ts';
import { eurosParam, isBand, rangeFromParams } from './priceRange.ts';

/**
 * A listing's choice lives in the address, so a link, a reload or Back shows the same:
 * `?size=M&size=L&colour=Sage&price=20-50&sort=price-asc` (the price band in whole euros, its
 * upper end not included), or a typed range `?priceFrom=12.5&priceTo=30` (euros, both ends
 * included; either may be missing). Anything the shop does not know is left out.
 */
const euros = (cents: number) => String(cents / 100);

export function priceParam(band: { min: number; max: number | null }): string {
  return `${euros(band.min)}-${band.max === null ? '' : euros(band.max + 1)}`;
}

export function choiceFromParams(params: URLSearchParams): ListingChoice {
  const price =
    PRICE_BANDS.find((band) => priceParam(band) === params.get('price')) ?? rangeFromParams(params.get('priceFrom'), params.get('priceTo'));
  const sort = params.get('sort');
  return {
    sizes: [...new Set(params.getAll('size').filter(Boolean))],
    colors: [...new Set(params.getAll('colour').filter(Boolean))],
    ...(price ? { price } : {}),
    ...(LISTING_SORTS.includes(sort as ListingSort) ? { sort: sort as ListingSort } : {}),
  };
}

/** The address's parameters with the choice written in; the others (a search's `q`) stay. */
export function paramsWithChoice(params: URLSearchParams, choice: ListingChoice): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ['size', 'colour', 'price', 'priceFrom', 'priceTo', 'sort']) next.delete(name);
  for (const size of choice.sizes) next.append('size', size);
  for (const color of choice.colors) next.append('colour', color);
  if (choice.price && isBand(choice.price)) next.set('price', priceParam(choice.price));
  else if (choice.price) {
    if (choice.price.min > 0) next.set('priceFrom', eurosParam(choice.price.min));
    if (choice.price.max !== null) next.set('priceTo', eurosParam(choice.price.max));
  }
  if (choice.sort) next.set('sort', choice.sort);
  return next;
}

/**
 * The choice in the address, and a way to change it (each change a new history entry, so Back
 * undoes it). While a prerendered page hydrates it is no choice, as the page was drawn; the
 * address's choice follows at once after.
 */
export function useListingChoice(): [ListingChoice, (choice: ListingChoice) => void] {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the parameters' text says when they changed.
  const choice = useMemo(() => (hydrated ? choiceFromParams(params) : NO_CHOICE), [hydrated, key]);
  const choose = useCallback(
    (next: ListingChoice) => setParams((current) => paramsWithChoice(current, next), { preventScrollReset: true }),
    [setParams],
  );
  return [choice, choose];
}
