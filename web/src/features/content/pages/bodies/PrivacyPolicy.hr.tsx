import { BRAND, SELLER } from '@shop/shared/brand';
import { Link } from 'react-router-dom';
import { CompanyRegisterFacts } from '../../CompanyRegisterFacts.tsx';
import { RecentlyViewedSwitch } from '../../RecentlyViewedSwitch.tsx';

/** The Croatian text of the privacy policy (Pravila privatnosti). */
export function Body() {
  const mail = <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>;
  return (
    <>
      <p className="lead">
        O Vama prikupljamo što je manje moguće, samo kako bismo Vam prodali i dostavili narudžbu te Vam odgovorili, a Vaše podatke nikada ne
        prodajemo.
      </p>

      <h2>Voditelj obrade</h2>
      <p>
        Voditelj obrade Vaših osobnih podataka je {SELLER.company}, {SELLER.street}, {SELLER.zipCode} {SELLER.city}, OIB {SELLER.oib}. Za
        sve u vezi s Vašim podacima pišite nam na {mail}.
      </p>
      <dl>
        <CompanyRegisterFacts language="hr" />
      </dl>

      <h2>Što prikupljamo i zašto</h2>
      <ul>
        <li>
          <strong>Narudžbe:</strong> Vaše ime, adresu e-pošte, adresu za dostavu i račun, broj telefona i ono što ste kupili, kako bismo
          isporučili narudžbu, izdali račun te obradili povrate i reklamacije (izvršenje ugovora, članak 6. stavak 1. točka (b) Opće uredbe
          o zaštiti podataka (GDPR), i naše zakonske obveze, članak 6. stavak 1. točka (c)).
        </li>
        <li>
          <strong>Vaš korisnički račun:</strong> ime, adresu e-pošte, datum rođenja te, ako nam ih navedete, spol, OIB, adrese i imena i
          datume rođenja Vaše djece, kako bi naplata bila brža i kako bismo Vam mogli predložiti prave veličine. Vaša se lozinka pohranjuje
          samo kao zaštićeni sažetak (salted hash).
        </li>
        <li>
          <strong>Očekujete bebu:</strong> ako nam navedete da očekujete bebu i očekivani datum poroda, te podatke čuvamo samo uz Vašu
          izričitu privolu (članak 9. stavak 2. točka (a) GDPR-a), koju dajete posebnom kućicom, neoznačenom dok je sami ne označite, pri
          registraciji ili u svojem profilu. Budući da govore nešto o Vašem zdravlju, upotrebljavamo ih samo u jednu svrhu: da Vam prikažemo
          prikladne proizvode i ponude. Privolu možete u svakom trenutku povući u svojem <Link to="/user/profile">profilu</Link> (Uredi,
          zatim maknite kvačicu); tada oba podatka odmah brišemo. Bez privole ih ne čuvamo.
        </li>
        <li>
          <strong>Plaćanja:</strong> plaćanja karticom i PayPalom obrađuje naš pružatelj platnih usluga na vlastitoj stranici. Mi saznajemo
          samo jeste li i kako platili, nikada broj Vaše kartice.
        </li>
        <li>
          <strong>Kontaktni obrazac:</strong> Vaše ime, adresu e-pošte i poruku, kako bismo Vam odgovorili (naš legitimni interes, članak 6.
          stavak 1. točka (f)).
        </li>
        <li>
          <strong>Obavijesti o ponovnoj dostupnosti:</strong> Vašu adresu e-pošte te proizvod i veličinu, kako bismo Vas jednom obavijestili
          kada ponovno budu dostupni.
        </li>
        <li>
          <strong>Tehnički podaci:</strong> naši poslužitelji bilježe Vašu IP adresu i zahtjeve radi sigurnosti, primjerice kako bi
          spriječili pogađanje lozinki, a ti se zapisi brišu u roku od mjesec dana.
        </li>
      </ul>

      <h2>Newsletter</h2>
      <p>
        Newsletter šaljemo samo uz Vašu privolu (članak 6. stavak 1. točka (a)) i tek nakon što potvrdite svoju adresu putem poveznice koju
        Vam pošaljemo e-poštom. Adresa koju nitko ne potvrdi briše se nakon 7 dana. Svaki newsletter sadrži poveznicu za odjavu jednim
        klikom; nakon odjave čuvamo samo zabilješku da ste se odjavili, kako Vam nikada više ne bismo greškom pisali.
      </p>

      <h2>Kolačići i pohrana u pregledniku</h2>
      <p>
        Naša trgovina ne postavlja kolačiće i ne koristi oglašavanje, praćenje ni analitiku trećih strana. Vaš preglednik na Vašem uređaju
        čuva samo sljedeće stavke, u svojoj lokalnoj pohrani ili, gdje je tako navedeno, u pohrani otvorene kartice:
      </p>
      <ul>
        <li>
          <code>cart</code>: proizvodi, veličine i količine u Vašoj košarici, kako bi košarica ostala ondje kada se vratite ili otvorite
          drugu karticu. Ne sadrži ništa o Vama, a naplatom se prazni.
        </li>
        <li>
          <code>token</code>: Vaša sesija nakon prijave, kako biste ostali prijavljeni. Odjavom se briše, a prestaje vrijediti nakon 7 dana
          ili kada promijenite lozinku.
        </li>
        <li>
          <code>checkout</code> (samo ova kartica): ono što ste upisali pri naplati te kod za popust i darovna kartica koje ste primijenili,
          kako se ne bi izgubili ako ponovno učitate stranicu ili se vratite sa stranice za plaćanje. Briše se kada zatvorite karticu; kada
          Vaša narudžba ode na plaćanje, zadržava samo oznaku narudžbe. Nikada ne sadrži lozinku ni podatke o kartici.
        </li>
        <li>
          <code>wishlist</code>: proizvodi koje ste spremili srcem, dok se ne prijavite, kada se premještaju u Vaš korisnički račun. Kada
          uklonite sva srca, briše se.
        </li>
        <li>
          <code>recentlyViewed</code>: posljednjih osam proizvoda koje ste otvorili, prikazanih Vama na stranicama proizvoda i u praznoj
          košarici, samo ako ste na pitanje trgovine odgovorili da. Nikada ne napušta Vaš uređaj; „Prestani čuvati popis i izbriši ga” ispod
          popisa briše ga.
        </li>
        <li>
          <code>recentlyViewedChoice</code>: Vaš odgovor na to pitanje, da ili ne, kako Vas ne bismo ponovno pitali. Možete ga promijeniti
          ovdje u bilo kojem trenutku: <RecentlyViewedSwitch />.
        </li>
        <li>
          <code>tkanica-staff-session</code> (samo ova kartica, samo naše osoblje): sesija zaposlenika u administraciji trgovine.
        </li>
        <li>
          <code>language</code>: jezik trgovine koji ste odabrali, hrvatski ili engleski, kako bi se trgovina pri Vašem sljedećem posjetu
          otvorila na njemu.
        </li>
        <li>
          <code>language-offered</code>: zabilješka da smo Vam jednom ponudili trgovinu na hrvatskom, kako Vas ne bismo ponovno pitali.
        </li>
      </ul>
      <p>
        Osim popisa pregledanih proizvoda, koji ste sami odabrali, te su stavke nužno potrebne za uslugu koju tražite, pa prema Direktivi o
        privatnosti i elektroničkim komunikacijama (članak 5. stavak 3.) i hrvatskom Zakonu o elektroničkim komunikacijama za njih nije
        potrebna privola i ne prikazujemo traku za kolačiće. Možete ih ukloniti u bilo kojem trenutku odjavom, zatvaranjem kartice ili
        brisanjem podataka preglednika. Vlastita stranica pružatelja platnih usluga, na kojoj plaćate, postavlja kolačiće potrebne za
        sigurnu obradu plaćanja i sprječavanje prijevara; ti kolačići pripadaju pružatelju platnih usluga i na njih se primjenjuju njegova
        pravila privatnosti.
      </p>

      <h2>Tko još vidi Vaše podatke</h2>
      <ul>
        <li>Amazon Web Services, u Frankfurtu (EU), koji pruža smještaj naše trgovine i šalje našu e-poštu.</li>
        <li>Naš pružatelj platnih usluga i PayPal, za plaćanja.</li>
        <li>Hrvatska pošta, GLS ili DHL, za dostavu: Vaše ime, adresa i broj telefona.</li>
        <li>Naš knjigovodstveni servis i Porezna uprava, za račune, kako propisuje zakon.</li>
      </ul>
      <p>Svaki od njih obrađuje Vaše podatke samo za nas, na temelju ugovora o obradi podataka, ili na temelju vlastite zakonske obveze.</p>

      <h2>Koliko dugo čuvamo podatke</h2>
      <ul>
        <li>
          Račune, onakve kakvi su izdani i sa zapisom o fiskalizaciji: 11 godina, kako propisuju Zakon o računovodstvu i Zakon o
          fiskalizaciji. Narudžbe kojima pripadaju zadržavaju ono što je prodano, iznose i državu; kada izbrišete korisnički račun, iz njih
          se uklanjaju Vaše ime, adresa, adresa e-pošte i broj telefona.
        </li>
        <li>Podatak da očekujete bebu i očekivani datum poroda: dok ne povučete privolu ili ne izbrišete korisnički račun.</li>
        <li>
          Vaš korisnički račun: dok ga ne izbrišete. Poveznice koje Vam šaljemo e-poštom (aktivacija, ponovno postavljanje lozinke) brišu se
          tjedan dana nakon isteka.
        </li>
        <li>Poruke poslane kontaktnim obrascem: 12 mjeseci.</li>
        <li>
          Zahtjeve za obavijest o ponovnoj dostupnosti: dok veličina ponovno ne bude dostupna i dok Vas o tome ne obavijestimo ili dok ne
          izbrišete korisnički račun.
        </li>
        <li>Newsletter: dok se ne odjavite; nepotvrđene adrese 7 dana.</li>
        <li>Izjave o jednostranom raskidu ugovora: koliko i račun narudžbe, jer dokumentiraju povrat novca.</li>
        <li>Zapis o tome da ste preuzeli svoje podatke ili izbrisali korisnički račun (samo broj računa i vrijeme): 5 godina.</li>
      </ul>

      <h2>Vaša prava</h2>
      <p>Prema Općoj uredbi o zaštiti podataka (GDPR) imate pravo:</p>
      <ul>
        <li>na pristup podacima koje o Vama čuvamo i na njihovu kopiju;</li>
        <li>na njihov ispravak ili brisanje kada nam više nisu potrebni;</li>
        <li>na ograničenje obrade ili prigovor na obradu;</li>
        <li>na prenosivost podataka, odnosno da ih dobijete u strojno čitljivom obliku i da se prenesu drugome;</li>
        <li>povući privolu u bilo kojem trenutku, primjerice za newsletter, bez utjecaja na obradu provedenu prije povlačenja.</li>
      </ul>
      <p>
        Kada ste prijavljeni, dva od tih prava ostvarujete u svojem <Link to="/user/profile">profilu</Link>, pod „Vaši podaci”:{' '}
        <strong>Preuzmi moje podatke</strong> sprema sve što o Vama čuvamo (korisnički račun, adrese, djecu, narudžbe s brojevima računa,
        recenzije, newsletter, zahtjeve za obavijest o ponovnoj dostupnosti, poruke i izjave o raskidu) kao JSON datoteku, a{' '}
        <strong>Izbriši moj račun</strong>, nakon što upišete lozinku, briše Vaš korisnički račun, adrese, djecu, pretplatu na newsletter,
        zahtjeve za obavijest o ponovnoj dostupnosti i poruke, uklanja Vaše ime i adresu s Vaših narudžbi, a Vaše recenzije zadržava pod
        imenom „Bivši kupac”. Čuvamo samo račune, kako propisuje zakon. Dok je neka narudžba još na putu, korisnički račun možete izbrisati
        nakon što stigne. Nakon toga se ponovno možete registrirati s istom adresom e-pošte.
      </p>
      <p>
        Za sve ostalo pišite nam na {mail}; odgovaramo u roku od mjesec dana. Pritužbu možete podnijeti i hrvatskom nadzornom tijelu za
        zaštitu podataka, Agenciji za zaštitu osobnih podataka (AZOP), Selska cesta 136, Zagreb, <a href="https://azop.hr">azop.hr</a>.
      </p>

      <h2>Sigurnost</h2>
      <p>
        Kako štitimo Vaše podatke, opisano je na stranici <Link to="/security-and-privacy">Sigurnost i privatnost</Link>. Ova su pravila
        posljednji put izmijenjena 29. studenoga 2026.
      </p>
    </>
  );
}
