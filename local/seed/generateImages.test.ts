import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoBlogPosts } from './demoBlog.ts';
import { demoCatalog } from './demoCatalog.ts';
import { IMAGES_DIR, renderAllImages } from './generateImages.ts';

const referenced = [
  ...demoCatalog.products.flatMap((p) => p.images),
  ...demoCatalog.collections.map((c) => c.image),
  ...demoBlogPosts.flatMap((p) => [p.mainImage, ...p.images]),
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [relative(IMAGES_DIR, path).split('\\').join('/')];
  });
}

/** A small well-formedness check: every tag closes, in order. */
function isWellFormed(xml: string): boolean {
  const stack: string[] = [];
  for (const m of xml.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name as string);
  }
  return stack.length === 0 && !/&(?!amp;|lt;|gt;|quot;|apos;|#)/.test(xml);
}

describe('demo images', () => {
  it('exist on disk for every path the catalog and blog name', () => {
    for (const path of referenced) expect(existsSync(join(IMAGES_DIR, path)), path).toBe(true);
  });

  it('are exactly what generateImages.ts draws (run it after changing the demo data)', () => {
    const rendered = renderAllImages();
    expect([...rendered.keys()].sort()).toEqual([...new Set(referenced)].sort());
    expect(filesUnder(IMAGES_DIR).sort()).toEqual([...rendered.keys()].sort());
    for (const [path, content] of rendered) expect(readFileSync(join(IMAGES_DIR, path), 'utf8'), path).toBe(content);
  });

  it('are small, accessible, well-formed SVGs with a size and a viewBox', () => {
    for (const path of filesUnder(IMAGES_DIR)) {
      const text = readFileSync(join(IMAGES_DIR, path), 'utf8');
      expect(Buffer.byteLength(text), path).toBeLessThan(3 * 1024);
      expect(text, path).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
      expect(text, path).toMatch(/<title id="t">[^<]{3,}<\/title>/);
      expect(isWellFormed(text), path).toBe(true);
      expect(text, path).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    }
  });

  it('are deterministic', () => {
    expect(renderAllImages()).toEqual(renderAllImages());
  });
});
