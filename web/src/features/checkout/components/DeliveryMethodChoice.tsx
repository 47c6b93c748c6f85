import { type DeliveryLocation, type DeliveryMethod, PICKUP_LOCATIONS } from '@shop/shared/shipping';

interface DeliveryMethodChoiceProps {
  method: DeliveryMethod;
  location: DeliveryLocation;
  onMethod: (method: DeliveryMethod) => void;
  onLocation: (location: DeliveryLocation) => void;
}

const METHODS: readonly [DeliveryMethod, string][] = [
  ['DELIVERY', 'Delivery'],
  ['PICK_UP', 'Pickup'],
];

/** Delivery to the address, or pickup at the office or the Kaptol store, both in Zagreb. */
export function DeliveryMethodChoice({ method, location, onMethod, onLocation }: DeliveryMethodChoiceProps) {
  return (
    <fieldset className="choice">
      <legend className="checkout__heading">Delivery method</legend>
      <div className="choice__options">
        {METHODS.map(([value, label]) => (
          <label key={value} className="choice__option">
            <input type="radio" name="deliveryMethod" value={value} checked={method === value} onChange={() => onMethod(value)} />
            {label}
          </label>
        ))}
      </div>
      {method === 'PICK_UP' ? (
        <fieldset className="choice choice--nested">
          <legend className="field__label">Pickup location</legend>
          <div className="choice__options">
            {(Object.keys(PICKUP_LOCATIONS) as DeliveryLocation[]).map((value) => (
              <label key={value} className="choice__option">
                <input type="radio" name="deliveryLocation" value={value} checked={location === value} onChange={() => onLocation(value)} />
                <span>
                  {PICKUP_LOCATIONS[value].name}
                  <span className="choice__hint">{PICKUP_LOCATIONS[value].address}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </fieldset>
  );
}
