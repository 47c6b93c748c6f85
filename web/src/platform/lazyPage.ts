import { type ComponentType, createContext, createElement, lazy, useContext } from 'react';
import { pageLanguage, useLanguage } from '../i18n/language.ts';
import { loadMessages, messagesModule, type Section } from '../i18n/messages.ts';

/**
 * While a page is prerendered: the source modules of the lazily loaded parts drawn in it, so
 * its HTML can name their stylesheets and scripts (web/src/prerender/pageAssets.ts).
 */
export const RenderedModules = /* @__PURE__ */ createContext<Set<string> | undefined>(undefined);

declare global {
  // Filled by the prerender bundle's dynamic imports (web/build/pageModules.ts).
  var __shopModuleKeys: WeakMap<object, string> | undefined;
}

/**
 * The component, telling the prerenderer each time it is drawn which module it came from and
 * which sections of messages it waits for: the page preloads both, so the app can take the page
 * over without fetching them one after the other.
 */
function recorded<P extends object>(Component: ComponentType<P>, module: object, sections: readonly Section[]): ComponentType<P> {
  const key = globalThis.__shopModuleKeys?.get(module);
  if (!key) return Component;
  return function Recorded(props: P) {
    const rendered = useContext(RenderedModules);
    const language = useLanguage();
    rendered?.add(key);
    for (const section of sections) rendered?.add(messagesModule(language, section));
    return createElement(Component, props);
  };
}

/**
 * A page module's named export as a lazily loaded component: each page is its own chunk. The
 * sections of messages the page shows load beside its code, not after it.
 */
export function lazyPage<K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  sections: readonly Section[] = [],
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), ...sections.map((section) => loadMessages(pageLanguage(), section))]);
    return { default: import.meta.env.SSR ? recorded(module[name], module, sections) : module[name] };
  });
}
