import { CONTENT_TEXTS_IN_CROATIAN } from '@shop/shared/contract/inCroatian/content';
import { NewsletterTokenRequest } from '@shop/shared/contract/content';
import { systemClock } from '../../platform/clock.ts';
import { config } from '../../platform/config.ts';
import { httpRoute } from '../../platform/http.ts';
import { createSesMailer } from '../../platform/mailer.ts';
import { confirmSubscription } from '../newsletter.ts';
import { shopNewsletterPorts } from '../contentAdapters.ts';

const ports = shopNewsletterPorts({ clock: systemClock, mailer: createSesMailer(), shopUrl: config.shopUrl() });

/** POST /api/newsletters/confirm: the confirmation email's link, opened by /newsletter/confirm/{token}. */
export const handler = httpRoute({ body: NewsletterTokenRequest, croatian: CONTENT_TEXTS_IN_CROATIAN }, ({ body }) =>
  confirmSubscription(body.token, ports),
);
