import { useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { setUnauthorizedHandler } from '../platform/http.ts';
import { Layout } from './Layout.tsx';
import { AppRoutes } from './routes.tsx';
import { swrConfig } from './swrConfig.ts';

/** A 401 (other than from login or the current user) sends the visitor to /login inside the SPA. */
function UnauthorizedRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => navigate('/login'));
  }, [navigate]);
  return null;
}

/**
 * The shop inside a router. `fallback` holds the API answers a prerendered page was drawn
 * from (web/src/prerender): the page hydrates with them and SWR then asks the API again.
 */
export function ShopApp({ fallback }: { fallback?: Record<string, unknown> }) {
  return (
    <SWRConfig value={fallback ? { ...swrConfig, fallback } : swrConfig}>
      <UnauthorizedRedirect />
      <Layout>
        <AppRoutes />
      </Layout>
    </SWRConfig>
  );
}

export function App({ fallback }: { fallback?: Record<string, unknown> }) {
  return (
    <BrowserRouter>
      <ShopApp fallback={fallback} />
    </BrowserRouter>
  );
}
