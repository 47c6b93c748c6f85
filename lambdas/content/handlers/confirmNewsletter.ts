import { CONTENT_TEXTS_IN_CROATIAN } from '@shop/shared/contract/inCroatian/content';
import { NewsletterTokenRequest } from '@shop/shared/contract/content';
import { systemClock } from '../../platform/clock.ts';
import { httpRoute } from '../../platform/http.ts';
import { confirmSubscription } from '../newsletter.ts';
import { shopNewsletterPorts } from '../contentAdapters.ts';

const ports = shopNewsletterPorts(systemClock);

/** POST /api/newsletters/confirm: the confirmation email's link, opened by /newsletter/confirm/{token}; the welcome goes through the outbox. */
export const handler = httpRoute({ body: NewsletterTokenRequest, croatian: CONTENT_TEXTS_IN_CROATIAN }, ({ body }) =>
  confirmSubscription(body.token, ports),
);
