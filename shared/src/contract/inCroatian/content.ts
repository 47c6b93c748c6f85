import { croatianBook, croatianPairs } from '../../messageTranslation.ts';
import { CONTENT_MESSAGES } from '../contentMessages.ts';
import { CONTENT_MESSAGES_IN_CROATIAN } from '../contentMessagesInCroatian.ts';
import { WITHDRAWAL_TEXT } from '../withdrawalText.ts';
import { WITHDRAWAL_TEXT_IN_CROATIAN } from '../withdrawalTextInCroatian.ts';

/** The Croatian of the content's schemas: the blog, newsletter and contact form (content.ts), the withdrawal function (withdrawals.ts). */
export const CONTENT_TEXTS_IN_CROATIAN = /* @__PURE__ */ croatianBook([
  ...croatianPairs(CONTENT_MESSAGES, CONTENT_MESSAGES_IN_CROATIAN),
  ...croatianPairs(WITHDRAWAL_TEXT, WITHDRAWAL_TEXT_IN_CROATIAN),
]);
