import { DEFAULT_LANGUAGE, type Language, splitLanguagePath } from '@shop/shared/language';
import { createContext, useContext } from 'react';

/**
 * The language a page is shown in. It comes from the path (`/hr/...` is Croatian) when the page
 * loads and does not change while it stays open: the language switch loads the page anew, so
 * only one language's messages are ever loaded.
 */
export const LanguageContext = /* @__PURE__ */ createContext<Language>(DEFAULT_LANGUAGE);

export const useLanguage = (): Language => useContext(LanguageContext);

/** The language of the page the browser has open (the API calls carry it). */
export function pageLanguage(): Language {
  return typeof window === 'undefined' ? DEFAULT_LANGUAGE : splitLanguagePath(window.location.pathname).language;
}

/** Where the shopper's own choice of language is kept (web storage, as the cart is). */
export const LANGUAGE_CHOICE_KEY = 'language';
