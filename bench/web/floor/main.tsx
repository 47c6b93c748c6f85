import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The bench's floor: what Vite and React cost before the shop adds anything (bench/parts/stack.ts).
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <main>
      <h1>Floor</h1>
      <p>An empty Vite and React app, measured beside the shop's pages.</p>
    </main>
  </StrictMode>,
);
