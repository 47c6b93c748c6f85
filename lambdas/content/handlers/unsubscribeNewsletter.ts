import { CONTENT_TEXTS_IN_CROATIAN } from '@shop/shared/contract/inCroatian/content';
import { NewsletterTokenRequest } from '@shop/shared/contract/content';
import { systemClock } from '../../platform/clock.ts';
import { httpRoute } from '../../platform/http.ts';
import { unsubscribe } from '../newsletter.ts';
import { shopNewsletter } from '../contentAdapters.ts';

/** POST /api/newsletters/unsubscribe: every newsletter email's link, opened by /newsletter/unsubscribe/{token}. */
export const handler = httpRoute({ body: NewsletterTokenRequest, croatian: CONTENT_TEXTS_IN_CROATIAN }, ({ body }) =>
  unsubscribe(body.token, { clock: systemClock, newsletter: shopNewsletter }),
);
