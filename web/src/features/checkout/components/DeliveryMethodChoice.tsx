import { type DeliveryLocation, type DeliveryMethod, PICKUP_LOCATIONS } from '@shop/shared/shipping';
import { useMessages } from '../../../i18n/messages.ts';

interface DeliveryMethodChoiceProps {
  method: DeliveryMethod;
  location: DeliveryLocation;
  onMethod: (method: DeliveryMethod) => void;
  onLocation: (location: DeliveryLocation) => void;
}

const METHODS: readonly DeliveryMethod[] = ['DELIVERY', 'PICK_UP'];

/** Delivery to the address, or pickup at the office or the Kaptol store, both in Zagreb. */
export function DeliveryMethodChoice({ method, location, onMethod, onLocation }: DeliveryMethodChoiceProps) {
  const t = useMessages('checkout').delivery;
  return (
    <fieldset className="choice">
      <legend className="checkout__heading">{t.legend}</legend>
      <div className="choice__options">
        {METHODS.map((value) => (
          <label key={value} className="choice__option">
            <input type="radio" name="deliveryMethod" value={value} checked={method === value} onChange={() => onMethod(value)} />
            {t.methods[value]}
          </label>
        ))}
      </div>
      {method === 'PICK_UP' ? (
        <fieldset className="choice choice--nested">
          <legend className="field__label">{t.pickupLocation}</legend>
          <div className="choice__options">
            {(Object.keys(PICKUP_LOCATIONS) as DeliveryLocation[]).map((value) => (
              <label key={value} className="choice__option">
                <input type="radio" name="deliveryLocation" value={value} checked={location === value} onChange={() => onLocation(value)} />
                <span>
                  {t.locations[value]}
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
