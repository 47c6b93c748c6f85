import { LOCALES } from '@shop/shared/language';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { rememberedLanguagePath } from './i18n/languageChoice.ts';
import { pageLanguage } from './i18n/language.ts';
import { loadMessages } from './i18n/messages.ts';
import './app/styles/base.css';
import './app/styles/layout.css';

// index.html, built with the app, always has it.
const root = document.getElementById('root') as HTMLElement;

// A shopper who chose a language gets their pages in it (search engines never chose: they see each page as linked).
const remembered = rememberedLanguagePath();
if (remembered) window.location.replace(remembered);
else start(root);

async function start(root: HTMLElement) {
  const language = pageLanguage();
  document.documentElement.lang = LOCALES[language].slice(0, 2);
  // Every page shows the header and menus: their texts come before the first render.
  await loadMessages(language, 'shop');
  mount(root, language);
}

function mount(root: HTMLElement, language: ReturnType<typeof pageLanguage>) {
  // A prerendered page carries the API answers it was drawn from; the SPA hydrates its HTML with them.
  const data = document.getElementById('shop-data');
  if (data && root.firstElementChild) {
    const fallback = JSON.parse(data.textContent || '{}') as Record<string, unknown>;
    // As a transition, React hydrates the page in slices of a few milliseconds, answering taps
    // in between (shared/src/earlyTaps.ts catches those on parts not hydrated yet), instead of in
    // one long task that a slow phone spends seconds in (docs/decisions/086-early-taps.md).
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App fallback={fallback} language={language} />
        </StrictMode>,
      );
    });
  } else {
    createRoot(root).render(
      <StrictMode>
        <App language={language} />
      </StrictMode>,
    );
  }
}
