/** A complete delivery address in Zagreb, as the checkout sends it, for order tests. */
export const ZAGREB_ADDRESS = {
  firstName: 'Đurđa',
  lastName: 'Šimić',
  street: 'Ilica',
  streetNo: '12',
  city: 'Zagreb',
  country: 'HR',
  zipCode: '10000',
  phone: '091 555 0100',
};
