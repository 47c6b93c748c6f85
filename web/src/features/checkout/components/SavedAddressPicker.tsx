import { useCountryName } from '../../../i18n/countryNames.ts';
import { useMessages } from '../../../i18n/messages.ts';
import { SelectField } from '../../../ui/Field.tsx';
import type { AddressForm } from '../checkoutForm.ts';

interface SavedAddressPickerProps {
  /** The customer's saved addresses, as the delivery form takes them. */
  addresses: readonly AddressForm[];
  /** Which of them the delivery fields hold now, or -1 when the shopper changed them. */
  chosen: number;
  onPick: (delivery: AddressForm) => void;
}

/**
 * A logged-in customer with more than one saved address picks which one the order goes to; the
 * delivery fields are filled with it, and stay editable. The checkout starts from the default
 * one (SPEC §4 Session). Loaded only for such a customer.
 */
export function SavedAddressPicker({ addresses, chosen, onPick }: SavedAddressPickerProps) {
  const t = useMessages('checkout').savedAddress;
  const countryName = useCountryName();
  return (
    <SelectField
      id="saved-address"
      label={t.label}
      className="saved-address"
      value={chosen < 0 ? '' : String(chosen)}
      onChange={(event) => {
        const address = addresses[Number(event.target.value)];
        if (address) onPick(address);
      }}
    >
      <option value="" disabled>
        {t.choose}
      </option>
      {addresses.map((address, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is the account's, in its own order.
        <option key={index} value={index}>
          {`${address.firstName} ${address.lastName}, ${address.street} ${address.streetNo}, ${address.zipCode} ${address.city}, ${countryName(address.country)}`}
        </option>
      ))}
    </SelectField>
  );
}
