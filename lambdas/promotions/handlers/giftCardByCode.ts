import { PROMOTION_TEXTS_IN_CROATIAN } from '@shop/shared/contract/inCroatian/promotions';
import { GiftCardRequest } from '@shop/shared/contract/promotions';
import { clientAddress } from '../../accounts/throttle.ts';
import { httpRoute } from '../../platform/http.ts';
import { giftCardByCode } from '../lookUpPromotion.ts';
import { shopPromotionPorts } from '../promotionAdapters.ts';

/** POST /api/giftCards/getByName */
export const handler = httpRoute({ body: GiftCardRequest, croatian: PROMOTION_TEXTS_IN_CROATIAN }, ({ body, event }) =>
  giftCardByCode(body, clientAddress(event), shopPromotionPorts),
);
