import {
  DiscountCodeCreateRequest,
  type DiscountCodeList,
  type DiscountCodeRow,
  GiftCardCreateRequest,
  type GiftCardList,
  type GiftCardRow,
  PromotionParams,
} from '@shop/shared/contract/adminPromotions';
import {
  createDiscountCode,
  createGiftCard,
  disableDiscountCode,
  disableGiftCard,
  discountCodeRow,
  giftCardRow,
  listDiscountCodes,
  listGiftCards,
} from '../../promotions/promotionDesk.ts';
import { shopPromotionDesk, shopPromotions } from '../../promotions/promotionAdapters.ts';
import { recordAudit } from '../../staff/auditLog.ts';
import { shopAuditLog, shopStaffReader } from '../../staff/staffAdapters.ts';
import { requireMoneyPower } from '../../staff/staffPowers.ts';
import { deskOf, staffRoute } from '../../staff/staffRoute.ts';

/** The codes and gift cards desk: made, listed with their use and balance, and disabled, through the same use cases as the command line. */
export const handler = deskOf({
  'GET /api/admin/discountCodes': staffRoute(
    { role: 'staff' },
    async ({ now }): Promise<DiscountCodeList> => ({ data: (await listDiscountCodes(shopPromotions)).map((c) => discountCodeRow(c, now)) }),
  ),
  'POST /api/admin/discountCodes': staffRoute(
    { role: 'staff', body: DiscountCodeCreateRequest },
    async ({ body, staff, now }): Promise<DiscountCodeRow> => {
      // Above the percent ceiling, or without a usage limit: an owner's (docs/decisions/063-staff-powers.md).
      await requireMoneyPower(shopStaffReader, staff, { kind: 'discountCode', percent: body.percent, usageLimit: body.usageLimit });
      const code = await createDiscountCode(shopPromotionDesk, { ...body, productIds: body.productIds ?? null });
      const row = discountCodeRow(code, now);
      await recordAudit(shopAuditLog, staff, { action: 'codes.create', subject: { kind: 'discountCode', id: code.name }, after: row }, now);
      return row;
    },
  ),
  'POST /api/admin/discountCodes/{id}/disable': staffRoute(
    { role: 'staff', params: PromotionParams },
    async ({ params, staff, now }): Promise<DiscountCodeRow> => {
      const { before, after } = await disableDiscountCode(shopPromotions, params.id, staff, now);
      const row = discountCodeRow(after, now);
      await recordAudit(
        shopAuditLog,
        staff,
        { action: 'codes.disable', subject: { kind: 'discountCode', id: before.name }, before: discountCodeRow(before, now), after: row },
        now,
      );
      return row;
    },
  ),
  'GET /api/admin/giftCards': staffRoute(
    { role: 'staff' },
    async ({ now }): Promise<GiftCardList> => ({ data: (await listGiftCards(shopPromotions)).map((c) => giftCardRow(c, now)) }),
  ),
  'POST /api/admin/giftCards': staffRoute(
    { role: 'owner', body: GiftCardCreateRequest },
    async ({ body, staff, now }): Promise<GiftCardRow> => {
      await requireMoneyPower(shopStaffReader, staff, { kind: 'giftCard' });
      const card = await createGiftCard(shopPromotions, body, now);
      const row = giftCardRow(card, now);
      await recordAudit(shopAuditLog, staff, { action: 'giftCards.create', subject: { kind: 'giftCard', id: card.code }, after: row }, now);
      return row;
    },
  ),
  'POST /api/admin/giftCards/{id}/disable': staffRoute(
    { role: 'staff', params: PromotionParams },
    async ({ params, staff, now }): Promise<GiftCardRow> => {
      const { before, after } = await disableGiftCard(shopPromotions, params.id, staff, now);
      const row = giftCardRow(after, now);
      await recordAudit(
        shopAuditLog,
        staff,
        { action: 'giftCards.disable', subject: { kind: 'giftCard', id: before.code }, before: giftCardRow(before, now), after: row },
        now,
      );
      return row;
    },
  ),
});
