import { BRAND, SELLER } from '@shop/shared/brand';
import { Link } from 'react-router-dom';
import { CompanyRegisterFacts } from '../../CompanyRegisterFacts.tsx';
import { DISPUTE_BODIES, MODEL_WITHDRAWAL_FORM, WITHDRAWAL_PAGE } from '../../legalLinks.ts';

/** The Croatian text of the terms and sale conditions (Opći uvjeti poslovanja). */
export function Body() {
  const mail = <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>;
  return (
    <>
      <p className="lead">
        Ovi Opći uvjeti poslovanja primjenjuju se na svaku kupnju u internetskoj trgovini {BRAND.name}. Molimo Vas da ih pročitate prije
        narudžbe.
      </p>

      <h2>1. Prodavatelj</h2>
      <dl>
        <dt>Trgovac</dt>
        <dd>{SELLER.company}</dd>
        <dt>Sjedište</dt>
        <dd>
          {SELLER.street}, {SELLER.zipCode} {SELLER.city}, Hrvatska
        </dd>
        <dt>OIB</dt>
        <dd>{SELLER.oib}</dd>
        <CompanyRegisterFacts language="hr" />
        <dt>IBAN</dt>
        <dd>
          {SELLER.iban}, {SELLER.bank}
        </dd>
        <dt>E-pošta</dt>
        <dd>{mail}</dd>
        <dt>Telefon</dt>
        <dd>{BRAND.whatsapp}</dd>
      </dl>

      <h2>2. Narudžba i sklapanje ugovora</h2>
      <p>
        Proizvodi u trgovini poziv su na narudžbu. Pritiskom na gumb za plaćanje dajete obvezujuću ponudu za kupnju; ugovor je sklopljen
        kada Vam narudžbu potvrdimo e-poštom. Narudžbu možemo odbiti, primjerice kada proizvod više nije dostupan; ako ste već platili,
        odmah Vam vraćamo novac. Ugovor se sklapa na hrvatskom jeziku, a primjerak Vaše narudžbe čuvamo.
      </p>

      <h2>3. Cijene</h2>
      <p>
        Cijene su izražene u eurima i uključuju PDV po stopi od {SELLER.vatRatePercent} %. Troškovi dostave obračunavaju se kako je navedeno
        na stranici <Link to="/shipping-and-delivery">Dostava</Link> i pri naplati, prije nego što platite. Vrijedi cijena prikazana u
        trenutku narudžbe.
      </p>

      <h2>4. Plaćanje</h2>
      <p>
        Možete platiti karticom, PayPalom ili izravnom uplatom na račun, kako je opisano na stranici <Link to="/payments">Plaćanje</Link>.
        Narudžbu koju plaćate uplatom na račun potrebno je platiti u roku od 3 radna dana; narudžba koja ni nakon 7 dana nije plaćena
        otkazuje se. Po kupnji se može iskoristiti jedan kod za popust ili bon; poklon-bonove treba iskoristiti u roku od 6 mjeseci.
      </p>

      <h2>5. Prednarudžbe</h2>
      <p>
        Proizvodi označeni s „Prednaručite sada” izrađuju se nakon što ih naručite. Prije plaćanja obavještavamo Vas da se šalju za
        otprilike 14 radnih dana, a kada je narudžba spremna, javljamo Vam se e-poštom.
      </p>

      <h2>6. Dostava</h2>
      <p>
        Dostavljamo na adresu koju navedete pri naplati, a narudžbu možete i osobno preuzeti u Zagrebu. Rokovi dostave navedeni su na
        stranici <Link to="/shipping-and-delivery">Dostava</Link>. Rizik prelazi na Vas kada Vi ili osoba koju odredite preuzmete paket. Ako
        ne možemo isporučiti na vrijeme, možete otkazati narudžbu, a novac Vam vraćamo bez nepotrebnog odgađanja.
      </p>

      <h2>7. Pravo na jednostrani raskid ugovora</h2>
      <p>
        U skladu sa Zakonom o zaštiti potrošača, od ugovora sklopljenog na daljinu možete jednostrano odustati u roku od 14 dana od primitka
        robe, bez navođenja razloga. To vrijedi za svaki proizvod, uključujući snižene, osim onih koje zakon izuzima, primjerice proizvoda
        izrađenih prema Vašim mjerama. Za jednostrani raskid upotrijebite funkciju{' '}
        <Link to={WITHDRAWAL_PAGE}>Ovdje odustanite od ugovora</Link>, pošaljite nam{' '}
        <a href={MODEL_WITHDRAWAL_FORM} download>
          obrazac za jednostrani raskid ugovora
        </a>{' '}
        ili nam to napišite vlastitim riječima e-poštom ili poštom. Izravne troškove povrata robe snosite Vi; vraćamo Vam sve što ste
        platili, uključujući troškove standardne dostave kada odustajete od cijele narudžbe, u roku od 14 dana od primitka Vaše izjave o
        raskidu. Pojedinosti i ono što nudimo povrh zakonskog prava nalaze se na stranici <Link to="/returns">Povrat robe</Link>.
      </p>

      <h2>8. Reklamacije i neispravna roba</h2>
      <p>
        Za materijalne nedostatke odgovaramo prema Zakonu o obveznim odnosima. Molimo Vas da nas o nedostatku obavijestite u roku od dva
        mjeseca od kada ste ga primijetili, a najkasnije u roku od dvije godine od isporuke. Pisani prigovor možete uputiti na adresu{' '}
        {SELLER.street}, {SELLER.zipCode} {SELLER.city} ili na {mail}; primitak prigovora potvrđujemo i odgovaramo u roku od 15 dana, kako
        propisuje Zakon o zaštiti potrošača.
      </p>

      <h2>9. Mjerodavno pravo i nadležnost</h2>
      <p>
        Na ove uvjete i svaku kupnju primjenjuje se pravo Republike Hrvatske. Nadležan je stvarno nadležni sud u Zagrebu. Ako ste potrošač,
        zadržavate zaštitu koju Vam pružaju prisilni propisi države u kojoj živite i ondje također možete pokrenuti postupak. Ništa u ovim
        uvjetima ne ograničava Vaša potrošačka prava prema hrvatskom pravu i pravu Europske unije.
      </p>

      <h2>10. Izvansudsko rješavanje sporova</h2>
      <p>
        Svaki problem uvijek radije rješavamo izravno s Vama: najprije nam se obratite, kako je opisano u točki 8. Ako se ne uspijemo
        dogovoriti, možete se obratiti tijelu za izvansudsko rješavanje potrošačkih sporova. Za trgovce s poslovnim nastanom u Hrvatskoj to
        su, među ostalima,{' '}
        <a href={DISPUTE_BODIES.mediation} rel="noopener">
          Centar za mirenje pri Hrvatskoj gospodarskoj komori
        </a>{' '}
        i{' '}
        <a href={DISPUTE_BODIES.courtOfHonour} rel="noopener">
          Sud časti pri Hrvatskoj gospodarskoj komori
        </a>
        ; popis svih tijela ovlaštenih za rješavanje potrošačkih sporova vodi Ministarstvo gospodarstva, a dostupan je putem stranice Vlade
        o{' '}
        <a href={DISPUTE_BODIES.allBodies} rel="noopener">
          rješavanju potrošačkih sporova
        </a>
        . Europska platforma za online rješavanje sporova ugašena je 20. srpnja 2025. Sudjelovanje u takvom postupku za nas je dobrovoljno,
        a svaki prijedlog razmatramo u dobroj vjeri. Povredu svojih potrošačkih prava možete prijaviti i tržišnoj inspekciji Državnog
        inspektorata ili se obratiti sudu, kako je navedeno u točki 9.
      </p>

      <h2>11. Izmjene</h2>
      <p>
        Ovi su uvjeti posljednji put izmijenjeni 23. studenoga 2026. Na narudžbu se primjenjuju uvjeti koji su bili na snazi u trenutku
        narudžbe.
      </p>
    </>
  );
}
