import { describe, expect, it } from 'vitest';
import { type ClientManifest, pageScriptTags, pageStyleTags } from './pageStyles.ts';

const manifest: ClientManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'], css: ['assets/index-1.css'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_catalog-ui.js': { file: 'assets/catalog-ui-1.js', imports: ['_react.js'], css: ['assets/catalog-ui-1.css'] },
  'src/features/catalog/pages/HomePage.tsx': {
    file: 'assets/HomePage-1.js',
    imports: ['index.html', '_catalog-ui.js'],
    css: ['assets/HomePage-1.css'],
  },
  'src/features/catalog/pages/ProductPage.tsx': {
    file: 'assets/ProductPage-1.js',
    imports: ['_catalog-ui.js'],
    css: ['assets/Product-1.css'],
  },
};
const styles = { 'assets/HomePage-1.css': '.hero{color:red}', 'assets/catalog-ui-1.css': '.card{gap:1rem}' };

describe('the stylesheets of a prerendered page', () => {
  it("are its parts' own and those of what they import, inline, each also named by a link the browser does not fetch", () => {
    const tags = pageStyleTags(['src/features/catalog/pages/HomePage.tsx'], manifest, styles);
    expect(tags).toBe(
      '<style>.hero{color:red}</style><link rel="stylesheet" href="/assets/HomePage-1.css" type="text/x-inlined-css" disabled>' +
        '<style>.card{gap:1rem}</style><link rel="stylesheet" href="/assets/catalog-ui-1.css" type="text/x-inlined-css" disabled>',
    );
  });

  it('leave out what the entry loads, name a stylesheet once however many parts share it, and link one whose text is missing', () => {
    const tags = pageStyleTags(['src/features/catalog/pages/ProductPage.tsx', 'src/features/catalog/pages/HomePage.tsx'], manifest, styles);
    expect(tags).not.toContain('index-1.css');
    expect(tags.match(/catalog-ui-1\.css/g)).toHaveLength(1);
    expect(tags).toContain('<link rel="stylesheet" href="/assets/Product-1.css">');
  });

  it('are none for a page without lazily loaded parts or a module the build does not know', () => {
    expect(pageStyleTags([], manifest, styles)).toBe('');
    expect(pageStyleTags(['src/unknown.tsx'], manifest, styles)).toBe('');
  });
});

describe('the scripts of a prerendered page', () => {
  it("are its parts' own and those of what they import, each once, preloaded at low priority, leaving out what the entry loads", () => {
    const tags = pageScriptTags(['src/features/catalog/pages/ProductPage.tsx', 'src/features/catalog/pages/HomePage.tsx'], manifest);
    expect(tags).toBe(
      '<link rel="modulepreload" href="/assets/ProductPage-1.js" fetchpriority="low">' +
        '<link rel="modulepreload" href="/assets/catalog-ui-1.js" fetchpriority="low">' +
        '<link rel="modulepreload" href="/assets/HomePage-1.js" fetchpriority="low">',
    );
  });

  it('are none for a page without lazily loaded parts or a module the build does not know', () => {
    expect(pageScriptTags([], manifest)).toBe('');
    expect(pageScriptTags(['src/unknown.tsx'], manifest)).toBe('');
  });
});
