import { type Language, languageOf, pathIn, splitLanguagePath } from '@shop/shared/language';
import { LANGUAGE_CHOICE_KEY } from './language.ts';

function storedChoice(): Language | undefined {
  try {
    const value = window.localStorage.getItem(LANGUAGE_CHOICE_KEY);
    return value ? languageOf(value) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the shopper's choice of language for their next visits (a setting they asked for, not tracking). */
export function chooseLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_CHOICE_KEY, language);
  } catch {
    // Storage may be off; the choice then lasts as long as the page the shopper went to.
  }
}

/** Whether the shopper has ever chosen a language (the offer of Croatian is then not shown again). */
export const hasChosenLanguage = (): boolean => storedChoice() !== undefined;

/**
 * The same page in the language the shopper chose, when the one opened is in the other; nothing
 * when they never chose or the page is already in their language. The back office speaks English.
 */
export function rememberedLanguagePath(location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string | undefined {
  const choice = storedChoice();
  const { language, path } = splitLanguagePath(location.pathname);
  if (!choice || choice === language || path.startsWith('/admin')) return undefined;
  return `${pathIn(choice, path)}${location.search}${location.hash}`;
}
