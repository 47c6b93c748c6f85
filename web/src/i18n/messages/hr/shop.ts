import type { AgeGroup } from '@shop/shared/ages';
import { plural } from '../../format.ts';
import type { ShopMessages } from '../en/shop.ts';

const AGES: Record<AgeGroup, string> = { ADULT: 'Odrasli', KID: 'Djeca', CHILD: 'Mališani', NB: 'Bebe' };

/** Croatian texts every page shows at once (header, menus' triggers, prices, the home page's hero). */
export const shop: ShopMessages = {
  skipToContent: 'Preskoči na sadržaj',
  mainNavigation: 'Glavni izbornik',
  announcement: 'Obavijest',
  logoHome: (brand) => `${brand}, početna stranica`,
  cartButton: (count) => `Košarica, ${count} ${plural('hr', count, { one: 'artikl', few: 'artikla', other: 'artikala' })}`,
  wishlistLink: (count) =>
    count ? `Popis želja, ${count} ${plural('hr', count, { one: 'spremljen', few: 'spremljena', other: 'spremljenih' })}` : 'Popis želja',
  greeting: { hi: (firstName) => `Pozdrav, ${firstName}!`, login: 'Prijava' },
  loading: 'Učitavanje...',
  loadingHidden: 'Učitavanje…',
  tagline: 'Slow fashion i rukotvorine iz Zagreba',
  price: {
    now: 'Sada ',
    was: ', prije ',
    lowest: (price) => `Najniža cijena u posljednjih 30 dana: ${price}`,
  },
  paymentBrands: { label: 'Načini plaćanja', bankTransfer: 'Bankovna uplata' },
  notFound: {
    title: 'Nije pronađeno',
    heading: 'Žao nam je',
    // Said without the thing's name, whose gender and case the sentence would have to follow.
    text: () => 'Nismo pronašli ono što tražite. Možda je zauvijek rasprodano ili je poveznica pogrešno upisana.',
    home: 'Natrag na početnu',
  },
  sectionFailed: {
    // `what` comes in the accusative: "recenzije", "ovaj proizvod", "Vaš popis želja".
    text: (what) => `Nismo uspjeli učitati ${what}. Provjerite internetsku vezu i pokušajte ponovno.`,
    retry: 'Pokušaj ponovno',
  },
  search: {
    open: 'Pretraži',
  },
  menu: {
    ages: AGES,
    info: 'Informacije',
    open: 'Izbornik',
  },
  /** The home page's first screen: its hero (the rest of the home page comes with the catalog's texts). */
  home: {
    description: (brand) => `${brand}: spora moda i ručni rad iz Zagreba. Odjeća za odrasle, djecu, mališane i bebe.`,
    playVideo: 'Pokreni video',
    pauseVideo: 'Zaustavi video',
    shopNewArrivals: 'Otkrijte novitete',
    failedCollections: 'kolekcije',
    loading: 'Učitavanje…',
  },
};
