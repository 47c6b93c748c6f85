import { useSyncExternalStore } from 'react';
import { readToken } from '../../platform/token.ts';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Logging in or out in another tab changes this one too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Tells every reader of the token that it was stored or dropped in this tab. */
export function notifyTokenChange(): void {
  for (const listener of listeners) listener();
}

/** The stored token (localStorage key `token`), re-read whenever it changes. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, readToken, () => null);
}
