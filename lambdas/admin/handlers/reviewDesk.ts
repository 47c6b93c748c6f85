import {
  type AdminReviewList,
  type AdminReviewRow,
  ReviewHideRequest,
  ReviewListQuery,
  ReviewShowRequest,
} from '@shop/shared/contract/adminReviews';
import { shopReviews } from '../../reviews/reviewAdapters.ts';
import { hideReview, listReviews, type ModerationResult, showReview } from '../../reviews/reviewModeration.ts';
import type { StaffRecord } from '../../staff/staffRecord.ts';
import { recordAudit } from '../../staff/auditLog.ts';
import { shopAuditLog } from '../../staff/staffAdapters.ts';
import { deskOf, staffRoute } from '../../staff/staffRoute.ts';

async function audited(verb: 'hide' | 'show', staff: StaffRecord, result: ModerationResult, now: Date): Promise<AdminReviewRow> {
  const { productId, position } = result.after;
  await recordAudit(
    shopAuditLog,
    staff,
    { action: `reviews.${verb}`, subject: { kind: 'review', id: `${productId}/${position}` }, before: result.before, after: result.after },
    now,
  );
  return result.after;
}

/** The reviews desk: the latest reviews and a product's, hidden and shown with the reason kept on the review. */
export const handler = deskOf({
  'GET /api/admin/reviews': staffRoute(
    { role: 'staff', query: ReviewListQuery },
    async ({ query }): Promise<AdminReviewList> => ({ data: await listReviews(query, shopReviews) }),
  ),
  'POST /api/admin/reviews/hide': staffRoute({ role: 'staff', body: ReviewHideRequest }, async ({ body, staff, now }) =>
    audited('hide', staff, await hideReview(shopReviews, body, staff, body.reason, now), now),
  ),
  'POST /api/admin/reviews/show': staffRoute({ role: 'staff', body: ReviewShowRequest }, async ({ body, staff, now }) =>
    audited('show', staff, await showReview(shopReviews, body, staff, body.reason ?? '', now), now),
  ),
});
