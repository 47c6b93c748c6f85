import { PROMOTION_TEXTS_IN_CROATIAN } from '@shop/shared/contract/inCroatian/promotions';
import { DiscountCodeValidationRequest } from '@shop/shared/contract/promotions';
import { clientAddress } from '../../accounts/throttle.ts';
import { httpRoute } from '../../platform/http.ts';
import { validateDiscountCode } from '../lookUpPromotion.ts';
import { shopPromotionPorts } from '../promotionAdapters.ts';

/** POST /api/discountCodes/validation (the saleSpotId header is not needed here) */
export const handler = httpRoute({ body: DiscountCodeValidationRequest, croatian: PROMOTION_TEXTS_IN_CROATIAN }, ({ body, event }) =>
  validateDiscountCode(body, clientAddress(event), shopPromotionPorts),
);
