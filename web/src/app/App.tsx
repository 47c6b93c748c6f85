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

export function App() {
  return (
    <BrowserRouter>
      <SWRConfig value={swrConfig}>
        <UnauthorizedRedirect />
        <Layout>
          <AppRoutes />
        </Layout>
      </SWRConfig>
    </BrowserRouter>
  );
}
