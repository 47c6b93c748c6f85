import { BRAND, SELLER } from '@shop/shared/brand';
import { Link } from 'react-router-dom';
import { PaymentBrands } from '../../../../ui/PaymentBrands.tsx';

/** The Croatian text of the payments page. */
export function Body() {
  return (
    <>
      <p className="lead">
        Sve su cijene izražene u eurima i uključuju hrvatski PDV ({SELLER.vatRatePercent} %). Nakon naplate plaćate na sigurnoj stranici za
        plaćanje; narudžbu Vam potvrđujemo e-poštom čim plaćanje prođe.
      </p>
      <PaymentBrands />

      <h2>Plaćanje karticom</h2>
      <p>
        Primamo debitne i kreditne kartice Visa i Mastercard. Plaćanja karticama obrađuje naš pružatelj platnih usluga na vlastitoj sigurnoj
        stranici (s certifikatom PCI DSS); Vaša banka može zatražiti da plaćanje potvrdite putem 3-D Secure. Podaci o Vašoj kartici idu
        izravno pružatelju platnih usluga: mi ih nikada ne vidimo niti pohranjujemo. Iznos se naplaćuje kada napravite narudžbu.
      </p>

      <h2>PayPal</h2>
      <p>
        Na stranici za plaćanje odaberite PayPal i prijavite se u svoj PayPal račun kako biste platili sa stanja, povezanog bankovnog računa
        ili kartice. Nakon plaćanja vraćamo Vas u našu trgovinu.
      </p>

      <h2>Izravna uplata na račun</h2>
      <p>
        Radije plaćate uplatom na račun? Na stranici za plaćanje odaberite uplatu na račun; Vaša je narudžba rezervirana za Vas, a stranica
        prikazuje (i šaljemo Vam e-poštom) kamo platiti: primatelja {SELLER.company}, IBAN našeg pružatelja usluge plaćanja koji je Vaš za
        plaćanje nama te poziv na broj. Molimo Vas da platite na taj IBAN s tim pozivom na broj, a ne na račun s naših računa: po pozivu na
        broj Vaša uplata pronalazi Vašu narudžbu.
      </p>
      <ul>
        <li>Molimo Vas da platite u roku od 3 radna dana od narudžbe.</li>
        <li>Narudžba koja ni nakon 7 dana nije plaćena otkazuje se, a njezini se komadi vraćaju u prodaju.</li>
        <li>Uplata do nas može putovati do 3 dana; šaljemo čim stigne i o tome Vas obavještavamo e-poštom.</li>
      </ul>

      <h2>Popusti i bonovi</h2>
      <ul>
        <li>
          Jedan kod za popust ili bon po kupnji: kodovi se ne mogu međusobno kombinirati. Upišite svoj pri naplati i pritisnite Primijeni.
        </li>
        <li>Kod se može odnositi na cijelu narudžbu ili samo na neke proizvode; pri naplati vidite koje stavke umanjuje.</li>
        <li>
          Poklon-bonove treba iskoristiti u roku od 6 mjeseci od kupnje. Bonom možete platiti dio narudžbe; ostatak ostaje na bonu dok ne
          istekne. Bonovi se ne mogu zamijeniti za gotovinu.
        </li>
        <li>
          Sniženi i akcijski proizvodi mogu se vratiti u roku od 14 dana od primitka kao i svi ostali: pogledajte{' '}
          <Link to="/returns">Povrat robe</Link>.
        </li>
      </ul>

      <h2>Računi</h2>
      <p>
        Za svaku plaćenu narudžbu izdajemo račun, koji Vam šaljemo e-poštom kao PDF. Trebate račun na tvrtku? Prije slanja narudžbe pišite
        na <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a> i navedite naziv tvrtke i njezin OIB ili PDV identifikacijski broj.
      </p>
    </>
  );
}
