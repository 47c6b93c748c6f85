import { markdownToHtml } from '@shop/shared/blogMarkdown';
import { DOMParser as LinkedomParser } from 'linkedom';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { BlogBody } from './BlogBody.tsx';

/**
 * The allowlist holds for what the blog desk writes: Markdown made into HTML as publishing makes
 * it (docs/decisions/043), then shown through BlogBody, as the shop and the desk's preview do.
 */
beforeAll(() => {
  // Node has no DOMParser; the prerenderer brings linkedom's (web/src/prerender/render.tsx), and so does this test.
  globalThis.DOMParser ??= class {
    parseFromString(html: string, type: 'text/html') {
      return new LinkedomParser().parseFromString(`<!doctype html><html><head></head><body>${html}</body></html>`, type);
    }
  } as unknown as typeof DOMParser;
});

const shown = (markdown: string) => renderToStaticMarkup(createElement(BlogBody, { html: markdownToHtml(markdown) })).replaceAll('\n', '');

describe('a blog post written in Markdown, as the shop shows it', () => {
  it('keeps headings, lists, emphasis and links to the shop or the web', () => {
    const html = shown(
      '## Linen\n\n- flax\n- hemp\n\n**Strong** and *soft*: [care](/care), [Zagreb](https://zagreb.hr), [mail](mailto:hi@tkanica.hr)',
    );
    expect(html).toContain('<h2>Linen</h2>');
    expect(html).toContain('<ul><li>flax</li><li>hemp</li></ul>');
    expect(html).toContain('<strong>Strong</strong> and <em>soft</em>');
    expect(html).toContain('<a href="/care">care</a>');
    expect(html).toContain('<a href="https://zagreb.hr/" rel="noopener noreferrer nofollow">Zagreb</a>');
    expect(html).toContain('<a href="mailto:hi@tkanica.hr" rel="noopener noreferrer nofollow">mail</a>');
  });

  it('lets no script, no handler and no javascript: link through, whether written as Markdown or as HTML in it', () => {
    const html = shown(
      [
        '<script>alert("script")</script>',
        '',
        'A <a href="javascript:alert(1)" onclick="alert(2)">link</a> and [another](javascript:alert(3)).',
        '',
        '<img src="x" onerror="alert(4)"> <iframe src="https://evil.example"></iframe> <p style="color:red" onmouseover="alert(5)">styled</p>',
        '',
        '[protocol-relative](//evil.example/path) <a href=" JaVaScRiPt:alert(6)">spaced</a>',
      ].join('\n'),
    );
    expect(html).not.toMatch(/<script|<iframe|<img|alert|onclick|onerror|onmouseover|style=|javascript:/i);
    expect(html).not.toContain('evil.example');
    // The words stay, as text: what the editor wrote is not lost, only its danger.
    expect(html).toContain('link');
    expect(html).toContain('styled');
  });
});
