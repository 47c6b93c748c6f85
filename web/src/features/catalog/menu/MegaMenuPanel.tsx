import { AgeLinks, FeaturedTiles, InfoLinks } from './MenuLists.tsx';
import type { MenuId } from './menuItems.ts';
import './menu.css';

/** The open menu's panel under the header: an age group's links and tiles, or the Info links. */
export function MegaMenuPanel({ menu, onPointerEnter }: { menu: MenuId; onPointerEnter: () => void }) {
  return (
    <div id="mega-menu" className="mega-menu" onPointerEnter={onPointerEnter}>
      <div className={`mega-menu__inner${menu === 'INFO' ? ' mega-menu__inner--info' : ''}`}>
        {menu === 'INFO' ? (
          <InfoLinks id="mega-menu-info" />
        ) : (
          <>
            <AgeLinks age={menu} />
            <FeaturedTiles age={menu} />
          </>
        )}
      </div>
    </div>
  );
}
