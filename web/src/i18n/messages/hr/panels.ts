import type { AgeGroup } from '@shop/shared/ages';
import { WISHLIST_MAX } from '@shop/shared/contract/wishlistMessages';
import { croatianSize, croatianSizeTitle } from '@shop/shared/sizeWords';
import { plural } from '../../format.ts';
import type { PanelsMessages } from '../en/panels.ts';

/** Whom an age group's lists are for: "Kategorije za odrasle". */
const FOR: Record<AgeGroup, string> = { ADULT: 'odrasle', KID: 'djecu', CHILD: 'mališane', NB: 'bebe' };

/** Croatian texts of the parts of every page that load after it: cart drawer, search, menus, footer, wishlist. */
export const panels: PanelsMessages = {
  stock: {
    preOrderExtra: 'Nemamo dovoljno na zalihi, ali dodatnu količinu možete prednaručiti!',
    addingPreOrder: 'Ovaj artikl dodajete kao prednarudžbu.',
  },
  orderLimit: (count) =>
    count > 0
      ? `U ovoj veličini možete naručiti najviše ${count} ${plural('hr', count, { one: 'komad', few: 'komada', other: 'komada' })}.`
      : 'Ova se veličina više ne može naručiti.',
  cart: {
    title: 'Košarica',
    close: 'Zatvori košaricu',
    empty: 'Vaša je košarica prazna',
    clear: 'Isprazni košaricu',
    total: 'Ukupno',
    checkout: 'Na plaćanje',
    recentlyViewed: 'Nedavno pregledano',
    size: (size) => croatianSizeTitle(size),
    preOrder: 'Prednarudžba',
    line: (name, size, colour) => `${name}${colour ? `, ${colour}` : ''}, ${croatianSize(size)}`,
    quantityOf: (line) => `Količina: ${line}`,
    decrease: (line) => `Smanji količinu: ${line}`,
    increase: (line) => `Povećaj količinu: ${line}`,
    remove: 'Ukloni',
    freeDeliveryMissing: (amount, threshold) =>
      `Dodajte još ${amount} za besplatnu dostavu unutar Hrvatske (za narudžbe iznad ${threshold})`,
    freeDeliveryReached: 'Ostvarili ste besplatnu dostavu unutar Hrvatske',
  },
  search: {
    dialog: 'Pretraživanje proizvoda',
    placeholder: 'Pretražite proizvode...',
    close: 'Zatvori pretraživanje',
    none: 'Nismo pronašli nijedan proizvod',
    matching: (term) => `Proizvodi za „${term}”`,
    seeAll: (total) => (total === 1 ? 'Prikaži 1 rezultat' : `Prikaži sve rezultate (${total})`),
    collections: 'Kolekcije',
    categories: 'Kategorije',
    pages: 'Stranice',
    posts: 'Objave na blogu',
  },
  /** The menus' lists and the mobile menu (their triggers' words are in `shop`). */
  menu: {
    categories: (age) => `Kategorije za ${FOR[age]}`,
    collections: (age) => `Kolekcije za ${FOR[age]}`,
    featured: (age) => `Istaknute kolekcije za ${FOR[age]}`,
    title: 'Izbornik',
    unavailable: 'izbornik',
    close: 'Zatvori izbornik',
    nav: 'Trgovina',
    language: 'Jezik',
  },
  links: {
    blog: 'Blog',
    sizeGuide: 'Tablica veličina',
    payments: 'Plaćanje',
    shipping: 'Dostava',
    terms: 'Uvjeti prodaje',
    security: 'Sigurnost i privatnost',
    returns: 'Povrat robe',
    contact: 'Kontakt',
    contactForm: 'Kontaktni obrazac',
    faq: 'Česta pitanja',
    about: 'O nama',
    careers: 'Karijere',
    wishlist: 'Popis želja',
    privacy: 'Pravila privatnosti',
    termsOfService: 'Uvjeti korištenja',
    ccpa: 'CCPA',
    accessibility: 'Pristupačnost',
    withdrawal: 'Ovdje odustanite od ugovora',
  },
  footer: {
    support: 'Podrška',
    stores: 'Trgovine',
    company: 'O tvrtki',
    help: 'Pomoć',
    joinUs: 'Pratite nas',
    storeNames: ['Trgovina Kaptol', 'Ured i mjesto preuzimanja'],
    sisterBrand: 'Naš sestrinski brend:',
    sisterBrandWhat: 'ručno pleteni predmeti za dom iz Zagorja',
  },
  newsletter: {
    title: 'Newsletter',
    intro: 'Priče iz naše radionice i nove kolekcije prije svih, otprilike dvaput mjesečno.',
    emailLabel: 'Adresa e-pošte za newsletter',
    placeholder: 'Vaša adresa e-pošte',
    subscribe: 'Pretplati se',
    sending: 'Šaljemo...',
    subscribed: 'Uspješno ste se pretplatili na newsletter!',
    confirm: 'Potvrdite pretplatu putem poveznice koju smo Vam poslali e-poštom.',
    failed: 'Pretplata na newsletter nije uspjela. Pokušajte ponovno.',
    unsubscribe: 'Pretplatu možete otkazati jednim klikom u svakoj e-poruci. Pročitajte naša',
    privacyLink: 'pravila privatnosti',
    afterLink: '.',
  },
  wishlist: {
    save: (name) => `Spremi ${name} na popis želja`,
    rules: {
      full: `Na Vašem je popisu želja već ${WISHLIST_MAX} ${plural('hr', WISHLIST_MAX, { one: 'proizvod', few: 'proizvoda', other: 'proizvoda' })}. Uklonite jedan kako biste spremili drugi.`,
      failed: 'Popis želja nije se mogao promijeniti. Pokušajte ponovno.',
    },
    title: 'Popis želja',
    description: 'Proizvodi koje ste spremili u Tkanici.',
    heading: 'Vaš popis želja',
    visitorBefore: 'Spremljeno u ovom pregledniku.',
    visitorLogIn: 'Prijavite se',
    visitorAfter: 'i čuvajte popis želja u svom korisničkom računu.',
    empty: 'Vaš je popis želja prazan. Dodirnite srce na proizvodu kako biste ga spremili ovdje.',
    startShopping: 'Krenite u kupnju',
    listFailed: 'Vaš popis želja',
    productsFailed: 'Vaše spremljene proizvode',
    saved: 'Spremljeni proizvodi',
    inStock: (sizes) => `Na zalihi: ${sizes}`,
    soldOutPreOrder: 'Rasprodano, moguća prednarudžba',
    soldOut: 'Rasprodano',
    gone: (count) =>
      `${count} ${plural('hr', count, {
        one: 'spremljeni proizvod više nije dostupan',
        few: 'spremljena proizvoda više nisu dostupna',
        other: 'spremljenih proizvoda više nije dostupno',
      })}.`,
    removeGone: (count) => (count === 1 ? 'Ukloni ga' : 'Ukloni ih'),
  },
};
