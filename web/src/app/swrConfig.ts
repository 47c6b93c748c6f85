import type { SWRConfiguration } from 'swr';
import { request } from '../platform/http.ts';

/**
 * SWR's defaults for the shop: a string key is a GET of that path. A failed call shows
 * nothing (SPEC §8) and is not retried on its own; catalog data does not refetch on focus.
 */
export const swrConfig: SWRConfiguration = {
  fetcher: (path: string) => request(path),
  revalidateOnFocus: false,
  shouldRetryOnError: false,
};
