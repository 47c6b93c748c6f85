import { EU_COUNTRY_CODES, PICKUP_LOCATIONS } from '@shop/shared/shipping';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The pickup points as the Croatian text names them. */
const PICKUP_NAMES: Readonly<Record<keyof typeof PICKUP_LOCATIONS, string>> = { OFFICE: 'Ured', STORE_KAPTOL: 'Trgovina Kaptol' };

/** The Croatian text of the shipping page, around the table of rates. */
export function Body({ table }: { table: ReactNode }) {
  return (
    <>
      <p className="lead">
        Svaki paket napušta našu zagrebačku radionicu zamotan u reciklirani papir i vezan pamučnom vrpcom, nikada u plastici. Narudžbe
        zaprimljene radnim danom do 12 sati šaljemo isti dan.
      </p>

      <h2>Cijene i rokovi dostave</h2>
      {table}
      <p>
        „Ostale zemlje EU-a” su {EU_COUNTRY_CODES.length - 1} država članica Europske unije osim Hrvatske. Za besplatnu dostavu računa se
        vrijednost robe nakon popusta, prije darovne kartice. Europske zemlje izvan Europske unije (primjerice Bosna i Hercegovina, Srbija,
        Crna Gora, Švicarska, Norveška i Ujedinjeno Kraljevstvo) šaljemo po cijeni za ostatak svijeta, a carinu i uvozni PDV plaća primatelj
        pri preuzimanju.
      </p>

      <h2>Kada šaljemo Vašu narudžbu</h2>
      <ul>
        <li>
          Narudžbe zaprimljene radnim danom do 12 sati (po zagrebačkom vremenu) šaljemo isti radni dan; kasnije narudžbe šaljemo sljedeći
          radni dan.
        </li>
        <li>Narudžbe plaćene uplatom na račun šaljemo kada uplata stigne do nas, što može potrajati do 3 dana.</li>
        <li>
          Prednaručeni komadi izrađuju se za Vas i šaljemo ih u roku od otprilike 14 radnih dana; e-poštom Vam javljamo kada je Vaš komad na
          putu.
        </li>
        <li>Čim paket predamo dostavnoj službi, dobivate e-poruku s brojem za praćenje pošiljke.</li>
      </ul>

      <h2>Osobno preuzimanje u Zagrebu</h2>
      <p>Pri naplati odaberite osobno preuzimanje i preuzmite narudžbu besplatno na jednoj od ovih adresa:</p>
      <ul>
        {Object.entries(PICKUP_LOCATIONS).map(([id, location]) => (
          <li key={id}>
            <strong>{PICKUP_NAMES[id as keyof typeof PICKUP_LOCATIONS]}</strong>, {location.address}
          </li>
        ))}
      </ul>
      <p>Kada je narudžba spremna, javljamo Vam se e-poštom. Ponesite broj narudžbe; narudžbu za Vas čuvamo 14 dana.</p>

      <h2>Dostavne službe</h2>
      <p>
        Unutar Hrvatske šaljemo putem Hrvatske pošte i GLS-a, a u inozemstvo putem GLS-a i DHL-a. Ako nikoga nema kod kuće, dostavljač
        ostavlja obavijest i ponovno pokušava sljedeći radni dan.
      </p>

      <h2>Zakašnjeli ili oštećeni paket</h2>
      <p>
        Ako paket kasni ili stigne oštećen, pišite nam putem <Link to="/contact">kontaktnog obrasca</Link> i navedite broj narudžbe, a u
        slučaju oštećenja priložite i fotografiju. Ako ne možemo isporučiti u dogovorenom roku, narudžbu možete otkazati, a novac Vam
        vraćamo bez nepotrebnog odgađanja; pogledajte <Link to="/returns">Povrat robe</Link>.
      </p>
    </>
  );
}
