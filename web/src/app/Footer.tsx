import { withMessages } from '../i18n/messages.ts';
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';

// The footer's links and newsletter form load once the page has settled, or sooner when the
// visitor scrolls near them, so the first load of a page carries none of it.
const loadFooterContent = withMessages('panels', () => import('./FooterContent.tsx'));
const FooterContent = lazy(async () => ({ default: (await loadFooterContent()).FooterContent }));

/** Whether it is time to show the footer's content: the browser is idle, or the footer is about to be seen. */
function useFooterWanted(footer: RefObject<HTMLElement | null>): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const show = () => setWanted(true);
    // Safari has no requestIdleCallback.
    const hasIdle = 'requestIdleCallback' in window;
    const idle = hasIdle ? window.requestIdleCallback(show, { timeout: 2000 }) : window.setTimeout(show, 300);
    const near = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
      rootMargin: '600px 0px',
    });
    if (footer.current) near.observe(footer.current);
    return () => {
      if (hasIdle) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      near.disconnect();
    };
  }, [wanted, footer]);
  return wanted;
}

/** The footer of every page (SPEC §2 Footer). */
export function Footer() {
  const footer = useRef<HTMLElement>(null);
  const wanted = useFooterWanted(footer);
  return (
    <footer ref={footer} className="site-footer">
      {wanted ? (
        <Suspense fallback={null}>
          <FooterContent />
        </Suspense>
      ) : null}
    </footer>
  );
}
