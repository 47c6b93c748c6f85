import { LANGUAGE_HEADER, type Language } from '@shop/shared/language';
import { COMMON_TEXTS_IN_CROATIAN } from '@shop/shared/contract/inCroatian/common';
import { isMessage, textIn } from '@shop/shared/messages';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { log } from './log.ts';
import { requestLanguage } from './requestLanguage.ts';

type Event = Pick<APIGatewayProxyEventV2, 'headers' | 'rawPath'>;

/** The back office's calls and its door: staff's desks are English only (docs/decisions/048). */
const BACK_OFFICE_PATH = /^\/api\/(admin|staff)\//;

const answersStaff = (event: Event) => BACK_OFFICE_PATH.test(event.rawPath ?? '');

/** The language a call's messages are answered in: the shopper's, as the SPA sends it; staff's always English. */
export function answerLanguage(event: Event): Language {
  return answersStaff(event) ? 'en' : requestLanguage(event);
}

/**
 * A bare text in the language: only the texts every route shares have their Croatian here (a
 * schema's own come as messages from its route's book, decision 092; a use case's carry a code,
 * decision 090). One the shop has no Croatian for stays English, and the log says which.
 */
export function messageIn(language: Language, text: string): string {
  if (language === 'en') return text;
  const croatian = COMMON_TEXTS_IN_CROATIAN.croatianOf(text);
  if (croatian === undefined) log.warn('a message without its Croatian', { text });
  return croatian ?? text;
}

/**
 * A body whose `message` and field `errors` are in the language; everything else in it as it was.
 * A message with its code (shared/src/messages.ts) is written in the language and its code said
 * beside it; a bare text is English, and its Croatian is looked up (`messageIn`).
 */
export function bodyIn(language: Language, body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  const fields = errors !== null && typeof errors === 'object' && !Array.isArray(errors) ? Object.entries(errors) : [];
  if (language === 'en' && !isMessage(message) && !fields.some(([, text]) => isMessage(text))) return body;
  const written: Record<string, unknown> = { ...body };
  if (isMessage(message)) {
    written.message = textIn(language, message);
    written.code = message.code;
  } else if (typeof message === 'string') written.message = messageIn(language, message);
  if (fields.length > 0) written.errors = Object.fromEntries(fields.map(([field, text]) => [field, fieldTextIn(language, text)]));
  return written;
}

const fieldTextIn = (language: Language, text: unknown) =>
  isMessage(text) ? textIn(language, text) : typeof text === 'string' ? messageIn(language, text) : text;

/**
 * What an answer says of its language: Content-Language always; a shopper's answer varies with
 * the language header too, so no cache hands a Croatian answer to an English page.
 */
export function languageHeaders(event: Event, language: Language): Record<string, string> {
  return answersStaff(event) ? { 'content-language': 'en' } : { 'content-language': language, vary: LANGUAGE_HEADER };
}
