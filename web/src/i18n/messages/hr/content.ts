import type { ContentMessages } from '../en/content.ts';

/** Croatian texts of the content section. */
export const content: ContentMessages = {};
