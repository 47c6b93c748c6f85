import { CONTENT_TEXTS_IN_CROATIAN } from '@shop/shared/contract/inCroatian/content';
import { ContactFormRequest } from '@shop/shared/contract/content';
import { clientAddress } from '../../accounts/throttle.ts';
import { systemClock } from '../../platform/clock.ts';
import { httpRoute } from '../../platform/http.ts';
import { saleSpotOf, sendContactMessage } from '../contactForm.ts';
import { shopContactPorts } from '../contentAdapters.ts';

const ports = shopContactPorts(systemClock);

/** POST /api/contactForm: the forward to the shop's mailbox goes through the content's outbox (contentMailWorker.ts). */
export const handler = httpRoute({ body: ContactFormRequest, croatian: CONTENT_TEXTS_IN_CROATIAN }, ({ body, event, headers }) =>
  sendContactMessage(body, { client: clientAddress(event), saleSpotId: saleSpotOf(headers) }, ports),
);
