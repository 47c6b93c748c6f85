import { LOCALES } from '@shop/shared/language';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { announcementKey, fetchAnnouncement } from './features/content/api/getAnnouncement.ts';
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
  // A prerendered page carries the API answers it was drawn from; the SPA hydrates its HTML with them.
  const data = document.getElementById('shop-data');
  const drawn = data && root.firstElementChild ? (JSON.parse(data.textContent || '{}') as Record<string, unknown>) : undefined;
  // Every page shows the header and menus: their texts come before the first render, and so does
  // the announcement bar of a page the SPA draws itself (a drawn page has it), so nothing moves.
  const [, announcement] = await Promise.all([loadMessages(language, 'shop'), drawn ? null : fetchAnnouncement()]);
  const app = (fallback: Record<string, unknown>) => (
    <StrictMode>
      <App fallback={fallback} language={language} />
    </StrictMode>
  );
  // As a transition, React hydrates a drawn page in slices of a few milliseconds, answering taps
  // in between (shared/src/earlyTaps.ts catches those on parts not hydrated yet), instead of in
  // one long task that a slow phone spends seconds in (docs/decisions/086-early-taps.md).
  if (drawn) startTransition(() => void hydrateRoot(root, app(drawn)));
  else createRoot(root).render(app({ [announcementKey]: announcement }));
}
