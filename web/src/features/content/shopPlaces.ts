import { BRAND, SELLER } from '@shop/shared/brand';

/** Where to find the shop in Zagreb and online: the footer, the contact and about pages name them alike. */
const mapOf = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

export const STORES = [
  {
    id: 'kaptol',
    name: 'Store Kaptol',
    address: 'Kaptol 14, 10000 Zagreb',
    hours: 'Mon–Fri 10–20, Sat 9–14',
    mapUrl: mapOf('Kaptol 14, 10000 Zagreb'),
  },
  {
    id: 'office',
    name: 'Office and pickup point',
    address: `${SELLER.street}, ${SELLER.zipCode} ${SELLER.city}`,
    hours: 'Mon–Fri 9–16',
    mapUrl: mapOf(`${SELLER.street}, ${SELLER.zipCode} ${SELLER.city}`),
  },
] as const;

export const SOCIAL_LINKS = [
  { name: 'Instagram', url: 'https://www.instagram.com/tkanica.hr' },
  { name: 'Facebook', url: 'https://www.facebook.com/tkanica.hr' },
  { name: 'Pinterest', url: 'https://www.pinterest.com/tkanicahr' },
  { name: 'YouTube', url: 'https://www.youtube.com/@tkanica' },
] as const;

export const SISTER_BRAND = { name: 'Vunica', what: 'hand-knitted homeware from Zagorje', url: 'https://www.vunica.hr' } as const;

export const WHATSAPP_URL = `https://wa.me/${BRAND.whatsapp.replace(/\D/g, '')}`;
