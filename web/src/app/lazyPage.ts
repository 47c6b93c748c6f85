import { type ComponentType, lazy } from 'react';

/** A page module's named export as a lazily loaded component: each page is its own chunk. */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
