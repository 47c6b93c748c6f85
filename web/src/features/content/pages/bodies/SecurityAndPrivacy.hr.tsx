import { BRAND } from '@shop/shared/brand';
import { Link } from 'react-router-dom';

/** The Croatian text of the security and privacy page. */
export function Body() {
  const mail = <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>;
  return (
    <>
      <p className="lead">Kupnja kod nas trebala bi biti jednako sigurna kao kupnja preko pulta u našoj trgovini na Kaptolu.</p>

      <h2>Sigurno plaćanje</h2>
      <p>
        Plaćate na sigurnoj stranici našeg pružatelja platnih usluga, koji je certificiran prema standardu PCI DSS. Broj Vaše kartice nikada
        ne dolazi do naših poslužitelja i nikada ga ne pohranjujemo. Gdje Vaša banka to podržava, plaćanja karticom potvrđuju se putem 3-D
        Secure.
      </p>

      <h2>Šifrirane veze</h2>
      <p>
        Svaka stranica trgovine i svaki poziv koji ona upućuje putuju preko HTTPS-a (TLS), pa nitko između Vas i nas ne može pročitati ni
        promijeniti ono što šaljete, od adrese do lozinke.
      </p>

      <h2>Vaš korisnički račun</h2>
      <ul>
        <li>Lozinke se pohranjuju samo kao zaštićeni sažetak (salted scrypt hash): ne možemo ih pročitati ni mi.</li>
        <li>Nakon nekoliko pogrešnih lozinki daljnji se pokušaji usporavaju, kako nitko ne bi mogao pogađati.</li>
        <li>Poveznice za aktivaciju računa ili ponovno postavljanje lozinke rade jednom i istječu nakon kratkog vremena.</li>
        <li>Postavljanjem nove lozinke odjavljujete se sa svih uređaja na kojima ste bili prijavljeni.</li>
      </ul>

      <h2>Vaši podaci</h2>
      <p>
        Vaši se podaci pohranjuju u Europskoj uniji (Frankfurt), šifrirani i s redovitim sigurnosnim kopijama. Vide ih samo osobe kojima su
        potrebni za izvršenje Vaše narudžbe. Što prikupljamo i koja su Vaša prava, opisano je u našim{' '}
        <Link to="/privacy-policy">Pravilima privatnosti</Link>.
      </p>

      <h2>Čuvajte se lažnih poruka</h2>
      <p>
        Nikada Vas nećemo tražiti lozinku ili broj kartice e-poštom, telefonom ili WhatsAppom. Naše e-poruke dolaze s adresa koje završavaju
        na tkanica.hr. Ako Vam se poruka čini sumnjivom, ne otvarajte njezine poveznice; proslijedite je na {mail}.
      </p>

      <h2>Pronašli ste slabost?</h2>
      <p>
        Ako smatrate da ste u našoj trgovini pronašli sigurnosni problem, molimo Vas da nam to javite na {mail} prije nego što kažete ikome
        drugome. Odgovaramo u roku od dva radna dana i zahvaljujemo svima koji nam pomažu da naši kupci budu sigurni.
      </p>
    </>
  );
}
