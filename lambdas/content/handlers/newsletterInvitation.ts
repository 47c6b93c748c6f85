import { CONTENT_TEXTS_IN_CROATIAN } from '@shop/shared/contract/inCroatian/content';
import { NewsletterInvitationRequest } from '@shop/shared/contract/content';
import { clientAddress } from '../../accounts/throttle.ts';
import { systemClock } from '../../platform/clock.ts';
import { httpRoute } from '../../platform/http.ts';
import { requestLanguage } from '../../platform/requestLanguage.ts';
import { inviteSubscriber } from '../newsletter.ts';
import { shopNewsletterPorts } from '../contentAdapters.ts';

const ports = shopNewsletterPorts(systemClock);

/** POST /api/newsletters/invitation: the confirmation goes through the content's outbox (contentMailWorker.ts). */
export const handler = httpRoute({ body: NewsletterInvitationRequest, croatian: CONTENT_TEXTS_IN_CROATIAN }, ({ body, event }) =>
  inviteSubscriber(body.email, clientAddress(event), ports, requestLanguage(event)),
);
