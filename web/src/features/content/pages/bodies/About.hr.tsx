import { Link } from 'react-router-dom';
import { useMessages } from '../../../../i18n/messages.ts';
import { STORES } from '../../shopPlaces.ts';

/** The Croatian text of the about page. */
export function Body() {
  const [store] = STORES;
  const hours = useMessages('content').stores[store.id].hours;
  return (
    <>
      <p className="lead">
        Tkanica je mala zagrebačka marka koja izrađuje odjeću i ručno rađene proizvode za odrasle, djecu i bebe: od prirodnih vlakana, u
        malim serijama, da se nose godinama, a zatim predaju dalje.
      </p>

      <h2>Naša priča</h2>
      <p>
        Sve je počelo 2016. za kuhinjskim stolom na Trešnjevci, s dvjema prijateljicama, rabljenim šivaćim strojem i vrećom lanenih
        ostataka. Ivana je deset godina krojila za tvornice brze mode i vidjela koliko se onoga što proizvode baci već nakon jedne sezone.
        Marta je od bake u Zagorju naučila plesti i nije mogla pronaći odjeću za svoju kćer koja bi trajala dulje od jedne zime.
      </p>
      <p>
        Trgovinu smo nazvale po <em>tkanici</em>, uskom tkanom pojasu koji su žene u hrvatskim selima tkale za pojaseve i pregače: izrađenom
        polako, ručno, od prirodnih vlakana, korisnom svaki dan i dovoljno čvrstom da se preda dalje. Takav želimo da bude svaki komad koji
        izrađujemo.
      </p>

      <h2>Tko izrađuje Vašu odjeću</h2>
      <p>
        Danas je Tkanica tkanje od mnogo niti: dvanaest pletilja u Hrvatskom zagorju, švelje u Varaždinu i Čakovcu, tkalja u Međimurju,
        izrađivačica filca u Lici i naš tim od osam ljudi u zagrebačkoj radionici. Svi su pošteno plaćeni za svoje vrijeme i rade svojim
        tempom. Neke od njih možete upoznati na našem <Link to="/blog">blogu</Link>.
      </p>

      <h2>Što obećavamo</h2>
      <ul>
        <li>
          <strong>Prirodni materijali.</strong> Lan, organski pamuk, merino i domaća vuna, bojeni orahom, broćem i ljuskama luka gdje god
          možemo.
        </li>
        <li>
          <strong>Male serije i prednarudžbe.</strong> Izrađujemo ono što je naručeno umjesto da nagađamo, pa ništa ne završi na
          odlagalištu.
        </li>
        <li>
          <strong>Gotovo bez otpada.</strong> Naši krojevi iskoriste do 95 % svakog metra tkanine; od ostataka nastaju torbe, mirisne
          vrećice i ukosnice.
        </li>
        <li>
          <strong>Izrađeno da se popravlja.</strong> Svakog četvrtka navečer naša trgovina postaje kutak za popravke, besplatan za svakoga
          tko donese rupu ili labav gumb.
        </li>
        <li>
          <strong>Bez plastike.</strong> Pakete zamatamo u reciklirani papir i vežemo pamučnom vrpcom.
        </li>
      </ul>

      <h2>Posjetite nas</h2>
      <p>
        Naša mala trgovina nalazi se na adresi {store.address}, odmah ispod katedrale, u nekadašnjoj knjigovezačkoj radionici, a otvorena je
        {hours}. Dođite opipati tkanine, isprobati odjeću ili samo pozdraviti. Imate pitanja? <Link to="/contact">Pišite nam</Link>.
      </p>
    </>
  );
}
