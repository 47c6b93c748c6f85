import type { CatalogueIn } from '../messages.ts';
import { croatianSize, ONE_SIZE } from '../sizeWords.ts';
import type { NOTIFICATION_MESSAGES } from './notificationMessages.ts';

/** The notify-me call's texts in Croatian, key by key with notificationMessages.ts. */
export const NOTIFICATION_MESSAGES_IN_CROATIAN: CatalogueIn<typeof NOTIFICATION_MESSAGES> = {
  subscribed: ({ size }: { size: string }) =>
    `Hvala! Javit ćemo Vam e-poštom kada ${size === ONE_SIZE ? 'proizvod' : croatianSize(size)} ponovno bude na zalihi.`,
  noSuchSize: ({ size }: { size: string }) => `Ovaj proizvod nema veličinu ${size}.`,
  tooManyRequests: 'Previše zahtjeva iz Vaše mreže.',
};
