import { formatEuro } from '@shop/shared/money';
import { SHIPPING_RATES } from '@shop/shared/shipping';
import { Link } from 'react-router-dom';
import { type FaqGroups, FaqList } from '../../components/FaqList.tsx';
import { WITHDRAWAL_PAGE } from '../../legalLinks.ts';

const { CROATIA, EU, WORLD } = SHIPPING_RATES;

const GROUPS: FaqGroups = [
  [
    'Narudžbe i plaćanje',
    [
      [
        'Kako mogu platiti?',
        <>
          Karticom, PayPalom ili izravnom uplatom na račun. Pogledajte <Link to="/payments">Plaćanje</Link>.
        </>,
      ],
      [
        'Platio/la sam uplatom na račun. Kada će narudžba biti poslana?',
        'Čim uplata stigne do nas, što može potrajati do 3 dana. Molimo Vas da platite u roku od 3 radna dana; narudžba koja ni nakon 7 dana nije plaćena otkazuje se.',
      ],
      [
        'Mogu li iskoristiti dva koda za popust?',
        'Ne: po kupnji se može iskoristiti jedan kod za popust ili bon. Poklon-bonom možete platiti dio narudžbe, a treba ga iskoristiti u roku od 6 mjeseci.',
      ],
      [
        'Mogu li promijeniti ili otkazati narudžbu?',
        'Pišite nam što prije putem kontaktnog obrasca i navedite broj narudžbe. Dok paket ne napusti našu radionicu, gotovo je uvijek možemo promijeniti.',
      ],
    ],
  ],
  [
    'Dostava',
    [
      [
        'Koliko stoji dostava?',
        `Unutar Hrvatske ${formatEuro(CROATIA.fee)}, besplatno za narudžbe iznad ${formatEuro(CROATIA.freeOver)}; u ostale zemlje EU-a ${formatEuro(EU.fee)}, besplatno iznad ${formatEuro(EU.freeOver)}; u ostatak svijeta ${formatEuro(WORLD.fee)}, besplatno iznad ${formatEuro(WORLD.freeOver)}. Osobno preuzimanje u Zagrebu je besplatno.`,
      ],
      [
        'Kada će moja narudžba stići?',
        <>
          Narudžbe zaprimljene radnim danom do 12 sati šaljemo isti dan. Unutar Hrvatske stižu za 2–5 radnih dana; za sva ostala odredišta
          pogledajte <Link to="/shipping-and-delivery">Dostava</Link>.
        </>,
      ],
      [
        'Mogu li narudžbu preuzeti osobno?',
        'Da, besplatno, u našem uredu u Ilici ili u našoj trgovini na Kaptolu, oboje u Zagrebu. Pri naplati odaberite osobno preuzimanje.',
      ],
    ],
  ],
  [
    'Povrat robe',
    [
      [
        'Mogu li nešto vratiti?',
        <>
          Da: od svake kupnje možete odustati u roku od 14 dana od primitka, uključujući snižene proizvode, bez navođenja razloga,
          internetski putem funkcije <Link to={WITHDRAWAL_PAGE}>Ovdje odustanite od ugovora</Link>. Troškove povrata snosite Vi. Pogledajte{' '}
          <Link to="/returns">Povrat robe</Link>.
        </>,
      ],
      [
        'Kada ću dobiti novac natrag?',
        'U roku od 14 dana od primitka Vaše izjave o raskidu, na karticu, PayPal ili bankovni račun s kojeg ste platili; povrat možemo zadržati dok komadi ne stignu natrag k nama ili dok nam ne dokažete da ste ih poslali.',
      ],
    ],
  ],
  [
    'Prednarudžbe',
    [
      [
        'Što znači „Prednaručite sada”?',
        'Komad se izrađuje za Vas nakon što ga naručite. Plaćate kao za svaku narudžbu; šaljemo ga u roku od otprilike 14 radnih dana, a kada krene na put, javljamo Vam se e-poštom.',
      ],
      [
        'Neka je veličina rasprodana. Hoće li se vratiti?',
        'Često hoće. Na stranici proizvoda pritisnite gumb „Obavijesti me za veličinu …” i jednom ćemo Vam javiti e-poštom kada ponovno bude na zalihi.',
      ],
    ],
  ],
  [
    'Veličine i održavanje',
    [
      [
        'Kako ću pronaći svoju veličinu?',
        <>
          Izmjerite opseg prsa, struka i bokova i usporedite ih s našom <Link to="/size-guide">Tablicom veličina</Link>. Između ste dvije
          veličine? Lan i pletivo praštaju; za opušteniji kroj uzmite veću.
        </>,
      ],
      [
        'Kako prati lan i vunu?',
        <>
          Lan na 30 °C na nježnom programu, vunu ručno u hladnoj vodi i sušiti položeno. Na našem <Link to="/blog">blogu</Link> naći ćete
          upute korak po korak.
        </>,
      ],
      [
        'Popravljate li ono što prodajete?',
        'Da. Donesite komad u našu trgovinu na Kaptolu četvrtkom navečer ili nam ga pošaljite; sitni popravci naših komada su besplatni.',
      ],
    ],
  ],
  [
    'Korisnički račun i newsletter',
    [
      [
        'Trebam li korisnički račun za narudžbu?',
        'Ne. Naplatu možete dovršiti samo s adresom e-pošte; korisnički račun sljedeći put sam ispunjava Vaše podatke.',
      ],
      [
        'Kako se mogu odjaviti s newslettera?',
        'Na dnu svakog newslettera nalazi se poveznica za odjavu. Jedan klik i više Vam se nećemo javljati.',
      ],
    ],
  ],
];

/** The Croatian text of the FAQ. */
export function Body() {
  return (
    <>
      <p className="lead">
        Pitanja koja najčešće čujemo. Vašeg pitanja nema ovdje? <Link to="/contact">Pitajte nas</Link>.
      </p>
      <FaqList groups={GROUPS} />
    </>
  );
}
