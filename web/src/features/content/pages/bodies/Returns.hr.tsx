import { BRAND, SELLER } from '@shop/shared/brand';
import { PICKUP_LOCATIONS } from '@shop/shared/shipping';
import { Link } from 'react-router-dom';
import { MODEL_WITHDRAWAL_FORM, WITHDRAWAL_PAGE } from '../../legalLinks.ts';

const STORE = PICKUP_LOCATIONS.STORE_KAPTOL;
const SELLER_ADDRESS = `${SELLER.company}, ${SELLER.street}, ${SELLER.zipCode} ${SELLER.city}, Hrvatska`;

/** The Croatian text of the returns page: the right of withdrawal and the shop's own returns policy. */
export function Body() {
  return (
    <>
      <p className="lead">
        Svaki komad izrađujemo da traje godinama, pa se nadamo da ćete svoj zavoljeti. Ako nešto ipak nije kako treba, možete ga vratiti.
      </p>

      <h2>Pravo na jednostrani raskid ugovora: 14 dana</h2>
      <p>
        Od kupnje u našoj internetskoj trgovini možete odustati u roku od 14 dana, bez navođenja razloga. Rok od 14 dana počinje teći od
        dana kada Vi ili osoba koju odredite, a koja nije prijevoznik, primite robu; kada proizvodi iz jedne narudžbe stignu odvojeno, od
        dana kada primite posljednji od njih.
      </p>
      <p>
        To vrijedi za svaki proizvod, uključujući snižene i akcijske proizvode. Iznimke su samo one koje dopušta zakon, primjerice komad
        izrađen prema Vašim mjerama ili jasno personaliziran za Vas.
      </p>

      <h3>Kako odustati od ugovora</h3>
      <p>Obavijestite nas o svojoj odluci prije isteka roka od 14 dana. Dovoljno je da obavijest pošaljete na vrijeme. Možete:</p>
      <ul>
        <li>
          upotrijebiti našu internetsku funkciju za odustajanje, <Link to={WITHDRAWAL_PAGE}>Ovdje odustanite od ugovora</Link>: potrebni su
          Vam samo broj narudžbe i adresa e-pošte s kojom ste naručili, a potvrdu Vam odmah šaljemo e-poštom;
        </li>
        <li>
          ispuniti{' '}
          <a href={MODEL_WITHDRAWAL_FORM} download>
            obrazac za jednostrani raskid ugovora
          </a>{' '}
          i poslati ga na <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a> ili poštom na adresu {SELLER_ADDRESS}; ili
        </li>
        <li>napisati nam vlastitim riječima, e-poštom ili poštom, da odustajete od kupnje.</li>
      </ul>

      <h3>Vraćanje proizvoda</h3>
      <p>
        Proizvode pošaljite na adresu {SELLER_ADDRESS} ili ih donesite u Trgovinu Kaptol, {STORE.address}, bez nepotrebnog odgađanja, a
        najkasnije 14 dana od dana kada ste nas obavijestili da odustajete od ugovora. Izravne troškove povrata snosite Vi.
      </p>
      <p>
        S proizvodima smijete postupati kao u trgovini, kako biste ih pogledali i isprobali. Odgovarate samo za umanjenje njihove
        vrijednosti nastalo rukovanjem izvan toga: primjerice ako je komad nošen izvan kuće, opran ili su s njega uklonjene etikete. Takvo
        umanjenje vrijednosti možemo odbiti od iznosa povrata.
      </p>

      <h3>Povrat novca</h3>
      <p>
        Vraćamo Vam sve što ste platili za proizvode od kojih odustajete, uključujući troškove standardne dostave kada odustajete od cijele
        narudžbe, bez nepotrebnog odgađanja, a najkasnije 14 dana od dana kada smo primili Vašu izjavu o raskidu. Za povrat koristimo isto
        sredstvo plaćanja kojim ste platili (karticu, PayPal ili bankovni račun), a za to ne plaćate nikakvu naknadu. Povrat novca možemo
        zadržati dok proizvode ne primimo natrag ili dok nam ne dokažete da ste ih poslali, ovisno o tome što se dogodi prije.
      </p>

      <h2>Naša pravila povrata</h2>
      <p>Povrh Vašeg zakonskog prava na jednostrani raskid ugovora, i bez ikakvog njegova umanjenja:</p>
      <ul>
        <li>Vratite u trgovinu: svaki komad možete osobno vratiti u Trgovini Kaptol u roku od 14 dana, bez ikakvih troškova dostave.</li>
        <li>
          Zamijenite na licu mjesta: u Trgovini Kaptol komad po punoj cijeni, nenošen i sa svim etiketama, odmah zamjenjujemo za drugu
          veličinu ili boju. Za snižene komade vraćamo novac umjesto zamjene.
        </li>
        <li>
          Druga veličina poštom: odustanite od komada kako je gore opisano i napravite novu narudžbu, kako bi željena veličina bila Vaša dok
          je ima na zalihi.
        </li>
      </ul>

      <h2>Neispravni proizvodi</h2>
      <p>
        Ako nešto stigne neispravno ili oštećeno, javite nam se s fotografijom. Troškove povrata snosimo mi, a proizvod popravljamo,
        zamjenjujemo ili Vam vraćamo novac. Vaša zakonska prava zbog materijalnih nedostataka vrijede u svakom slučaju i rok od 14 dana ih
        ne skraćuje, pogledajte <Link to="/terms-and-sales-conditions">Opće uvjete poslovanja</Link>.
      </p>

      <h2>Zakašnjela dostava</h2>
      <p>
        Ako Vam narudžbu ne isporučimo u dogovorenom roku, možete je otkazati, a ono što ste platili vraćamo Vam bez nepotrebnog odgađanja
        (Direktiva o pravima potrošača, čl. 18).
      </p>
    </>
  );
}
