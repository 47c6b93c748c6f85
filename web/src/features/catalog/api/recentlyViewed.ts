import { useSyncExternalStore } from 'react';
import useSWR from 'swr';
import type { Product } from '@shop/shared/contract/catalog';
import { HttpError } from '../../../platform/http.ts';
import { fetchProduct, productKey } from './getProduct.ts';

/**
 * The products this browser viewed last, newest first: their ids kept in localStorage (never
 * their prices, which are fetched as they are now), at most RECENTLY_VIEWED_LIMIT. Public to the
 * cart, whose drawer shows them when it is empty.
 */
const STORAGE_KEY = 'recentlyViewed';
export const RECENTLY_VIEWED_LIMIT = 8;

const listeners = new Set<() => void>();
let ids: readonly string[] = typeof window === 'undefined' ? [] : readStored();

function readStored(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((id): id is string => typeof id === 'string' && id.length > 0).slice(0, RECENTLY_VIEWED_LIMIT)
      : [];
  } catch {
    return [];
  }
}

function save(next: readonly string[]): void {
  ids = next;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // A full or blocked storage keeps the list for this visit only.
  }
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    ids = readStored();
    for (const listener of listeners) listener();
  });
}

/** The product page was shown: it goes first, once, and the oldest beyond the limit go. */
export function rememberViewed(id: string): void {
  if (ids[0] === id) return;
  save([id, ...ids.filter((other) => other !== id)].slice(0, RECENTLY_VIEWED_LIMIT));
}

function forgetViewed(gone: readonly string[]): void {
  if (gone.length) save(ids.filter((id) => !gone.includes(id)));
}

const NONE: readonly string[] = [];

function useViewedIds(): readonly string[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => ids,
    () => NONE,
  );
}

/** The SWR key of the products behind a list of ids. */
export const recentlyViewedKey = (list: readonly string[]) => (list.length ? (['recentlyViewed', ...list] as const) : null);

/** Each product as the API answers it now; one that is no longer found (404) is dropped from the list for good. */
export async function fetchRecentlyViewed([, ...list]: readonly string[]): Promise<Product[]> {
  const found = await Promise.all(
    list.map((id) =>
      fetchProduct(productKey(id)).catch((error: unknown) => {
        if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }),
    ),
  );
  forgetViewed(list.filter((_, index) => found[index] === null));
  return found.filter((product): product is Product => product !== null);
}

/** The products viewed last, newest first, without `exceptId` (the page being shown). */
export function useRecentlyViewed(exceptId?: string, most = RECENTLY_VIEWED_LIMIT) {
  const list = useViewedIds()
    .filter((id) => id !== exceptId)
    .slice(0, most);
  return useSWR(recentlyViewedKey(list), fetchRecentlyViewed, { keepPreviousData: true });
}
