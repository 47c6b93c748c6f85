/**
 * Resolves once a page that arrived drawn ahead has settled: the browser is idle (at most two
 * seconds after hydration began), or the visitor scrolls, taps or types. A part of a page loaded
 * behind it keeps its drawn HTML until then, and is hydrated after, so the first load carries
 * only what the first screen needs. A page the app draws itself (every navigation after the
 * first) has nothing to wait for, nor has the prerenderer.
 */
let settled: Promise<void> | undefined;

export function whenPageSettled(): Promise<void> {
  if (typeof window === 'undefined' || !document.getElementById('shop-data')) return Promise.resolve();
  settled ??= new Promise<void>((resolve) => {
    const events = ['scroll', 'pointerdown', 'keydown', 'touchstart'] as const;
    const done = () => {
      for (const event of events) window.removeEventListener(event, done);
      resolve();
    };
    for (const event of events) window.addEventListener(event, done, { once: true, passive: true });
    // Safari has no requestIdleCallback.
    if ('requestIdleCallback' in window) window.requestIdleCallback(done, { timeout: 2000 });
    else setTimeout(done, 300);
  });
  return settled;
}
