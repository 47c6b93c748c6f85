import { useMessages } from '../../i18n/messages.ts';
import { chooseRecentlyViewed, useRecentlyViewedChoice } from '../catalog/api/recentlyViewed.ts';

/**
 * The privacy policy's switch for the recently viewed list (docs/decisions/059): a shopper who
 * said no, or was never asked, can say yes here, and one who said yes can stop and clear it.
 */
export function RecentlyViewedSwitch() {
  const on = useRecentlyViewedChoice() === 'on';
  const t = useMessages('catalog').product;
  return (
    <button type="button" className="link-button" onClick={() => chooseRecentlyViewed(!on)}>
      {on ? t.recentlyViewedOff : t.recentlyViewedOn}
    </button>
  );
}
