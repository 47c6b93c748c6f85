import { Link } from 'react-router-dom';
import { BRAND } from '@shop/shared/brand';
import { HeaderGreeting } from '../features/account/components/HeaderGreeting.tsx';
import { openCartDrawer, useCartCount } from '../features/cart/cartStore.ts';
import { MenuBar } from '../features/catalog/menu/MenuBar.tsx';
import { MobileMenuButton } from '../features/catalog/menu/MobileMenuButton.tsx';
import { SearchButton } from '../features/search/SearchButton.tsx';
import { WishlistLink } from '../features/wishlist/WishlistLink.tsx';
import { LanguageSwitch } from '../i18n/LanguageSwitch.tsx';
import { useMessages } from '../i18n/messages.ts';

function BagIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path d="M6 8h12l-1 12H7L6 8Zm3 0V6a3 3 0 0 1 6 0v2" />
    </svg>
  );
}

function CartButton({ onIntent }: { onIntent: () => void }) {
  const count = useCartCount();
  const t = useMessages('shop');
  return (
    <button
      type="button"
      className="icon-button cart-button"
      onClick={openCartDrawer}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      aria-haspopup="dialog"
      aria-label={t.cartButton(count)}
    >
      <BagIcon />
      {count > 0 ? (
        <span className="cart-button__badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </button>
  );
}

/**
 * The header of every page: the menu and search buttons (phones) or the mega-menu (wide
 * screens), the logo, then the search button (wide screens), the greeting or login link, the
 * wishlist (but on the narrowest screens, whose menu and footer lead to it) and the cart button. The menus' and the search's code and data load lazily, so they add little to the
 * first load.
 */
export function Header({ onCartIntent }: { onCartIntent: () => void }) {
  const t = useMessages('shop');
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <div className="site-header__start">
          <MobileMenuButton />
          <SearchButton placement="narrow" />
        </div>
        <Link to="/" className="logo" aria-label={t.logoHome(BRAND.name)}>
          <svg className="logo__mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
            <path d="M4 10h24M4 16h24M4 22h24" stroke="currentColor" strokeWidth="2.4" />
            <path d="M11 5v22M21 5v22" stroke="var(--color-clay)" strokeWidth="2" />
          </svg>
          <span className="logo__word">{BRAND.name}</span>
        </Link>
        <nav className="site-header__nav" aria-label={t.mainNavigation}>
          <MenuBar />
        </nav>
        <div className="site-header__actions">
          <SearchButton placement="wide" />
          <LanguageSwitch />
          <HeaderGreeting />
          <WishlistLink />
          <CartButton onIntent={onCartIntent} />
        </div>
      </div>
    </header>
  );
}
