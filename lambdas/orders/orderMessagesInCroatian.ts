import type { CatalogueIn } from '@shop/shared/messages';
import { croatianCount } from '@shop/shared/messageTranslation';
import { lineText } from './orderLineText.ts';
import type { ORDER_MESSAGES, ShortLine } from './orderMessages.ts';

const PAY_OR_WAIT = 'Platite jednu od njih ili pričekajte da bude otkazana, pa ponovno naručite.';

/** `Lanena haljina (Pijesak), veličina M × 3: dostupno još samo 1`, each line so. */
const shortLines = (lines: readonly ShortLine[]) => lines.map((l) => `${lineText(l, 'hr')}: dostupno još samo ${l.available}`).join('; ');

/** The orders' answers in Croatian, key by key with orderMessages.ts. */
export const ORDER_MESSAGES_IN_CROATIAN: CatalogueIn<typeof ORDER_MESSAGES> = {
  noSuchOrder: 'Ta narudžba ne postoji.',
  notPaidYet: 'Narudžba još nije plaćena.',
  noSuchInvoice: 'Taj račun ne postoji.',
  invoiceNotIssued: 'Račun trenutačno nije moguće izdati; pokušajte ponovno.',
  notSoldHere: ({ ids }) => `Ovo ne prodajemo: ${ids.join(', ')}.`,
  unknownProducts: ({ ids }) => `Nepoznati proizvodi ili veličine: ${ids.join(', ')}`,
  notEnoughStock: ({ lines }) => `Nema dovoljno na zalihi: ${shortLines(lines)}.`,
  shortLines: ({ lines }) => shortLines(lines),
  changedWhileOrdering: 'Zaliha, kod za popust ili darovna kartica promijenili su se dok ste naručivali. Pokušajte ponovno.',
  paymentPageNotOpened: 'Pružatelj usluge plaćanja ne odgovara. Ništa Vam nije naplaćeno; pokušajte ponovno za trenutak.',
  tooManyUnpaidForEmail: ({ count }) => {
    const orders = croatianCount(count, { one: 'neplaćena narudžba', few: 'neplaćene narudžbe', other: 'neplaćenih narudžbi' });
    const exist = orders.endsWith('narudžbe') ? 'postoje' : 'postoji';
    return `Za ovu adresu e-pošte već ${exist} ${orders}. ${PAY_OR_WAIT}`;
  },
  tooManyUnpaidFromConnection: `S Vaše veze već postoji previše neplaćenih narudžbi. ${PAY_OR_WAIT}`,
};
