import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A browser's localStorage, as far as the list uses it. */
function fakeStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** The module as a fresh page load in a browser holding `stored` finds it. */
async function pageLoad(stored: Record<string, string> = {}) {
  const storage = fakeStorage(stored);
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('localStorage', storage);
  vi.resetModules();
  return { storage, list: await import('./recentlyViewed.ts') };
}

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe('recently viewed, kept only when the shopper chose it (docs/decisions/059)', () => {
  it('writes nothing while the shopper has not been asked', async () => {
    const { storage, list } = await pageLoad();
    list.rememberViewed('adult-linen-shirt-oat');
    list.rememberViewed('adult-organic-cotton-tee-ecru');
    expect([...storage.items.keys()]).toEqual([]);
  });

  it('deletes a list kept before the shopper was asked', async () => {
    const { storage } = await pageLoad({ recentlyViewed: JSON.stringify(['adult-linen-shirt-oat']) });
    expect(storage.getItem('recentlyViewed')).toBeNull();
  });

  it('keeps the products viewed, newest first, once the shopper says yes, and on the next visit too', async () => {
    const { storage, list } = await pageLoad();
    list.chooseRecentlyViewed(true);
    list.rememberViewed('adult-linen-shirt-oat');
    list.rememberViewed('adult-organic-cotton-tee-ecru');
    expect(JSON.parse(storage.getItem('recentlyViewed') ?? '[]')).toEqual(['adult-organic-cotton-tee-ecru', 'adult-linen-shirt-oat']);
    expect(storage.getItem('recentlyViewedChoice')).toBe('on');
    const next = await pageLoad(Object.fromEntries(storage.items));
    next.list.rememberViewed('adult-embroidered-blouse-natural');
    expect(JSON.parse(next.storage.getItem('recentlyViewed') ?? '[]')[0]).toBe('adult-embroidered-blouse-natural');
  });

  it('keeps none after "No, thanks", and switching it off later deletes the list', async () => {
    const declined = await pageLoad();
    declined.list.chooseRecentlyViewed(false);
    declined.list.rememberViewed('adult-linen-shirt-oat');
    expect(declined.storage.getItem('recentlyViewed')).toBeNull();
    expect(declined.storage.getItem('recentlyViewedChoice')).toBe('off');

    const kept = await pageLoad({ recentlyViewedChoice: 'on', recentlyViewed: JSON.stringify(['adult-linen-shirt-oat']) });
    kept.list.chooseRecentlyViewed(false);
    expect(kept.storage.getItem('recentlyViewed')).toBeNull();
    kept.list.rememberViewed('adult-organic-cotton-tee-ecru');
    expect(kept.storage.getItem('recentlyViewed')).toBeNull();
  });
});
