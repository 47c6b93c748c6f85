import type { Language } from '@shop/shared/language';
import { use } from 'react';
import type { AccountMessages } from './messages/en/account.ts';
import type { CatalogMessages } from './messages/en/catalog.ts';
import type { CheckoutMessages } from './messages/en/checkout.ts';
import type { ContentMessages } from './messages/en/content.ts';
import type { PanelsMessages } from './messages/en/panels.ts';
import type { ShopMessages } from './messages/en/shop.ts';
import { pageLanguage, useLanguage } from './language.ts';

/**
 * The shop's texts, one catalogue per language, in sections that load with the part of the shop
 * that shows them: `shop` before every page renders (the header, prices, the home page's hero),
 * `panels` with the parts of every page that load later (cart drawer, search, menus, footer),
 * the others with their lazily loaded pages (`catalog` also with the home page's shelves). Each Croatian section is typed by its English one,
 * so a key missing or left over in either language fails the typecheck. Only the page's
 * language is ever fetched.
 */
export interface Messages {
  shop: ShopMessages;
  panels: PanelsMessages;
  catalog: CatalogMessages;
  account: AccountMessages;
  checkout: CheckoutMessages;
  content: ContentMessages;
}
export type Section = keyof Messages;

type Loaders = { [L in Language]: { [S in Section]: () => Promise<Messages[S]> } };

const loaders: Loaders = {
  en: {
    shop: () => import('./messages/en/shop.ts').then((m) => m.shop),
    panels: () => import('./messages/en/panels.ts').then((m) => m.panels),
    catalog: () => import('./messages/en/catalog.ts').then((m) => m.catalog),
    account: () => import('./messages/en/account.ts').then((m) => m.account),
    checkout: () => import('./messages/en/checkout.ts').then((m) => m.checkout),
    content: () => import('./messages/en/content.ts').then((m) => m.content),
  },
  hr: {
    shop: () => import('./messages/hr/shop.ts').then((m) => m.shop),
    panels: () => import('./messages/hr/panels.ts').then((m) => m.panels),
    catalog: () => import('./messages/hr/catalog.ts').then((m) => m.catalog),
    account: () => import('./messages/hr/account.ts').then((m) => m.account),
    checkout: () => import('./messages/hr/checkout.ts').then((m) => m.checkout),
    content: () => import('./messages/hr/content.ts').then((m) => m.content),
  },
};

/** The source module of a language's section, as the browser build's manifest names it (the prerenderer preloads it). */
export const messagesModule = (language: Language, section: Section): string => `src/i18n/messages/${language}/${section}.ts`;

/** A promise React's `use` reads at once when it has settled (React's own thenable fields). */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const loaded = new Map<string, Tracked<unknown>>();

/** A section of a language's messages; fetched once, and again after a failed fetch. */
export function loadMessages<S extends Section>(language: Language, section: S): Tracked<Messages[S]> {
  const key = `${language}/${section}`;
  const known = loaded.get(key) as Tracked<Messages[S]> | undefined;
  if (known) return known;
  const promise: Tracked<Messages[S]> = loaders[language][section]();
  promise.status = 'pending';
  promise.then(
    (value) => {
      promise.status = 'fulfilled';
      promise.value = value;
    },
    (reason: unknown) => {
      promise.status = 'rejected';
      promise.reason = reason;
      loaded.delete(key);
    },
  );
  loaded.set(key, promise);
  return promise;
}

/** A lazily loaded part's code, fetched beside the messages it shows rather than before them. */
export const withMessages =
  <T>(section: Section, load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), loadMessages(pageLanguage(), section)]).then(([module]) => module);

/** The page's messages of a section; the component suspends until they have loaded. */
export function useMessages<S extends Section>(section: S): Messages[S] {
  return use(loadMessages(useLanguage(), section) as Promise<Messages[S]>);
}
