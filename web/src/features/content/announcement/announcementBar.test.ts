import type { PageData } from '@shop/shared/contract/pages';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../prerender/render.tsx';
import { TEST_SITE } from '../../../prerender/testPages.ts';

/** What a drawn page holds before any script runs: the markup inside #root. */
const drawnRoot = (html: string) => /<div id="root">([\s\S]*)<\/div><script id="shop-data"/.exec(html)?.[1] ?? '';

const page = (path: string, announcement?: PageData['announcement']): PageData => ({ kind: 'static', path, announcement });

describe('the announcement bar on a drawn page', () => {
  it('is the first thing above the header, a named region, in the page’s language, its link in that language', async () => {
    const english = drawnRoot(await renderPage(page('/faq', { text: 'Free shipping over 60 €', link: '/collection/summer' }), TEST_SITE));
    const bar = english.indexOf('<section class="announcement" aria-label="Announcement">');
    expect(bar).toBeGreaterThan(-1);
    expect(bar).toBeLessThan(english.indexOf('<header'));
    expect(english).toContain('<a href="/collection/summer" data-discover="true">Free shipping over 60 €</a>');

    const croatian = drawnRoot(
      await renderPage(page('/hr/faq', { text: 'Besplatna dostava iznad 60 €', link: '/collection/summer' }), TEST_SITE),
    );
    expect(croatian).toContain('<section class="announcement" aria-label="Obavijest">');
    expect(croatian).toContain('<a href="/hr/collection/summer" data-discover="true">Besplatna dostava iznad 60 €</a>');
  });

  it('shows text without a link as text, escaped, and carries it to the SPA in the page’s data', async () => {
    const html = await renderPage(page('/faq', { text: 'Kids 2 < 5: new <b>knits</b>' }), TEST_SITE);
    expect(drawnRoot(html)).toContain('<p>Kids 2 &lt; 5: new &lt;b&gt;knits&lt;/b&gt;</p>');
    const data = JSON.parse(/<script id="shop-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}');
    expect(data['/api/announcement']).toEqual({ text: 'Kids 2 < 5: new <b>knits</b>' });
  });

  it('is not there while it is off, nor on a page drawn without the shop’s data', async () => {
    expect(drawnRoot(await renderPage(page('/faq', {}), TEST_SITE))).not.toContain('announcement');
    expect(drawnRoot(await renderPage(page('/faq'), TEST_SITE))).not.toContain('announcement');
  });
});
