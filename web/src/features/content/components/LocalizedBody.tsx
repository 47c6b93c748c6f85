import { type Language, LANGUAGES } from '@shop/shared/language';
import { type ComponentType, lazy } from 'react';
import { pageLanguage } from '../../../i18n/language.ts';

type Loaders<P> = { readonly [L in Language]: () => Promise<ComponentType<P>> };

/**
 * A long text written once per language, each in a module of its own, so that a shopper loads
 * only the language of the page: the page draws `bodies[useLanguage()]`, which suspends until
 * that language's text has loaded (the prerendered page waits for it). In the browser the page's
 * language starts loading with the page's own code, not after it.
 */
export function localizedBodies<P extends object = Record<string, never>>(
  loaders: Loaders<P>,
): Readonly<Record<Language, ComponentType<P>>> {
  const fetched = new Map<Language, Promise<{ default: ComponentType<P> }>>();
  const load = (language: Language) => {
    let promise = fetched.get(language);
    if (!promise) {
      promise = loaders[language]().then((Body) => ({ default: Body }));
      promise.catch(() => fetched.delete(language));
      fetched.set(language, promise);
    }
    return promise;
  };
  if (!import.meta.env.SSR && typeof window !== 'undefined') load(pageLanguage()).catch(() => undefined);
  return Object.fromEntries(LANGUAGES.map((language) => [language, lazy(() => load(language))])) as unknown as Record<
    Language,
    ComponentType<P>
  >;
}
