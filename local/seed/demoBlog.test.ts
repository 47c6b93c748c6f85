import { describe, expect, it } from 'vitest';
import { buildDemoBlogPosts, demoBlogPosts } from './demoBlog.ts';

describe('demo blog', () => {
  it('has at least 12 posts, so the list pages past 10', () => {
    expect(demoBlogPosts.length).toBeGreaterThanOrEqual(12);
  });

  it('has unique, readable ids and complete fields', () => {
    expect(new Set(demoBlogPosts.map((p) => p.id)).size).toBe(demoBlogPosts.length);
    for (const p of demoBlogPosts) {
      expect(p.id).toMatch(/^[a-z0-9-]+$/);
      expect(p.id.length).toBeLessThanOrEqual(64);
      expect(p.name.length).toBeGreaterThan(5);
      expect(p.shortDescription.length).toBeGreaterThan(40);
      expect(p.mainImage).toBe(`blog/${p.id}-1.svg`);
      expect(p.images).toEqual([`blog/${p.id}-2.svg`, `blog/${p.id}-3.svg`]);
    }
  });

  it('has valid ISO dates, newest first', () => {
    const times = demoBlogPosts.map((p) => Date.parse(p.createdAt));
    for (const [i, p] of demoBlogPosts.entries()) expect(new Date(times[i] as number).toISOString()).toBe(p.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('writes 3–6 paragraphs of simple HTML', () => {
    for (const p of demoBlogPosts) {
      const paragraphs = p.longDescription.match(/<p>/g)?.length ?? 0;
      expect(paragraphs, p.id).toBeGreaterThanOrEqual(3);
      expect(paragraphs, p.id).toBeLessThanOrEqual(6);
      const tags = [...p.longDescription.matchAll(/<\/?([a-z0-9]+)[^>]*>/g)].map((m) => m[1]);
      for (const tag of tags) expect(['p', 'h2', 'ul', 'li', 'em'], `${p.id} <${tag}>`).toContain(tag);
      for (const tag of ['p', 'h2', 'ul', 'li', 'em']) {
        expect(p.longDescription.split(`<${tag}>`).length, `${p.id} <${tag}>`).toBe(p.longDescription.split(`</${tag}>`).length);
      }
    }
  });

  it('has every post in Croatian, its body shaped as the English one, tag for tag', () => {
    const tagsOf = (html: string) => [...html.matchAll(/<\/?([a-z0-9]+)[^>]*>/g)].map((m) => m[0]);
    for (const p of demoBlogPosts) {
      expect(p.hr?.name, p.id).toBeTruthy();
      expect(p.hr?.shortDescription.length, p.id).toBeGreaterThan(40);
      expect(tagsOf(p.hr?.longDescription ?? ''), p.id).toEqual(tagsOf(p.longDescription));
      expect(p.hr?.longDescription, p.id).not.toBe(p.longDescription);
    }
  });

  it('is deterministic', () => {
    expect(buildDemoBlogPosts()).toEqual(buildDemoBlogPosts());
    expect(buildDemoBlogPosts()).toEqual(demoBlogPosts);
  });
});
