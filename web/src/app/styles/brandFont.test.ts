import { readFileSync } from 'node:fs';
import { entireMetricsCollection as metrics } from '@capsizecss/metrics/entireMetricsCollection';
import { create as openFont, type Font } from 'fontkit';
import { describe, expect, it } from 'vitest';

/** base.css's fallback faces for the brand's headings, by family name, with their overrides. */
function fallbackFaces(): Record<string, Record<string, number>> {
  const css = readFileSync(new URL('./base.css', import.meta.url), 'utf8');
  const faces: Record<string, Record<string, number>> = {};
  for (const [, body] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const family = /font-family:\s*"([^"]+)"/.exec(body ?? '')?.[1];
    if (!family?.startsWith('Fraunces Fallback')) continue;
    faces[family] = Object.fromEntries(
      [...(body ?? '').matchAll(/(size-adjust|ascent-override|descent-override|line-gap-override):\s*([\d.]+)%/g)].map(
        ([, name, value]) => [name, Number(value)],
      ),
    );
  }
  return faces;
}

/** The overrides that give a local font Fraunces' average width and its ascent, descent and line gap. */
function matched(local: keyof typeof metrics) {
  const brand = metrics.fraunces;
  const fallback = metrics[local];
  const size = brand.xWidthAvg / brand.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const percent = (value: number) => Math.round(value * 10_000) / 100;
  return {
    'size-adjust': percent(size),
    'ascent-override': percent(brand.ascent / (brand.unitsPerEm * size)),
    'descent-override': percent(Math.abs(brand.descent) / (brand.unitsPerEm * size)),
    'line-gap-override': percent(brand.lineGap / (brand.unitsPerEm * size)),
  };
}

describe("the headings' fallback while Fraunces loads", () => {
  it('takes the room Fraunces takes, on Apple and Windows (Georgia), Android (Noto Serif) and elsewhere (Times New Roman)', () => {
    expect(fallbackFaces()).toEqual({
      'Fraunces Fallback Georgia': matched('georgia'),
      'Fraunces Fallback Noto': matched('notoSerif'),
      'Fraunces Fallback Times': matched('timesNewRoman'),
    });
  });
});

describe('the Croatian letters of the brand face', () => {
  it('draws Č č Ć ć Đ đ Š š Ž ž, the letters its unicode-range in base.css names', () => {
    const font = openFont(readFileSync(new URL('./fonts/fraunces-croatian-500-normal.woff', import.meta.url))) as Font;
    const croatian = [...'ČčĆćĐđŠšŽž'].map((letter) => letter.codePointAt(0) as number);
    expect(croatian.filter((code) => !font.hasGlyphForCodePoint(code))).toEqual([]);
    expect(font.familyName).toMatch(/^Fraunces/);
    const css = readFileSync(new URL('./base.css', import.meta.url), 'utf8');
    expect(css).toContain('unicode-range: U+0106-0107, U+010C-010D, U+0110-0111, U+0160-0161, U+017D-017E;');
  });
});
