import type { NewsletterAnswer, NewsletterInvitationRequest } from '@shop/shared/contract/content';
import { request } from '../../../platform/http.ts';

/** POST /api/newsletters/invitation: asks for the confirmation email (double opt-in); nothing to revalidate. */
export const inviteToNewsletter = (body: NewsletterInvitationRequest): Promise<NewsletterAnswer> =>
  request<NewsletterAnswer>('/api/newsletters/invitation', { method: 'POST', body });
