import { LANGUAGE_HEADER, type Language } from '@shop/shared/language';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { log } from './log.ts';
import { messageInCroatian } from './messagesInCroatian.ts';
import { requestLanguage } from './requestLanguage.ts';

type Event = Pick<APIGatewayProxyEventV2, 'headers' | 'rawPath'>;

/** The back office's calls and its door: staff's desks are English only (docs/decisions/048). */
const BACK_OFFICE_PATH = /^\/api\/(admin|staff)\//;

const answersStaff = (event: Event) => BACK_OFFICE_PATH.test(event.rawPath ?? '');

/** The language a call's messages are answered in: the shopper's, as the SPA sends it; staff's always English. */
export function answerLanguage(event: Event): Language {
  return answersStaff(event) ? 'en' : requestLanguage(event);
}

/** A message in the language; one the shop has no Croatian for stays English, and the log says which. */
export function messageIn(language: Language, text: string): string {
  if (language === 'en') return text;
  const croatian = messageInCroatian(text);
  if (croatian === undefined) log.warn('a message without its Croatian', { message: text });
  return croatian ?? text;
}

/** A body whose `message` and field `errors` are in the language; everything else in it as it was. */
export function bodyIn(language: Language, body: unknown): unknown {
  if (language === 'en' || body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  const translated: Record<string, unknown> = { ...body };
  if (typeof message === 'string') translated.message = messageIn(language, message);
  if (errors !== null && typeof errors === 'object' && !Array.isArray(errors)) {
    translated.errors = Object.fromEntries(
      Object.entries(errors).map(([field, text]) => [field, typeof text === 'string' ? messageIn(language, text) : text]),
    );
  }
  return translated;
}

/**
 * What an answer says of its language: Content-Language always; a shopper's answer varies with
 * the language header too, so no cache hands a Croatian answer to an English page.
 */
export function languageHeaders(event: Event, language: Language): Record<string, string> {
  return answersStaff(event) ? { 'content-language': 'en' } : { 'content-language': language, vary: LANGUAGE_HEADER };
}
