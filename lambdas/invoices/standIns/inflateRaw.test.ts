import { createRequire } from 'node:module';
import { deflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

type Inflate = (source: Uint8Array, dest?: Uint8Array) => Uint8Array;
const require = createRequire(import.meta.url);
const standIn = require('./inflateRaw.cjs') as Inflate;
const tinyInflate = require('tiny-inflate') as Inflate;

describe('inflateRaw, tiny-inflate from Node', () => {
  it('answers what tiny-inflate answers, into a buffer of the exact length or a longer one', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 4096 }), fc.nat({ max: 64 }), fc.integer({ min: 0, max: 9 }), (data, spare, level) => {
        const compressed = deflateRawSync(data, { level });
        const ours = standIn(compressed, new Uint8Array(data.length + spare));
        const theirs = tinyInflate(compressed, new Uint8Array(data.length + spare));
        expect(ours).toEqual(theirs);
        expect(Buffer.from(ours).equals(Buffer.from(data))).toBe(true);
      }),
    );
  });

  it('inflates repetitive data such as the Unicode tables', () => {
    const table = new Uint8Array(200_000).map((_, i) => (i >> 10) % 7);
    const twice = deflateRawSync(deflateRawSync(table));
    const once = standIn(twice, new Uint8Array(table.length));
    expect(standIn(once, new Uint8Array(table.length))).toEqual(table);
  });

  it('throws rather than answer a cut table when the data is longer than the buffer', () => {
    expect(() => standIn(deflateRawSync(new Uint8Array(100)), new Uint8Array(10))).toThrow();
    expect(() => standIn(deflateRawSync(new Uint8Array(1)), new Uint8Array(0))).toThrow();
  });

  it('inflates an empty stream into an empty buffer', () => {
    expect(standIn(deflateRawSync(new Uint8Array(0)), new Uint8Array(0))).toEqual(new Uint8Array(0));
  });
});
