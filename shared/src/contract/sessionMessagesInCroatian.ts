import type { CatalogueIn } from '../messages.ts';
import type { SESSION_MESSAGES } from './sessionMessages.ts';

/** sessionMessages.ts in Croatian (accountMessagesInCroatian.ts spreads it in). */
export const SESSION_MESSAGES_IN_CROATIAN: CatalogueIn<typeof SESSION_MESSAGES> = {
  loginRequired: 'Molimo prijavite se.',
};
