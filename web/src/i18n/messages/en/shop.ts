import { catalog } from './catalog.ts';

/** English texts of every page's parts (header, menus, cart, search, home, catalog): the spec's words where it quotes them. */
export const shop = {
  catalog,
  skipToContent: 'Skip to content',
  mainNavigation: 'Main',
  logoHome: (brand: string) => `${brand}, home`,
  cartButton: (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
  /** The header's account link (SPEC §2 Header). */
  greeting: { hi: (firstName: string) => `Hi, ${firstName}!`, login: 'Login' },
};

export type ShopMessages = typeof shop;
