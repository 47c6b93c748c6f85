import { type ReactNode, Suspense, lazy, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { closeCartDrawer, useCartDrawerOpen } from '../features/cart/cartStore.ts';
import { AnnouncementBar } from '../features/content/announcement/AnnouncementBar.tsx';
import { useMessages, withMessages } from '../i18n/messages.ts';
import { useLanguageOffer } from '../i18n/useLanguageOffer.ts';
import { Loading } from '../ui/Loading.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

// The drawer's code (and the stock rules it uses) loads the first time it opens.
export const loadCartDrawer = withMessages('panels', () => import('../features/cart/CartDrawer.tsx'));
const CartDrawer = lazy(async () => ({ default: (await loadCartDrawer()).CartDrawer }));
const LanguageOffer = lazy(async () => ({ default: (await import('../i18n/LanguageOffer.tsx')).LanguageOffer }));

/** A new page starts at its top, with the drawer closed, its heading focused and its title read out (pageArrival.ts). */
function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
    closeCartDrawer();
    void import('./pageArrival.ts').then((arrival) => arrival.arrived());
  }, [pathname]);
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  const cartOpen = useCartDrawerOpen();
  const t = useMessages('shop');
  const [offerCroatian, closeOffer] = useLanguageOffer();
  // The back office has a menu of its own: no shop header or footer around it.
  const shop = !useLocation().pathname.startsWith('/admin');
  return (
    <>
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <ScrollToTopOnNavigate />
      {shop ? <AnnouncementBar /> : null}
      {shop ? <Header onCartIntent={loadCartDrawer} /> : null}
      <main id="main" className="main" tabIndex={-1}>
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </main>
      {shop ? <Footer /> : null}
      {shop && offerCroatian ? (
        <Suspense fallback={null}>
          <LanguageOffer onClose={closeOffer} />
        </Suspense>
      ) : null}
      {cartOpen ? (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      ) : null}
    </>
  );
}
