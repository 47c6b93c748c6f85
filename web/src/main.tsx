import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import './app/styles/base.css';
import './app/styles/layout.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

// A prerendered page carries the API answers it was drawn from; the SPA hydrates its HTML with them.
const data = document.getElementById('shop-data');
if (data && root.firstElementChild) {
  const fallback = JSON.parse(data.textContent || '{}') as Record<string, unknown>;
  hydrateRoot(
    root,
    <StrictMode>
      <App fallback={fallback} />
    </StrictMode>,
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
