import { BRAND, SELLER } from '@shop/shared/brand';
import { Link } from 'react-router-dom';
import { STATE_INSPECTORATE, WITHDRAWAL_PAGE } from '../../legalLinks.ts';

/** The Croatian text of the accessibility statement (Izjava o pristupačnosti). */
export function Body() {
  const mail = <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>;
  const address = `${SELLER.company}, ${SELLER.street}, ${SELLER.zipCode} ${SELLER.city}`;
  return (
    <>
      <p className="lead">
        Želimo da svatko može pregledavati, kupovati i vraćati proizvode u našoj trgovini, bilo da koristi čitač zaslona, tipkovnicu,
        povećalo ili glasovno upravljanje.
      </p>
      <p>
        Ova se izjava odnosi na internetsku trgovinu {BRAND.name} kojom upravlja {address}. Ujedno je i naša informacija o tome kako
        trgovina ispunjava zahtjeve pristupačnosti iz Zakona o zahtjevima za pristupačnost proizvoda i usluga (Narodne novine 89/25), kojim
        je Europski akt o pristupačnosti prenesen u hrvatsko pravo.
      </p>

      <h2>Stanje usklađenosti</h2>
      <p>
        Trgovinu izrađujemo prema Smjernicama za pristupačnost internetskog sadržaja (WCAG) 2.1 na razini AA, razini koju zahtijeva europska
        norma EN 301 549. Trgovina je s njima <strong>djelomično usklađena</strong>: većim dijelom jest, a iznimke su navedene u nastavku.
      </p>

      <h2>Kako trgovina funkcionira</h2>
      <ul>
        <li>
          Svaka stranica ima strukturu naslova, poveznicu za preskakanje na glavni sadržaj i vlastiti naslov. Svako polje obrasca ima
          vidljivu oznaku, a pogreške su opisane riječima uz polje na koje se odnose.
        </li>
        <li>
          Trgovina je izrađena tako da se može koristiti samo tipkovnicom. Košarica i pretraživanje pri otvaranju premještaju fokus u sebe,
          a pri zatvaranju ga vraćaju.
        </li>
        <li>
          Fotografije proizvoda imaju tekstne alternative; cijene, veličine, zaliha i popusti prikazani su kao tekst, a ne kao slike.
          Stranicu možete povećati u pregledniku, a raspored se prilagođava uskim zaslonima.
        </li>
        <li>
          Animacije se isključuju kada Vaš uređaj zatraži smanjeno kretanje. Videozapis na vrhu početne stranice ima gumb za zaustavljanje i
          ne pokreće se sam kada Vaš uređaj zatraži smanjeno kretanje.
        </li>
        <li>
          Plaćate na stranici za plaćanje našeg pružatelja platnih usluga, Stripea. Prije toga naplata (Vaša adresa, dostava, kod za popust
          i darovna kartica) odvija se na našim stranicama.
        </li>
        <li>
          Od narudžbe možete odustati internetski, bez korisničkog računa, putem funkcije{' '}
          <Link to={WITHDRAWAL_PAGE}>Ovdje odustanite od ugovora</Link>.
        </li>
      </ul>

      <h2>Što još nije pristupačno</h2>
      <ul>
        <li>
          Račun koji šaljemo e-poštom kao PDF nije označeni (tagged) PDF, pa čitač zaslona može njegovu tablicu pročitati pogrešnim redom.
          Sama e-poruka navodi narudžbu i njezin ukupni iznos kao tekst, a na zahtjev Vam račun šaljemo u drugom obliku.
        </li>
        <li>
          Stranicu za plaćanje pruža Stripe, a ne mi. Ako na njoj ne možete dovršiti plaćanje, pišite nam i primit ćemo Vašu narudžbu
          e-poštom uz plaćanje uplatom na račun.
        </li>
        <li>
          Trgovina je dostupna na hrvatskom i engleskom jeziku. Dio sadržaja, primjerice opisi proizvoda i priče na blogu, možda još nije
          dostupan na oba jezika.
        </li>
        <li>
          Nekoliko kratkih poruka zatvara se samo od sebe: podsjetnik da odaberete veličinu i zahvala za recenziju nakon 1 sekunde, pogreška
          u količini nakon 3 sekunde. Čitači zaslona najavljuju ih čim se pojave, ali ih možda nećete stići pročitati do kraja. Ništa što
          Vam kasnije treba ne nalazi se samo u njima; radimo na tome da ostanu prikazane dok ih ne zatvorite.
        </li>
        <li>
          Naše automatske provjere ne mogu izmjeriti kontrast kartica proizvoda koje su u vrtuljcima početne stranice djelomično izvan
          vidljivog područja. One izgledaju jednako kao kartice u popisima kategorija, gdje je kontrast izmjeren i zadovoljava.
        </li>
        <li>
          Rad tipkovnicom testiramo u jednom pregledniku (Chromium) na stolnom zaslonu. Trgovina još nije isprobana s čitačima zaslona kao
          što su NVDA, JAWS, VoiceOver ili TalkBack, niti s glasovnim upravljanjem.
        </li>
      </ul>

      <h2>Prijavite nam prepreku</h2>
      <p>
        Ako Vam je nešto u trgovini teško ili nemoguće koristiti ili Vam je ova informacija ili bilo koji naš dokument potreban u drugom
        obliku, javite nam se: e-poštom na {mail}, pozivom ili porukom na {BRAND.whatsapp}, pismom na adresu {address} ili putem{' '}
        <Link to="/contact">kontaktnog obrasca</Link>. Odgovaramo u roku od dva radna dana, a na zahtjev Vam ovu izjavu pročitamo telefonom.
      </p>

      <h2>Postupak praćenja provedbe</h2>
      <p>
        Ako niste zadovoljni našim odgovorom ili Vam ne odgovorimo, možete se obratiti Državnom inspektoratu, hrvatskom tijelu koje nadzire
        poštuju li trgovci propise o zaštiti potrošača i pristupačnosti:{' '}
        <a href={STATE_INSPECTORATE} rel="noopener">
          dirh.gov.hr
        </a>
        .
      </p>

      <h2>O ovoj izjavi</h2>
      <p>
        Ovu smo izjavu pripremili 23. studenoga 2026. na temelju vlastite procjene, koja se automatski provodi pri svakoj promjeni trgovine:
      </p>
      <ul>
        <li>
          axe provjerava svaku stranicu i njezine otvorene izbornike, pretraživanje, košaricu, dijaloške okvire i obrasce s prikazanim
          pogreškama, na širini stolnog računala i mobitela, prema razinama A i AA smjernica WCAG 2.1 i najboljim praksama alata axe.
          Nijedno pravilo nije isključeno, a nalaz bilo koje težine zaustavlja promjenu. Nijedna se stranica pri širini od 320 piksela ne
          smije pomicati vodoravno.
        </li>
        <li>
          Kupnja se obavlja samo tipkovnicom, od početne stranice preko pretraživanja, veličine, košarice i naplate do plaćanja na testnoj
          kopiji stranice za plaćanje i zahvale; u svakom koraku fokus mora biti vidljiv, a tipka Escape mora zatvoriti izbornik,
          pretraživanje i košaricu te vratiti fokus tamo gdje je bio.
        </li>
      </ul>
      <p>
        Trgovinu još nisu testirale osobe koje koriste asistivnu tehnologiju; Vaša bi nam pomoć bila dragocjena. Ovu izjavu preispitujemo
        najmanje jednom godišnje i pri svakoj promjeni trgovine koja na nju utječe.
      </p>
    </>
  );
}
