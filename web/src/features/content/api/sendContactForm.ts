import type { ContactFormRequest, ContactFormResponse } from '@shop/shared/contract/content';
import { request } from '../../../platform/http.ts';

export const CONTACT_FORM_PATH = '/api/contactForm';

/** POST /api/contactForm with the sale spot header (SPEC §7); a mutation with nothing to revalidate. */
export const sendContactForm = (body: ContactFormRequest): Promise<ContactFormResponse> =>
  request<ContactFormResponse>(CONTACT_FORM_PATH, { method: 'POST', body, saleSpot: true });
