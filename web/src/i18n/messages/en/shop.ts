import type { AgeGroup } from '@shop/shared/ages';

/** Texts of the shop's rules as shared writes them, each under its name. */
export type Texts<T> = { [K in keyof T]: string };

export const AGES: Record<AgeGroup, string> = { ADULT: 'Adult', KID: 'Kids', CHILD: 'Toddlers', NB: 'Newborn' };

/**
 * English texts every page shows at once (header, menus' triggers, prices, the home page's hero),
 * loaded before a page renders: the spec's words where it quotes them. What a page shows later
 * (drawers, menus, footer) is in `panels`, the catalog's pages in `catalog`.
 */
export const shop = {
  skipToContent: 'Skip to content',
  mainNavigation: 'Main',
  announcement: 'Announcement',
  logoHome: (brand: string) => `${brand}, home`,
  cartButton: (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
  /** The header's wishlist link; the count once the list is known and not empty. */
  wishlistLink: (count: number) => (count ? `Wishlist, ${count} saved` : 'Wishlist'),
  /** The header's account link (SPEC §2 Header). */
  greeting: { hi: (firstName: string) => `Hi, ${firstName}!`, login: 'Login' },
  loading: 'Loading...',
  /** Read by screen readers while a part of a page waits for its data. */
  loadingHidden: 'Loading…',
  tagline: 'Slow fashion and handmade goods from Zagreb',
  price: {
    now: 'Now ',
    was: ', was ',
    lowest: (price: string) => `Lowest price in the last 30 days: ${price}`,
  },
  paymentBrands: { label: 'Payment methods', bankTransfer: 'Bank transfer' },
  notFound: {
    title: 'Not found',
    heading: "We're sorry",
    text: (what: string) => `We couldn't find this ${what}. It may have sold out for good, or the link may be mistyped.`,
    home: 'Back to Homepage',
  },
  sectionFailed: {
    text: (what: string) => `We could not load ${what}. Check your connection and try again.`,
    retry: 'Retry',
  },
  search: {
    open: 'Search',
  },
  menu: {
    ages: AGES,
    info: 'Info',
    open: 'Menu',
  },
  /** The home page's first screen: its hero (the rest of the home page comes with the catalog's texts). */
  home: {
    description: (brand: string, tagline: string) => `${brand}: ${tagline}. Clothes for adults, kids, children and newborns.`,
    playVideo: 'Play video',
    pauseVideo: 'Pause video',
    shopNewArrivals: 'Shop New Arrivals',
    failedCollections: 'the collections',
    loading: 'Loading…',
  },
};

export type ShopMessages = typeof shop;
