import { useEffect, useState } from 'react';
import { useLanguage } from './language.ts';
import { hasChosenLanguage } from './languageChoice.ts';

const OFFERED_KEY = 'language-offered';

/** Whether the browser's first language is Croatian. */
const prefersCroatian = () => /^hr\b/i.test(navigator.languages?.[0] ?? navigator.language ?? '');

/**
 * Whether to offer Croatian now: on an English page, to a visitor whose browser prefers it, who
 * never chose a language and was never offered it. Decided after hydration (the prerendered
 * page is the same for everyone), and only once: showing it counts as offered.
 */
export function useLanguageOffer(): [boolean, () => void] {
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (language !== 'en' || hasChosenLanguage() || !prefersCroatian()) return;
    try {
      if (window.localStorage.getItem(OFFERED_KEY)) return;
      window.localStorage.setItem(OFFERED_KEY, '1');
    } catch {
      return;
    }
    setOpen(true);
  }, [language]);
  return [open, () => setOpen(false)];
}
