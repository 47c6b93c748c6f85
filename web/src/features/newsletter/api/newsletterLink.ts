import type { NewsletterAnswer, NewsletterTokenRequest } from '@shop/shared/contract/content';
import useSWR from 'swr';
import { request } from '../../../platform/http.ts';

/** The two emailed links: the confirmation (/newsletter/confirm/:token) and the unsubscribe link of every newsletter email. */
export type NewsletterLink = 'confirm' | 'unsubscribe';

export const newsletterLinkKey = (link: NewsletterLink, token: string) => ['POST', `/api/newsletters/${link}`, token] as const;

export const fetchNewsletterLink = ([, path, token]: ReturnType<typeof newsletterLinkKey>): Promise<NewsletterAnswer> =>
  request<NewsletterAnswer>(path, { method: 'POST', body: { token } satisfies NewsletterTokenRequest });

/** Follows a link once per visit; both calls are safe to repeat. */
export function useNewsletterLink(link: NewsletterLink, token: string | undefined) {
  return useSWR(token ? newsletterLinkKey(link, token) : null, fetchNewsletterLink, {
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}
