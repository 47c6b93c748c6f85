import { DiscountCodeValidationRequest } from '@shop/shared/contract/promotions';
import { clientAddress } from '../../accounts/throttle.ts';
import { httpRoute } from '../../platform/http.ts';
import { validateDiscountCode } from '../lookUpPromotion.ts';
import { shopPromotionPorts } from '../promotionAdapters.ts';

/** POST /api/discountCodes/validation (the saleSpotId header is not needed here) */
export const handler = httpRoute({ body: DiscountCodeValidationRequest }, ({ body, event }) =>
  validateDiscountCode(body, clientAddress(event), shopPromotionPorts),
);
