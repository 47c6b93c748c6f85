import { BRAND } from '@shop/shared/brand';
import { JobOpenings } from '../../components/JobOpenings.tsx';

const OPENINGS = [
  {
    title: 'Krojačica ili krojač',
    where: 'Radionica u Zagrebu, Trešnjevka · puno radno vrijeme',
    text: 'Šivate odjeću od kroja do završne obrade, od lanenih košulja do dječjih tregerica, i pomažete pri prepravcima i popravcima. Najmanje tri godine iskustva s tkanim materijalima; izrada krojeva je prednost.',
  },
  {
    title: 'Prodavačica ili prodavač',
    where: 'Trgovina Kaptol, Zagreb · nepuno radno vrijeme, uključujući subote',
    text: 'Dočekujete posjetitelje, pomažete im pronaći pravu veličinu, izdajete narudžbe za osobno preuzimanje i vodite naše četvrtkove večeri popravljanja. Govorite hrvatski i engleski; njemački ili talijanski je prednost.',
  },
] as const;

/** The Croatian text of the careers page. */
export function Body() {
  const apply = `mailto:${BRAND.email}?subject=${encodeURIComponent('Prijava za posao')}`;
  return (
    <>
      <p className="lead">
        Mi smo mali tim koji stvari radi polako i dobro. Ako volite prirodne tkanine, dobar zanat i pošten rad, rado ćemo čuti za Vas.
      </p>

      <h2>Rad s nama</h2>
      <ul>
        <li>Poštena plaća iznad prosjeka u struci, ugovor na neodređeno nakon probnog rada i bez plaćanja po komadu.</li>
        <li>Tjedan od 38 sati; petkom radionica zatvara u 16 sati.</li>
        <li>Vrijeme i materijal za učenje: svake godine tečajevi tkanja, prirodnog bojenja i izrade krojeva.</li>
        <li>40 % popusta za zaposlenike i prvi izbor komada sa sitnim nedostacima.</li>
      </ul>

      <h2>Otvorena radna mjesta</h2>
      <JobOpenings openings={OPENINGS} />

      <h2>Kako se prijaviti</h2>
      <p>
        Pošaljite kratko pismo o sebi, a ako ih imate i fotografije svojih radova, na <a href={apply}>{BRAND.email}</a> s nazivom radnog
        mjesta u predmetu. Nema radnog mjesta za Vas? Svejedno nam pišite: otvorene prijave čuvamo godinu dana i javljamo se kada se pojavi
        nešto prikladno.
      </p>
    </>
  );
}
