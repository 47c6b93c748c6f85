import { BRAND } from '@shop/shared/brand';
import type { ContentMessages } from '../en/content.ts';

/** Croatian texts of the content section. */
export const content: ContentMessages = {
  loading: 'Učitavanje...',
  loadMore: 'Učitaj još',
  sending: 'Šaljemo...',
  answeredWithStatus: (status: number) => `Trgovina je odgovorila statusom ${status}.`,

  blogList: {
    title: 'Blog',
    description:
      'Priče iz Tkaničine radionice u Zagrebu: naši majstori i majstorice, prirodne tkanine i boje te kako se brinuti o odjeći da dugo traje.',
    lead: 'Priče iz naše radionice, o ljudima koji šiju našu odjeću i o tome kako joj produljiti vijek.',
    empty: 'Trenutačno nema objava na blogu.',
    listLabel: 'Objave na blogu',
    readMore: 'Pročitajte više',
  },
  blogPost: {
    back: '← Sve priče',
    gallery: 'Galerija',
    picture: (name: string, number: number) => `${name}, slika ${number}`,
  },
  vanished: {
    seoTitle: 'Priča nije pronađena',
    description: 'Ova je priča s bloga nestala. Ostale naše priče pronaći ćete na Tkaničinu blogu.',
    title: 'Ovo je blago nestalo',
    text: 'Pretražili smo svaku ladicu u radionici, ali čini se da je ova priča skliznula kroz tkalački stan. Možda je premještena, a možda je poveznica putem izgubila koju nit.',
    explore: 'Istražite druge priče',
  },

  contact: {
    seoTitle: 'Kontakt',
    description: `${BRAND.name}, Zagreb: pišite nam s pitanjima o veličinama, narudžbama, povratima ili izradi po mjeri. Odgovaramo u roku od dva radna dana.`,
    title: 'Kontaktirajte nas',
    lead: 'Imate pitanje o veličini, narudžbi ili komadu koji biste željeli dati izraditi po mjeri? Pišite nam i odgovorit ćemo Vam u roku od dva radna dana.',
    email: 'E-pošta',
    firstName: 'Ime',
    lastName: 'Prezime',
    message: 'Poruka',
    send: 'Pošaljite poruku',
    sent: 'Uspješno poslano!',
    failed: 'Nešto je pošlo po zlu, pokušajte ponovno!',
    willAnswer: 'Odgovorit ćemo Vam e-poštom.',
    error: 'Pogreška:',
    asideLabel: 'Drugi načini da nam se javite',
    writeOrCall: 'Pišite ili nazovite',
    emailLine: 'E-pošta:',
    whatsappLine: 'WhatsApp:',
  },
  stores: {
    kaptol: { name: 'Trgovina Kaptol', hours: 'pon–pet 10–20, sub 9–14' },
    office: { name: 'Ured i mjesto preuzimanja', hours: 'pon–pet 9–16' },
  },

  newsletter: {
    confirm: {
      title: 'Potvrdite pretplatu',
      description: 'Potvrdite pretplatu na Tkaničin newsletter.',
      failed: 'Nismo uspjeli potvrditi Vašu pretplatu',
      done: 'Hvala Vam!',
    },
    unsubscribe: {
      title: 'Odjava s newslettera',
      description: 'Odjavite se s Tkaničina newslettera.',
      failed: 'Nismo Vas uspjeli odjaviti',
      done: 'Odjavljeni ste',
    },
    ourSide: 'Nešto je pošlo po zlu kod nas. Otvorite poveznicu ponovno za nekoliko trenutaka.',
    home: 'Natrag na početnu stranicu',
  },

  changePassword: {
    title: 'Promjena lozinke',
    description: 'Uskoro ćete lozinku za Tkanicu moći promijeniti u svojem profilu.',
    soon: 'Promjena lozinke ovdje uskoro će biti dostupna.',
    before: 'Do tada novu lozinku možete postaviti putem stranice ',
    link: 'Zaboravljena lozinka',
    after: ': poslat ćemo Vam e-poštom poveznicu za odabir nove lozinke.',
  },
  termsOfService: {
    title: 'Uvjeti korištenja',
    description: 'Uvjeti korištenja Tkaničinih internetskih stranica su u pripremi.',
    soon: 'Uvjeti korištenja ovih internetskih stranica su u pripremi i bit će objavljeni ovdje.',
    before: 'Uvjeti svake kupnje navedeni su u našim ',
    link: 'Općim uvjetima poslovanja',
    after: '.',
  },
  ccpa: {
    title: 'CCPA',
    description: 'Informacije za stanovnike Kalifornije prema Kalifornijskom zakonu o privatnosti potrošača (CCPA) su u pripremi.',
    soon: 'Informacije za stanovnike Kalifornije prema CCPA-u bit će objavljene ovdje.',
    before: 'Osobne podatke ne prodajemo. Kako postupamo s Vašim podacima, opisano je u našim ',
    link: 'Pravilima privatnosti',
    after: '.',
  },
  forbidden: {
    seoTitle: 'Pristup zabranjen',
    description: 'Nemate pravo vidjeti ovu stranicu.',
    title: 'E, ne može. Ovo nije za Vas.',
    text: 'Ovdje nemate što tražiti. Odlazite i ponesite svoju znatiželju sa sobom.',
    home: 'Dobro, vodite me na početnu',
  },
  notFound: {
    seoTitle: 'Stranica nije pronađena',
    description: 'Ups! Krivi smjer: stranica koju tražite nije ovdje.',
    title: 'Ups! Krivi smjer',
    text: 'Stranica koju tražite nije ovdje.',
    back: 'Natrag',
  },
  unavailable: {
    title: 'Stranica trenutačno nije dostupna',
    description: `Trgovina ${BRAND.name} kratko je nedostupna zbog održavanja. Vratite se uskoro.`,
    text: 'Krpamo nekoliko niti naše trgovine i uskoro se vraćamo. Vaša je košarica sigurna u Vašem pregledniku; pokušajte ponovno za koji trenutak.',
    urgent: 'Nešto hitno? Pišite na ',
    retry: 'Pokušajte ponovno',
  },

  withdrawal: {
    title: 'Ovdje odustanite od ugovora',
    description:
      'Jednostrano raskinite ugovor internetski u roku od 14 dana od primitka narudžbe, i za sniženi proizvod, s brojem narudžbe i adresom e-pošte. Potvrdu odmah šaljemo e-poštom.',
    confirm: 'Potvrdite odustajanje',
    notArrived:
      'Niste primili e-poruku ni nakon nekoliko minuta? Provjerite broj narudžbe i adresu e-pošte (mora biti ona s kojom ste naručili) i ponovno pošaljite obrazac ili nam pišite.',
    linesInvalid: 'Brojevi artikala cijeli su brojevi od 1 naviše, redom kojim su artikli navedeni u Vašoj narudžbi.',
    receivedOn: (when: string) => `Primljeno ${when}.`,
    offline: 'Nismo uspjeli poslati Vašu izjavu. Provjerite internetsku vezu i pokušajte ponovno.',
    name: 'Ime i prezime',
    orderNumber: 'Broj narudžbe',
    email: 'Adresa e-pošte s kojom ste naručili (na nju šaljemo potvrdu)',
    scope: 'Od čega odustajete?',
    whole: 'Od cijele narudžbe',
    some: 'Samo od nekih artikala',
    items: 'Brojevi artikala, redom kao u narudžbi (1 za prvi artikl, npr. 1, 3)',
    reason: 'Razlog (neobavezno: ne morate ga navesti)',
  },

  pages: {
    terms: {
      title: 'Opći uvjeti poslovanja',
      description:
        'Opći uvjeti prodaje društva Tkanica d.o.o., Zagreb: narudžbe, cijene, plaćanje, dostava, pravo na jednostrani raskid ugovora u roku od 14 dana, reklamacije, hrvatsko pravo i izvansudsko rješavanje sporova.',
    },
    privacy: {
      title: 'Pravila privatnosti',
      description:
        'Kako Tkanica d.o.o. postupa s Vašim osobnim podacima: što prikupljamo i zašto, newsletter, kolačići i pohrana u pregledniku, koliko dugo čuvamo podatke i Vaša prava prema Općoj uredbi o zaštiti podataka (GDPR).',
    },
    returns: {
      title: 'Povrat robe',
      description:
        'Od svake narudžbe možete odustati u roku od 14 dana od primitka, i za sniženi proizvod, internetski ili obrascem. Kako vratiti proizvode, kada dobivate povrat novca i što nudimo povrh toga.',
    },
    shipping: {
      title: 'Dostava',
      description: (fee: string, freeOver: string) =>
        `Tkanica šalje iz Zagreba: ${fee} unutar Hrvatske, besplatno iznad ${freeOver}; cijene dostave u EU i svijet, rokovi isporuke i besplatno osobno preuzimanje.`,
    },
    payments: {
      title: 'Plaćanje',
      description:
        'U Tkanici plaćate karticom, PayPalom ili uplatom na račun. Uplata na račun u roku od 3 radna dana; jedan kod za popust po kupnji; poklon-bonovi vrijede 6 mjeseci.',
    },
    security: {
      title: 'Sigurnost i privatnost',
      description:
        'Kako Tkanica štiti Vaša plaćanja, korisnički račun i osobne podatke: šifrirane veze, plaćanje na certificiranoj stranici, zaštićene lozinke i podaci pohranjeni u EU.',
    },
    accessibility: {
      title: 'Izjava o pristupačnosti',
      description:
        'Koliko je Tkaničina internetska trgovina pristupačna: standard koji slijedimo (WCAG 2.1 AA), što ga još ne zadovoljava, kako nam prijaviti prepreku i kome se možete obratiti pritužbom.',
    },
    faq: {
      title: 'Česta pitanja',
      description:
        'Odgovori na česta pitanja o kupnji u Tkanici: plaćanje, cijene i rokovi dostave, povrat robe, prednarudžbe, veličine, održavanje odjeće i newsletter.',
    },
    about: {
      title: 'O nama',
      description:
        'Tkanica je mala zagrebačka marka spore mode i ručno izrađenih proizvoda: prirodne tkanine, male serije, poštena plaća za izrađivače i odjeća koja se nosi godinama.',
    },
    careers: {
      title: 'Karijere',
      description:
        'Radite u Tkanici u Zagrebu: mali tim izrađivača spore mode. Otvorena radna mjesta u našoj radionici i trgovini na Kaptolu, poštena plaća i vrijeme da se stvari naprave kako treba.',
    },
    sizeGuide: {
      title: 'Tablica veličina',
      description: 'Tkaničine veličine za odrasle od XS do XL: opseg prsa, struka i bokova u centimetrima te kako se izmjeriti.',
    },
  },

  rates: {
    caption: 'Dostava prema odredištu (cijene uključuju PDV)',
    destination: 'Odredište',
    deliveryTime: 'Rok isporuke',
    shipping: 'Dostava',
    freeShipping: 'Besplatna dostava',
    zones: { CROATIA: 'Hrvatska', EU: 'Ostale zemlje EU-a', WORLD: 'Ostatak svijeta' },
    businessDays: (range: string) => `${range} radnih dana`,
    over: (amount: string) => `za narudžbe iznad ${amount}`,
    pickup: 'Osobno preuzimanje u Zagrebu',
    pickupTime: 'od sljedećeg radnog dana',
    always: 'uvijek',
  },
  sizes: {
    caption: 'Odrasli: tjelesne mjere u cm',
    size: 'Veličina',
    chest: 'Prsa',
    waist: 'Struk',
    hips: 'Bokovi',
    backToProduct: 'Natrag na mjere komada koji ste gledali',
  },
};
