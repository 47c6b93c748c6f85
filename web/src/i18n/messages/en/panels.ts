import type { AgeGroup } from '@shop/shared/ages';
import { WISHLIST_MESSAGES } from '@shop/shared/contract/wishlistMessages';
import { STOCK_MESSAGES } from '@shop/shared/stock';
import { AGES, type Texts } from './shop.ts';

/**
 * English texts of the parts of every page that load after it: the cart drawer, the search
 * overlay, the menus' lists, the footer with its newsletter form, and the wishlist page.
 */
export const panels = {
  /** The cart drawer's and checkout's messages when a quantity is set (SPEC §4 Cart), by the names shared/src/stock.ts gives them. */
  stock: STOCK_MESSAGES as Texts<typeof STOCK_MESSAGES>,
  /** Instead of those, when more is asked for than the size's stock and pre-order quantity can give (docs/decisions/074). */
  orderLimit: (count: number) => (count > 0 ? `Only ${count} can be ordered in this size.` : 'This size can no longer be ordered.'),
  cart: {
    title: 'Cart',
    close: 'Close cart',
    empty: 'Your cart is empty',
    clear: 'Clear Cart',
    total: 'Total',
    checkout: 'Checkout',
    recentlyViewed: 'Recently viewed',
    size: (size: string) => `Size ${size}`,
    preOrder: 'Pre Order',
    /** The line as a screen reader names it: "Linen Shirt, Oat, size M". */
    line: (name: string, size: string, colour?: string) => `${name}${colour ? `, ${colour}` : ''}, size ${size}`,
    quantityOf: (line: string) => `Quantity of ${line}`,
    decrease: (line: string) => `Decrease quantity of ${line}`,
    increase: (line: string) => `Increase quantity of ${line}`,
    remove: 'Remove',
    /** Free strictly over the threshold: the amount is what makes it free. */
    freeDeliveryMissing: (amount: string, threshold: string) =>
      `Add ${amount} more for free delivery to Croatia (orders over ${threshold})`,
    freeDeliveryReached: 'Your cart ships free to Croatia',
  },
  search: {
    dialog: 'Search products',
    placeholder: 'Search products...',
    close: 'Close search',
    none: 'No products found',
    matching: (term: string) => `Products matching ${term}`,
    seeAll: (total: number) => (total === 1 ? 'See 1 result' : `See all ${total} results`),
    /** The headings of what else matches: the shop's collections, categories, information pages and blog posts. */
    collections: 'Collections',
    categories: 'Categories',
    pages: 'Pages',
    posts: 'Blog posts',
  },
  /** The Info links of the header's menus and the footer's links to the shop's pages (SPEC §2). */
  /** The menus' lists and the mobile menu (their triggers' words are in `shop`). */
  menu: {
    categories: (age: AgeGroup) => `${AGES[age]} categories`,
    collections: (age: AgeGroup) => `${AGES[age]} collections`,
    featured: (age: AgeGroup) => `Featured ${AGES[age]} collections`,
    title: 'Menu',
    /** What failed to load, as the failure note names it. */
    unavailable: 'the menu',
    close: 'Close menu',
    nav: 'Shop',
    language: 'Language',
  },
  links: {
    blog: 'Blog',
    sizeGuide: 'Size Guide',
    payments: 'Payments',
    shipping: 'Shipping and delivery',
    terms: 'Terms & Sale Conditions',
    security: 'Security & Privacy',
    returns: 'Returns',
    contact: 'Contact',
    contactForm: 'Contact Form',
    faq: 'FAQ',
    about: 'About',
    careers: 'Careers',
    wishlist: 'Wishlist',
    privacy: 'Privacy policy',
    termsOfService: 'Terms of service',
    ccpa: 'CCPA',
    accessibility: 'Accessibility',
    /** Art. 11a(1) of Directive 2011/83/EU, as WITHDRAWAL_TEXT.functionLabel words it; written here so every page's first load carries none of the withdrawal texts. */
    withdrawal: 'Withdraw from contract here',
  },
  footer: {
    support: 'Support',
    stores: 'Stores',
    company: 'The Company',
    help: 'Help',
    joinUs: 'Join Us',
    /** The stores in the order web/src/features/content/shopPlaces.ts lists them. */
    storeNames: ['Store Kaptol', 'Office and pickup point'] as [kaptol: string, office: string],
    sisterBrand: 'Our sister brand:',
    sisterBrandWhat: 'hand-knitted homeware from Zagorje',
  },
  newsletter: {
    title: 'Newsletter',
    intro: 'Stories from our workshop and new collections first, about twice a month.',
    emailLabel: 'E-mail for the newsletter',
    placeholder: 'Your email address',
    subscribe: 'Subscribe',
    sending: 'Sending...',
    subscribed: 'Successfully subscribed to the newsletter!',
    confirm: 'Please confirm through the link we emailed you.',
    failed: 'Error subscribing to the newsletter. Please try again.',
    /** "You can unsubscribe with one click in every email. See our privacy policy.", around its link. */
    unsubscribe: 'You can unsubscribe with one click in every email. See our',
    privacyLink: 'privacy policy',
    afterLink: '.',
  },
  wishlist: {
    save: (name: string) => `Save ${name} to your wishlist`,
    rules: WISHLIST_MESSAGES as Texts<typeof WISHLIST_MESSAGES>,
    title: 'Wishlist',
    description: 'The products you saved at Tkanica.',
    heading: 'Your wishlist',
    /** "Saved in this browser. Log in to keep your wishlist in your account.", around its link. */
    visitorBefore: 'Saved in this browser.',
    visitorLogIn: 'Log in',
    visitorAfter: 'to keep your wishlist in your account.',
    empty: 'Your wishlist is empty. Tap the heart on a product to save it here.',
    startShopping: 'Start shopping',
    listFailed: 'your wishlist',
    productsFailed: 'your saved products',
    saved: 'Saved products',
    inStock: (sizes: string) => `In stock: ${sizes}`,
    soldOutPreOrder: 'Sold out, can be pre-ordered',
    soldOut: 'Sold out',
    gone: (count: number) => `${count === 1 ? '1 saved product is' : `${count} saved products are`} no longer available.`,
    removeGone: (count: number) => `Remove ${count === 1 ? 'it' : 'them'}`,
  },
};

export type PanelsMessages = typeof panels;
