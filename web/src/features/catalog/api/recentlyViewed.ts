import { useSyncExternalStore } from 'react';
import useSWR from 'swr';
import type { Product } from '@shop/shared/contract/catalog';
import { refusedWith } from '../../../platform/http.ts';
import { fetchProduct, productKey } from './getProduct.ts';

/**
 * The products this browser viewed last, newest first: their ids kept in localStorage (never
 * their prices, which are fetched as they are now), at most RECENTLY_VIEWED_LIMIT. Public to the
 * cart, whose drawer shows them when it is empty.
 *
 * Kept only when the shopper chose it (docs/decisions/059): until then nothing is written, and
 * switching it off deletes the list. The choice itself, yes or no, is kept under CHOICE_KEY so
 * the question is not asked again.
 */
const STORAGE_KEY = 'recentlyViewed';
const CHOICE_KEY = 'recentlyViewedChoice';
export const RECENTLY_VIEWED_LIMIT = 8;

/** 'on' keeps the list, 'off' keeps none; null: not asked yet, nothing kept. */
export type RecentlyViewedChoice = 'on' | 'off' | null;

const listeners = new Set<() => void>();
let choice: RecentlyViewedChoice = typeof window === 'undefined' ? null : readChoice();
let ids: readonly string[] = choice === 'on' ? readStored() : [];
// A list kept before the shopper was asked goes: only a yes keeps one.
if (typeof window !== 'undefined' && choice !== 'on') removeStored();

function readChoice(): RecentlyViewedChoice {
  try {
    const stored = localStorage.getItem(CHOICE_KEY);
    return stored === 'on' || stored === 'off' ? stored : null;
  } catch {
    return null;
  }
}

function removeStored(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}

const notify = () => {
  for (const listener of listeners) listener();
};

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
  notify();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY && event.key !== CHOICE_KEY && event.key !== null) return;
    choice = readChoice();
    ids = choice === 'on' ? readStored() : [];
    notify();
  });
}

/** The product page was shown: it goes first, once, and the oldest beyond the limit go; nothing is kept unless the shopper chose it. */
export function rememberViewed(id: string): void {
  if (choice !== 'on' || ids[0] === id) return;
  save([id, ...ids.filter((other) => other !== id)].slice(0, RECENTLY_VIEWED_LIMIT));
}

/** The shopper's answer: yes starts the list; no (or switching it off later) deletes it and keeps none. */
export function chooseRecentlyViewed(on: boolean): void {
  choice = on ? 'on' : 'off';
  try {
    localStorage.setItem(CHOICE_KEY, choice);
  } catch {
    // Blocked storage: the choice holds for this visit.
  }
  if (!on) {
    ids = [];
    removeStored();
  }
  notify();
}

function forgetViewed(gone: readonly string[]): void {
  if (gone.length) save(ids.filter((id) => !gone.includes(id)));
}

const NONE: readonly string[] = [];

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

function useViewedIds(): readonly string[] {
  return useSyncExternalStore(
    subscribe,
    () => ids,
    () => NONE,
  );
}

/** Whether the shopper chose to keep the list; null before they were asked. A prerendered page asks nothing: 'off' until the browser knows. */
export function useRecentlyViewedChoice(): RecentlyViewedChoice {
  return useSyncExternalStore(
    subscribe,
    () => choice,
    () => 'off',
  );
}

/** The SWR key of the products behind a list of ids. */
export const recentlyViewedKey = (list: readonly string[]) => (list.length ? (['recentlyViewed', ...list] as const) : null);

/** Each product as the API answers it now; one that is no longer found is dropped from the list for good. */
export async function fetchRecentlyViewed([, ...list]: readonly string[]): Promise<Product[]> {
  const found = await Promise.all(
    list.map((id) =>
      fetchProduct(productKey(id)).catch((error: unknown) => {
        if (refusedWith(error, 'catalog.noSuchProduct', 'http.invalid')) return null;
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
