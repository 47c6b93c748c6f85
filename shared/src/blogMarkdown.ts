import { Marked } from 'marked';

/**
 * A blog post's Markdown as the HTML the shop stores and shows (docs/decisions/043). The HTML
 * is never trusted: the shop shows it only through its allowlist (web BlogBody's `safeHtml`),
 * so HTML written into the Markdown passes through here and is sifted there, as it always was.
 * The desk's preview and the function that publishes use this one conversion.
 */
const markdown = new Marked({ gfm: true, breaks: false, async: false });

export function markdownToHtml(source: string): string {
  return markdown.parse(source, { async: false }).trim();
}
