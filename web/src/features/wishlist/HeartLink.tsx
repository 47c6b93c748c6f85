import { Link } from 'react-router-dom';
import { useMessages } from '../../i18n/messages.ts';

/** The header's link to the wishlist, a heart with how many products are saved (0: no badge). */
export function HeartLink({ count = 0 }: { count?: number }) {
  const t = useMessages('shop');
  return (
    <Link to="/wishlist" className="icon-button wishlist-link" aria-label={t.wishlistLink(count)}>
      <svg className="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M12 20.3s-7.3-4.4-9.1-8.9C1.6 8.2 3.6 4.6 7.1 4.6c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.5 0 5.5 3.6 4.2 6.8-1.8 4.5-9.1 8.9-9.1 8.9z" />
      </svg>
      {count > 0 ? (
        <span className="cart-button__badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
