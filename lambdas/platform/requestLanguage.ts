import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { LANGUAGE_HEADER, type Language, languageOf } from '@shop/shared/language';
import { headerOf } from './headers.ts';

/** The language the shopper reads in, as the SPA says on every call; without the header, English. */
export function requestLanguage(event: Pick<APIGatewayProxyEventV2, 'headers'>): Language {
  return languageOf(headerOf(event, LANGUAGE_HEADER));
}
