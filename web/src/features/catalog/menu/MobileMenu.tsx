import type { AgeGroup } from '@shop/shared/ages';
import { LanguageSwitch } from '../../../i18n/LanguageSwitch.tsx';
import { useMessages } from '../../../i18n/messages.ts';
import { useModalDialog } from '../../../ui/useModalDialog.ts';
import { AgeLinks, FeaturedTiles, InfoLinks } from './MenuLists.tsx';
import '../../../ui/sidePanel.css';
import './menu.css';

const OTHER_AGES: readonly AgeGroup[] = ['KID', 'CHILD', 'NB'];

/**
 * The phone's menu, a modal panel from the left: the adult categories, collections and two
 * featured collections (SPEC §2), then the other age groups folded, the Info links and the
 * language switch.
 */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const dialog = useModalDialog(onClose);
  const t = useMessages('panels').menu;
  const { ages } = useMessages('shop').menu;
  return (
    <dialog {...dialog} className="side-panel side-panel--left mobile-menu" aria-labelledby="mobile-menu-title">
      <div className="side-panel__inner">
        <div className="side-panel__head">
          <h2 id="mobile-menu-title" className="side-panel__title">
            {t.title}
          </h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t.close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <nav className="mobile-menu__body" aria-label={t.nav}>
          <AgeLinks age="ADULT" onFollow={onClose} />
          <FeaturedTiles age="ADULT" onFollow={onClose} />
          {OTHER_AGES.map((age) => (
            <details key={age} className="mobile-menu__more">
              <summary>{ages[age]}</summary>
              <AgeLinks age={age} onFollow={onClose} />
            </details>
          ))}
          <InfoLinks id="mobile-menu-info" onFollow={onClose} />
          <p className="mobile-menu__language">
            <span>{t.language}</span>
            <LanguageSwitch className="mobile-menu__language-link" named />
          </p>
        </nav>
      </div>
    </dialog>
  );
}
