import { croatianBook, croatianCount, croatianPairs } from '../../messageTranslation.ts';
import { ACCOUNT_MESSAGES_IN_CROATIAN, PERSONAL_DATA_MESSAGES_IN_CROATIAN } from '../accountMessagesInCroatian.ts';
import { ACCOUNT_MESSAGES } from '../accountMessages.ts';
import { PERSONAL_DATA_MESSAGES } from '../personalDataMessages.ts';

/** The Croatian of the account's and its personal data's schemas (accounts.ts, personalData.ts). */
export const ACCOUNT_TEXTS_IN_CROATIAN = /* @__PURE__ */ croatianBook(
  [
    ...croatianPairs(ACCOUNT_MESSAGES, ACCOUNT_MESSAGES_IN_CROATIAN),
    ...croatianPairs(PERSONAL_DATA_MESSAGES, PERSONAL_DATA_MESSAGES_IN_CROATIAN),
  ],
  [
    {
      english: /^At most (\d+) children\.$/,
      croatian: ([n]) => `Najviše ${croatianCount(n as string, { one: 'dijete', few: 'djece', other: 'djece' })}.`,
    },
  ],
);
