import { formatEuro } from '@shop/shared/money';
import { SHIPPING_RATES, type ShippingZone } from '@shop/shared/shipping';
import type { ReactNode } from 'react';
import { useLanguage } from '../../../i18n/language.ts';
import { useMessages } from '../../../i18n/messages.ts';
import { InfoPage } from '../components/InfoPage.tsx';
import { localizedBodies } from '../components/LocalizedBody.tsx';

const BODIES = localizedBodies<{ table: ReactNode }>({
  en: () => import('./bodies/Shipping.en.tsx').then((module) => module.Body),
  hr: () => import('./bodies/Shipping.hr.tsx').then((module) => module.Body),
});

const ZONES: readonly ShippingZone[] = ['CROATIA', 'EU', 'WORLD'];

/** The rates by destination, drawn from the constants checkout charges by. */
function RatesTable() {
  const t = useMessages('content').rates;
  return (
    <div className="table-wrap">
      <table className="table rates-table">
        <caption>{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.destination}</th>
            <th scope="col">{t.deliveryTime}</th>
            <th scope="col">{t.shipping}</th>
            <th scope="col">{t.freeShipping}</th>
          </tr>
        </thead>
        <tbody>
          {ZONES.map((zone) => {
            const rate = SHIPPING_RATES[zone];
            return (
              <tr key={zone}>
                <th scope="row">{t.zones[zone]}</th>
                <td data-label={t.deliveryTime}>{t.businessDays(rate.businessDays.replace('-', '–'))}</td>
                <td data-label={t.shipping}>{formatEuro(rate.fee)}</td>
                <td data-label={t.freeShipping}>{t.over(formatEuro(rate.freeOver))}</td>
              </tr>
            );
          })}
          <tr>
            <th scope="row">{t.pickup}</th>
            <td data-label={t.deliveryTime}>{t.pickupTime}</td>
            <td data-label={t.shipping}>{formatEuro(0)}</td>
            <td data-label={t.freeShipping}>{t.always}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/**
 * /shipping-and-delivery. The table is drawn from the constants checkout charges by
 * (shared/src/shipping.ts), so the page and the charge can never disagree (SPEC §9); the text
 * around it is in the page's language.
 */
export function ShippingPage() {
  const Body = BODIES[useLanguage()];
  const t = useMessages('content').pages.shipping;
  const croatia = SHIPPING_RATES.CROATIA;
  return (
    <InfoPage title={t.title} description={t.description(formatEuro(croatia.fee), formatEuro(croatia.freeOver))}>
      <Body table={<RatesTable />} />
    </InfoPage>
  );
}
