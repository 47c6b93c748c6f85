import { CONTENT_MESSAGES } from '@shop/shared/contract/contentMessages';
import { CONTENT_MESSAGES_IN_CROATIAN } from '@shop/shared/contract/contentMessagesInCroatian';
import { messagesOf, staffMessagesOf } from '@shop/shared/messages';

/** The blog's, the newsletter's and the contact form's messages, `content.*` (docs/decisions/090-messages-with-codes.md). */
export const CONTENT = /* @__PURE__ */ messagesOf('content', { en: CONTENT_MESSAGES, hr: CONTENT_MESSAGES_IN_CROATIAN });

/** What the blog desk answers staff (English only, decision 048): `blogDesk.*`. */
export const BLOG_DESK = /* @__PURE__ */ staffMessagesOf('blogDesk', {
  noSuchPost: 'There is no such blog post.',
  tooLong: 'The text is too long for one post.',
  tooMuchHtml: ({ characters, limit }: { characters: number; limit: number }) =>
    `The text makes ${characters.toLocaleString('en')} characters of HTML; a post keeps at most ${limit.toLocaleString('en')}.`,
  addressTaken: 'A post with this address exists already: choose another.',
  addressTakenField: 'This address is taken.',
  publishedAlready: 'The post is published already.',
  notPublished: 'The post is not published.',
});

/** What the contact form's inbox answers staff (English only, decision 048): `messageDesk.*`. */
export const MESSAGE_DESK = /* @__PURE__ */ staffMessagesOf('messageDesk', {
  noSuchMessage: 'There is no such message.',
  handledAlready: 'This message is handled already.',
});
