import * as z from 'zod/mini';
import { Page, requiredText } from './common.ts';
import { CONTENT_MESSAGES } from './contentMessages.ts';

/** The blog, newsletter and contact calls of SPEC §7, and the two newsletter links' calls. */

const M = CONTENT_MESSAGES;

export const CONTACT_TEXT_MAX = 5000;
export const CONTACT_NAME_MAX = 100;

/** An email a visitor types: "Email is required" when blank, one message for anything else wrong. */
export const VisitorEmail = z
  .string(M.emailRequired)
  .check(z.trim(), z.toLowerCase(), z.minLength(1, M.emailRequired), z.maxLength(254, M.emailInvalid), z.email(M.emailInvalid));

// ---- blogs ----

/** POST /api/blogs/search: `start` is the page index, `size` the page length (10). */
export const BlogSearchRequest = z.object({ start: Page.start, size: Page.size });
export type BlogSearchRequest = z.infer<typeof BlogSearchRequest>;

/** A card of the blog list (SPEC §2): enough for image, name, short description and the link. */
export interface BlogSummary {
  id: string;
  name: string;
  shortDescription: string;
  mainImage: string;
  meta: { createdAt: string };
}

/** A blog post (SPEC §3). `longDescription` may hold simple HTML; the SPA shows an allowlist of it. */
export interface Blog extends BlogSummary {
  longDescription: string;
  images: string[];
}

// ---- newsletter ----

/** POST /api/newsletters/invitation */
export const NewsletterInvitationRequest = z.object({ email: VisitorEmail });
export type NewsletterInvitationRequest = z.infer<typeof NewsletterInvitationRequest>;

/** POST /api/newsletters/confirm and /api/newsletters/unsubscribe: the token of an emailed link. */
export const NewsletterTokenRequest = z.object({
  token: z
    .string(M.newsletterLinkInvalid)
    .check(z.trim(), z.minLength(20, M.newsletterLinkInvalid), z.maxLength(100, M.newsletterLinkInvalid)),
});
export type NewsletterTokenRequest = z.infer<typeof NewsletterTokenRequest>;

export interface NewsletterAnswer {
  message: string;
}

// ---- contact ----

/** POST /api/contactForm (SPEC §5: all four required, email of email type). */
export const ContactFormRequest = z.object({
  email: VisitorEmail,
  firstName: requiredText(M.firstNameRequired, CONTACT_NAME_MAX),
  lastName: requiredText(M.lastNameRequired, CONTACT_NAME_MAX),
  text: requiredText(M.textRequired, CONTACT_TEXT_MAX),
});
export type ContactFormRequest = z.infer<typeof ContactFormRequest>;

/** The answer in the Java ResponseEntity style the spec's client reads (SPEC §7). */
export interface ContactFormResponse {
  statusCode: 'OK';
  statusCodeValue: 200;
}

export { CONTENT_MESSAGES };
