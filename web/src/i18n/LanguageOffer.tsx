import { pathIn } from '@shop/shared/language';
import { useLocation } from 'react-router-dom';
import { chooseLanguage, hasChosenLanguage } from './languageChoice.ts';
import './languageOffer.css';

const OFFERED_KEY = 'language-offered';

/** Whether this is the first time: never chosen, never offered. Showing it counts as offered. */
function isFirstOffer(): boolean {
  if (hasChosenLanguage()) return false;
  try {
    if (window.localStorage.getItem(OFFERED_KEY)) return false;
    window.localStorage.setItem(OFFERED_KEY, '1');
    return true;
  } catch {
    return false;
  }
}

// Asked once per page load: React may draw the offer more than once before it shows it.
let firstOffer: boolean | undefined;

/**
 * The one-time offer of Croatian to a visitor on an English page whose browser prefers it
 * (docs/decisions/046). Written in Croatian whatever the page's language: it speaks to readers
 * of Croatian, and it is the only text of the page that does.
 */
export function LanguageOffer({ onClose }: { onClose: () => void }) {
  const { pathname, search } = useLocation();
  firstOffer ??= isFirstOffer();
  if (!firstOffer) return null;
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
