import type { Language } from '@shop/shared/language';

/**
 * What a call refused by the API's throttle says in place of API Gateway's English
 * (platform/http.ts). Not in the messages' sections: reaching their loader from the HTTP client
 * moves the loader out of the first load's main chunk into a chunk of its own.
 */
export const THROTTLED: Record<Language, string> = {
  en: 'Too many requests at once. Please try again in a moment.',
  hr: 'Previše zahtjeva odjednom. Pokušajte ponovno za trenutak.',
};
