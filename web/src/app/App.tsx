import { type Language, LANGUAGE_PREFIX } from '@shop/shared/language';
import { useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { LanguageContext } from '../i18n/language.ts';
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
export function ShopApp({ fallback, language }: { fallback?: Record<string, unknown>; language: Language }) {
  return (
    <LanguageContext value={language}>
      <SWRConfig value={fallback ? { ...swrConfig, fallback } : swrConfig}>
        <UnauthorizedRedirect />
        <Layout>
          <AppRoutes />
        </Layout>
      </SWRConfig>
    </LanguageContext>
  );
}

/**
 * One route table for both languages: a Croatian page runs the router under `/hr`, so every
 * link and navigation of the shop stays in the language the page is in.
 */
export function App({ fallback, language }: { fallback?: Record<string, unknown>; language: Language }) {
  return (
    <BrowserRouter basename={LANGUAGE_PREFIX[language] || undefined}>
      <ShopApp fallback={fallback} language={language} />
    </BrowserRouter>
  );
}
