import { useEffect, useState } from 'react';
import { useLanguage } from './language.ts';

/**
 * Whether Croatian may be offered on this page: an English page, in a browser whose first
 * language is Croatian. Decided after hydration (the prerendered page is the same for
 * everyone); whether the visitor chose a language or was offered it already is the offer's own
 * question (LanguageOffer.tsx), so a visitor who reads English costs the first load nothing more.
 */
export function useLanguageOffer(): [boolean, () => void] {
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (language === 'en' && /^hr\b/i.test(navigator.languages?.[0] ?? navigator.language ?? '')) setOpen(true);
  }, [language]);
  return [open, () => setOpen(false)];
}
