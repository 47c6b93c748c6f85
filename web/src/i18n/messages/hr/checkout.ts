import { ORDER_ROW_LABELS } from '@shop/shared/orderRows';
import { croatianSize, croatianSizeTitle } from '@shop/shared/sizeWords';
import { plural } from '../../format.ts';
import type { CheckoutMessages } from '../en/checkout.ts';

/** Croatian texts of the checkout section. */
export const checkout: CheckoutMessages = {
  loading: 'Učitavanje...',
  backToHomepage: 'Natrag na početnu',
  total: 'Ukupno',

  page: {
    title: 'Naplata',
    emptyCart: 'Vaša je košarica prazna',
    deliveryDetails: 'Podaci za dostavu',
    email: 'E-pošta',
    billingSameAsDelivery: 'Adresa za račun ista je kao adresa za dostavu',
    billingAddress: 'Adresa za račun',
    goToPayment: 'Nastavi na plaćanje',
    paymentNotOpened: 'Stranicu za plaćanje nije bilo moguće otvoriti. Molimo, pokušajte ponovno.',
  },

  address: {
    country: 'Država',
    firstName: 'Ime',
    lastName: 'Prezime',
    street: 'Ulica',
    streetNo: 'Kućni broj',
    additionalInformation: 'Stan, dodatne informacije',
    city: 'Grad',
    zipCode: 'Poštanski broj',
    phone: 'Telefon',
  },

  errors: {
    email: 'Unesite ispravnu adresu e-pošte.',
    country: 'Odaberite državu.',
    firstName: 'Unesite svoje ime.',
    lastName: 'Unesite svoje prezime.',
    street: 'Unesite ulicu i kućni broj.',
    streetNo: 'Unesite ulicu i kućni broj.',
    city: 'Unesite grad.',
    zipCode: 'Unesite poštanski broj.',
    phone: 'Unesite broj telefona.',
    companyName: 'Unesite naziv tvrtke.',
    companyOib: 'Unesite OIB tvrtke: 11 znamenki, od kojih je posljednja kontrolna.',
    tooLong: (max) => `Najviše ${max} ${plural('hr', max, { one: 'znak', few: 'znaka', other: 'znakova' })}.`,
  },

  savedAddress: {
    label: 'Spremljena adresa',
    choose: 'Odaberite spremljenu adresu',
  },

  company: {
    buyingForCompany: 'Kupujem za tvrtku',
    legend: 'Tvrtka (R1 račun)',
    hint: 'Račun ispostavljamo na tvrtku i njezin OIB, na adresu za račun.',
    name: 'Naziv tvrtke',
    oib: 'OIB',
  },

  delivery: {
    legend: 'Način dostave',
    methods: { DELIVERY: 'Dostava', PICK_UP: 'Osobno preuzimanje' },
    pickupLocation: 'Mjesto preuzimanja',
    locations: { OFFICE: 'Ured', STORE_KAPTOL: 'Trgovina Kaptol' },
  },

  preOrder: {
    title: 'Neki su artikli u prednarudžbi',
    intro: 'Ovih artikala trenutačno nema na našim policama:',
    estimate: 'Procijenjeno vrijeme isporuke je 14 radnih dana. Javit ćemo Vam se čim Vaša narudžba bude spremna.',
    confirm: 'Da! Želim svoju narudžbu',
    decline: 'Ne! Ne želim čekati',
  },

  summary: {
    title: 'Vaša narudžba',
  },

  totals: ORDER_ROW_LABELS.hr,

  vat: {
    included: 'Cijene uključuju PDV.',
    rate: (rate) => `Cijene uključuju ${rate} PDV-a.`,
    countryRate: (rate) => `Cijene uključuju ${rate} PDV-a zemlje dostave.`,
    export: 'Dostava izvan EU-a: cijene su bez PDV-a (izvoz, 0 % PDV-a). Pri preuzimanju pošiljke mogu se naplatiti uvozni PDV i carina.',
  },

  line: {
    label: (name, size, colour) => `${name}${colour ? `, ${colour}` : ''}, ${croatianSize(size)}`,
    size: (size) => croatianSizeTitle(size),
    meta: (size, colour) => `${colour ? `${colour} · ` : ''}${croatianSizeTitle(size)}`,
    quantityOf: (label) => `Količina: ${label}`,
    quantity: 'Količina',
    decrease: (label) => `Smanji količinu: ${label}`,
    increase: (label) => `Povećaj količinu: ${label}`,
    remove: 'Ukloni',
    invalidQuantity: 'Neispravna količina. Unesite pozitivan broj.',
  },

  codes: {
    apply: 'Primijeni',
    remove: 'Ukloni',
    discount: {
      label: 'Kod za popust',
      removeWhat: (code) => `kod za popust ${code}`,
      removed: 'Kod za popust je uklonjen.',
      applied: (code, percent) => `Kod ${code} je primijenjen: ${percent} % popusta.`,
      lowersNothing: (code) => `Kod ${code} ovdje ništa ne snižava.`,
      saleKept: 'Proizvodi na sniženju zadržavaju sniženu cijenu.',
      alreadyApplied: 'Ovaj je kod za popust već primijenjen.',
      rejected: 'Čini se da se ovaj kod igra skrivača s nama. Možete li pokušati s nekim drugim?',
      noMatchingProduct: 'Ovaj se kod ne odnosi ni na jedan proizvod u Vašoj košarici.',
    },
    giftCard: {
      label: 'Darovna kartica',
      removeWhat: (code) => `darovnu karticu ${code}`,
      removed: 'Darovna kartica je uklonjena.',
      applied: (amount) => `Darovna kartica je primijenjena: na raspolaganju Vam je ${amount}.`,
      invalid: 'Čini se da ova darovna kartica nije valjana.',
    },
  },

  returned: {
    title: 'Hvala Vam',
    heading: 'Hvala Vam na narudžbi!',
    emailBefore: 'Potvrdu narudžbe poslat ćemo na adresu ',
    emailAfter: '. Ako imate bilo kakvih pitanja, slobodno nam pišite.',
  },

  order: {
    title: 'Narudžba',
    noOrder: 'Još nema narudžbe, izvolite naručiti',
    yourOrder: 'Vaša narudžba',
    thanks: 'Hvala Vam na narudžbi!',
    number: 'Narudžba',
    confirmingPayment: 'Provjeravamo Vaše plaćanje kod pružatelja usluge plaćanja…',
    lineMeta: (size, quantity) => `${croatianSizeTitle(size)} · Količina ${quantity}`,
    madeToOrder: (count) =>
      `${count} ${plural('hr', count, { one: 'komad izrađujemo', few: 'komada izrađujemo', other: 'komada izrađujemo' })} po narudžbi`,
    details: 'Podaci o narudžbi',
    orderNumber: 'Broj narudžbe',
    date: 'Datum',
    email: 'E-pošta',
    payment: 'Plaćanje',
    pickupAt: 'Mjesto preuzimanja',
    deliveryTo: 'Adresa za dostavu',
    paymentMethods: {
      CARD: 'Kartica',
      PAYPAL: 'PayPal',
      BANK_TRANSFER: 'Bankovna uplata',
      GIFT_CARD: 'Darovna kartica',
    },
    withdraw: 'Predomislili ste se? Od ugovora možete odustati u roku od 14 dana od primitka narudžbe:',
    withdrawLink: 'Ovdje odustanite od ugovora',
    transfer: {
      title: 'Čekamo Vašu bankovnu uplatu',
      ships: 'Vašu narudžbu šaljemo čim uplata stigne.',
      iban: 'IBAN',
      bic: 'BIC',
      accountHolder: 'Vlasnik računa',
      reference: 'Poziv na broj',
      amount: 'Iznos',
      whyThisIban: (holder) =>
        `Ovaj IBAN za Vaše uplate tvrtki ${holder} dodijelio Vam je naš pružatelj usluge plaćanja, Stripe, pa se razlikuje od IBAN-a na našem računu: uplatite na njega s pozivom na broj navedenim iznad kako bi se Vaša uplata povezala s ovom narudžbom.`,
      deadline:
        'Molimo, platite u roku od 3 radna dana; uplata do nas može putovati do 3 dana. Narudžba koja nije plaćena u roku od 7 dana bit će otkazana.',
    },
    account: {
      title: 'Otvorite korisnički račun',
      textBefore: 'Sljedeći put Vašu adresu e-pošte i adresu za dostavu upisat ćemo umjesto Vas. Vaš korisnički račun bio bi ',
      textAfter: '.',
      create: 'Registriraj se',
    },
  },

  orderError: {
    title: 'Pogreška narudžbe',
    placeholder: 'Pogreška narudžbe',
  },
};
