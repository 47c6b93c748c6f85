import { useSyncExternalStore } from 'react';

export interface Toast {
  id: number;
  text: string;
  kind: 'info' | 'success' | 'error';
}

/** Product toasts close after 1 s (SPEC §9); others may ask for longer. */
export const TOAST_MS = 1000;

const listeners = new Set<() => void>();
let toasts: readonly Toast[] = [];
let nextId = 1;

function emit(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function showToast(text: string, kind: Toast['kind'] = 'info', durationMs = TOAST_MS): void {
  const toast = { id: nextId++, text, kind };
  emit([...toasts.filter((t) => t.text !== text), toast]);
  window.setTimeout(() => emit(toasts.filter((t) => t.id !== toast.id)), durationMs);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}
