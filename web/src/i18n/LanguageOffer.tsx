import { pathIn } from '@shop/shared/language';
import { useLocation } from 'react-router-dom';
import { chooseLanguage } from './languageChoice.ts';
import './languageOffer.css';

/**
 * The one-time offer of Croatian to a visitor on an English page whose browser prefers it
 * (docs/decisions/046). Written in Croatian whatever the page's language: it speaks to readers
 * of Croatian, and it is the only text of the page that does.
 */
export function LanguageOffer({ onClose }: { onClose: () => void }) {
  const { pathname, search } = useLocation();
  const decline = () => {
    chooseLanguage('en');
    onClose();
  };
  return (
    <aside className="language-offer" lang="hr" aria-label="Jezik">
      <p>Tkanica govori i hrvatski. Želite li nastaviti na hrvatskom?</p>
      <div className="language-offer__actions">
        <a className="button" href={`${pathIn('hr', pathname)}${search}`} hrefLang="hr" onClick={() => chooseLanguage('hr')}>
          Nastavi na hrvatskom
        </a>
        <button type="button" className="button button--secondary" onClick={decline}>
          Ne, hvala
        </button>
      </div>
    </aside>
  );
}
