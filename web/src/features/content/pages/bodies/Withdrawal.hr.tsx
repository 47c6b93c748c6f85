import { Link } from 'react-router-dom';
import { MODEL_WITHDRAWAL_FORM } from '../../legalLinks.ts';

/** The Croatian text above the withdrawal form. */
export function Body() {
  return (
    <>
      <p className="lead">
        Od svake narudžbe možete jednostrano raskinuti ugovor u roku od 14 dana od dana kada ste je primili, bez navođenja razloga. To
        vrijedi i za snižene proizvode. Ispunite obrazac i pritisnite „Potvrdite odustajanje”: odmah ćemo Vam e-poštom poslati potvrdu
        sadržaja Vaše izjave, s datumom i vremenom kada smo je primili.
      </p>
      <p>
        Korisnički račun nije potreban: dovoljni su broj narudžbe (nalazi se u potvrdi narudžbe, npr. TK-260314-7QX2M) i adresa e-pošte s
        kojom ste naručili. Što slijedi nakon toga, objašnjeno je na stranici <Link to="/returns">Povrat robe</Link>. Od ugovora možete
        odustati i poštom ili e-poštom, putem{' '}
        <a href={MODEL_WITHDRAWAL_FORM} download>
          obrasca za jednostrani raskid ugovora
        </a>{' '}
        ili vlastitim riječima.
      </p>
    </>
  );
}
