import { croatianBook, croatianPairs } from '../../messageTranslation.ts';
import { REVIEW_MESSAGES } from '../reviewMessages.ts';
import { REVIEW_MESSAGES_IN_CROATIAN } from '../reviewMessagesInCroatian.ts';

/** The Croatian of the reviews' schemas (reviews.ts). */
export const REVIEW_TEXTS_IN_CROATIAN = /* @__PURE__ */ croatianBook(croatianPairs(REVIEW_MESSAGES, REVIEW_MESSAGES_IN_CROATIAN));
