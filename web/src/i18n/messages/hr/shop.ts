import { plural } from '../../format.ts';
import type { ShopMessages } from '../en/shop.ts';
import { catalog } from './catalog.ts';

/** Croatian texts of every page's parts (header, menus, cart, search, home, catalog). */
export const shop: ShopMessages = {
  catalog,
  skipToContent: 'Preskoči na sadržaj',
  mainNavigation: 'Glavni izbornik',
  logoHome: (brand) => `${brand}, početna stranica`,
  cartButton: (count) => `Košarica, ${count} ${plural('hr', count, { one: 'artikl', few: 'artikla', other: 'artikala' })}`,
  greeting: { hi: (firstName) => `Pozdrav, ${firstName}!`, login: 'Prijava' },
};
