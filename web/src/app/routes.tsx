import { Route, Routes } from 'react-router-dom';
import { preloadHomeCollections } from '../features/catalog/api/getHomeCollections.ts';
import { lazyPage as page } from '../platform/lazyPage.ts';

const HomePage = page(() => {
  // The home data is fetched while the page's code downloads, not after.
  preloadHomeCollections();
  return import('../features/catalog/pages/HomePage.tsx');
}, 'HomePage');
const CategoryPage = page(() => import('../features/catalog/pages/CategoryPage.tsx'), 'CategoryPage', ['catalog']);
const CollectionPage = page(() => import('../features/catalog/pages/CollectionPage.tsx'), 'CollectionPage', ['catalog']);
const ProductPage = page(() => import('../features/catalog/pages/ProductPage.tsx'), 'ProductPage', ['catalog']);

const CheckoutPage = page(() => import('../features/checkout/pages/CheckoutPage.tsx'), 'CheckoutPage', ['checkout']);
const ReturnPage = page(() => import('../features/checkout/pages/ReturnPage.tsx'), 'ReturnPage', ['checkout']);
const OrderSuccessPage = page(() => import('../features/orders/pages/OrderSuccessPage.tsx'), 'OrderSuccessPage', ['checkout']);
const OrderErrorPage = page(() => import('../features/orders/pages/OrderErrorPage.tsx'), 'OrderErrorPage', ['checkout']);

// Account, blog and information pages are declared in their own lazily loaded table, so the
// first load carries only the shopping routes.
const SiteRoutes = page(() => import('./siteRoutes.tsx'), 'SiteRoutes');

/** Every route of SPEC §2: the shopping routes here, the others in `siteRoutes.tsx`. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/category/:id" element={<CategoryPage />} />
      <Route path="/collection/:id" element={<CollectionPage />} />
      <Route path="/products/:id" element={<ProductPage />} />

      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="/return" element={<ReturnPage />} />
      <Route path="/order-success/:id" element={<OrderSuccessPage />} />
      <Route path="/order-error/:id" element={<OrderErrorPage />} />

      <Route path="*" element={<SiteRoutes />} />
    </Routes>
  );
}
