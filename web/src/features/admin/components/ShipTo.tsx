import type { AdminShipTo } from '@shop/shared/contract/adminOrders';

/** When the customer deleted the account, the order keeps no name, street or phone: only the country. */
const NOT_KEPT = 'not kept (the customer deleted the account)';

/** Where an order's parcel goes, as the packing table reads it: to whom, where and their phone, or the pickup place and who collects it. */
export function ShipTo({ shipTo }: { shipTo: AdminShipTo }) {
  const who = shipTo.name ? `${shipTo.name}${shipTo.company ? `, ${shipTo.company}` : ''}` : NOT_KEPT;
  return (
    <dl className="admin__ship-to">
      {shipTo.pickupPlace ? (
        <>
          <dt>Picked up at</dt>
          <dd>
            {shipTo.pickupPlace.name}, {shipTo.pickupPlace.address}
          </dd>
          <dt>Collected by</dt>
          <dd>{who}</dd>
        </>
      ) : (
        <>
          <dt>Deliver to</dt>
          <dd>{who}</dd>
          <dt>Address</dt>
          <dd>
            {(shipTo.addressLines ?? []).map((line) => (
              <span key={line} className="admin__ship-line">
                {line}
              </span>
            ))}
          </dd>
        </>
      )}
      <dt>Phone</dt>
      <dd>{shipTo.phone ? <a href={`tel:${shipTo.phone.replace(/[^\d+]/g, '')}`}>{shipTo.phone}</a> : NOT_KEPT}</dd>
    </dl>
  );
}
