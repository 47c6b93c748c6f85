import * as z from 'zod/mini';
import { Id } from './common.ts';

/** The back office's reviews desk (docs/decisions/042): the latest reviews, a product's, hidden and shown with a reason. */

/** GET /api/admin/reviews?productId=…: without a product, the latest reviews of every product. */
export const ReviewListQuery = z.object({ productId: z.optional(Id) });

const Position = z.string('Which review?').check(z.regex(/^\d{6}$/, 'Which review?'));
const Reason = (required: boolean) =>
  z
    .string('Say why, for the next person who reads it.')
    .check(
      z.trim(),
      z.minLength(required ? 1 : 0, 'Say why, for the next person who reads it.'),
      z.maxLength(500, 'At most 500 characters.'),
    );

/** POST /api/admin/reviews/hide: the reason is required, and kept on the review. */
export const ReviewHideRequest = z.object({ productId: Id, position: Position, reason: Reason(true) });
export type ReviewHideRequest = z.infer<typeof ReviewHideRequest>;

/** POST /api/admin/reviews/show */
export const ReviewShowRequest = z.object({ productId: Id, position: Position, reason: z.optional(Reason(false)) });
export type ReviewShowRequest = z.infer<typeof ReviewShowRequest>;

export interface ReviewModerationView {
  at: string;
  by: { id: string; email: string };
  reason: string;
}

export interface AdminReviewRow {
  productId: string;
  /** Its place among the product's reviews: with the product, the review's key. */
  position: string;
  id: string;
  stars: number;
  description: string;
  createdBy: string;
  createdAt: string;
  verifiedPurchase: boolean;
  /** Present while hidden: who hid it, when, why. */
  hidden?: ReviewModerationView;
  /** Every hiding and showing, oldest first. */
  moderation: (ReviewModerationView & { action: 'hide' | 'show' })[];
}

export interface AdminReviewList {
  data: AdminReviewRow[];
}
