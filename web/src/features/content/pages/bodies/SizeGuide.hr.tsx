import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The Croatian text of the size guide, around the table of measurements. */
export function Body({ table }: { table: ReactNode }) {
  return (
    <>
      <p className="lead">
        Naše veličine za odrasle krojene su prema tjelesnim mjerama, a ne prema oznakama. Izmjerite se i pronađite veličinu čije Vam mjere
        odgovaraju.
      </p>
      {table}

      <h2>Kako se izmjeriti</h2>
      <ul>
        <li>
          <strong>Prsa:</strong> oko najšireg dijela prsa, ispod pazuha, s vrpcom vodoravno preko leđa.
        </li>
        <li>
          <strong>Struk:</strong> oko prirodne linije struka, najužeg dijela trupa, iznad pupka.
        </li>
        <li>
          <strong>Bokovi:</strong> oko najšireg dijela bokova, sa skupljenim stopalima.
        </li>
      </ul>
      <p>Mjerite se preko lagane odjeće, vrpcu držite priljubljenu, ali ne zategnutu, i dišite normalno.</p>

      <h2>Između dvije veličine?</h2>
      <p>
        Naši laneni i pleteni komadi krojeni su s dodatkom za udobnost, pa za opušteniji kroj odaberite veću veličinu, a za pripijeniji
        manju. U opisu svakog proizvoda piše kako pristaje. I dalje niste sigurni? <Link to="/contact">Pitajte nas</Link> i navedite svoje
        mjere i komad koji Vam se sviđa, a mi ćemo Vam reći koju veličinu odabrati.
      </p>

      <h2>Mjere samog odjevnog predmeta</h2>
      <p>
        Uz mjere tijela usporedite i mjere odjevnog predmeta: na stranici svakog proizvoda, pod Kroj i materijal, piše od čega je izrađen,
        kako pristaje, koju veličinu nosi naš model te širina prsa, dužina i rukav svake veličine, izmjereni na ravnoj podlozi. Položite na
        ravno komad koji volite, izmjerite ga na isti način i odaberite veličinu koja mu je najbliža.
      </p>

      <h2>Djeca i bebe</h2>
      <p>
        Dječja odjeća označena je prema dobi (primjerice 3-4 ili 5/6y), a odjeća za bebe prema visini u centimetrima (primjerice 62/68).
        Kada niste sigurni, birajte prema visini, a ne prema dobi: svako dijete raste svojim tempom.
      </p>
    </>
  );
}
