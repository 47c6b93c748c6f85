import { describe, expect, it } from 'vitest';
import { catalogVersionKeys, contentVersionKeys } from './edgeVersionKeys.ts';

const product = (fields: Record<string, unknown> = {}) => ({
  pk: 'P#p1',
  sk: 'P',
  id: 'p1',
  name: 'Lanena haljina',
  price: 5900,
  stock: { S: 2, M: 1 },
  preOrderStock: {},
  otherWarehouses: [],
  ...fields,
});

describe('which kept answers a catalog change makes wrong', () => {
  it("a sale that leaves pieces: the product's own answer only", () => {
    expect(catalogVersionKeys({ eventName: 'MODIFY', oldImage: product(), newImage: product({ stock: { S: 1, M: 1 } }) })).toEqual([
      'v/api/products/p1',
    ]);
  });

  it('a change a listing shows (a price, the last piece sold, a new or removed product): the product and every listing', () => {
    const everywhere = ['v/api/products/p1', 'v/listings'];
    expect(catalogVersionKeys({ eventName: 'MODIFY', oldImage: product(), newImage: product({ price: 4900 }) })).toEqual(everywhere);
    expect(catalogVersionKeys({ eventName: 'MODIFY', oldImage: product(), newImage: product({ stock: { S: 0, M: 0 } }) })).toEqual(
      everywhere,
    );
    expect(catalogVersionKeys({ eventName: 'INSERT', newImage: product() })).toEqual(everywhere);
    expect(catalogVersionKeys({ eventName: 'REMOVE', oldImage: product() })).toEqual(everywhere);
  });

  it('a collection, its list of products or the home layout: the listings', () => {
    expect(catalogVersionKeys({ eventName: 'MODIFY', newImage: { pk: 'K#summer', sk: 'K' } })).toEqual(['v/listings']);
    expect(catalogVersionKeys({ eventName: 'INSERT', newImage: { pk: 'L#K#summer', sk: '000003' } })).toEqual(['v/listings']);
    expect(catalogVersionKeys({ eventName: 'MODIFY', newImage: { pk: 'HOME', sk: 'HOME' } })).toEqual(['v/listings']);
    expect(catalogVersionKeys({ eventName: 'MODIFY', newImage: { pk: 'ANNOUNCEMENT', sk: 'ANNOUNCEMENT' } })).toEqual(['v/listings']);
  });

  it('nothing for items no kept answer shows', () => {
    for (const pk of ['C#dresses', 'L#C#dresses', 'FACETS#C#dresses', 'N#haljina', 'PH#p1']) {
      expect(catalogVersionKeys({ eventName: 'INSERT', newImage: { pk, sk: 'x' } }), pk).toEqual([]);
    }
  });

  it("a blog post's change: its own answer", () => {
    expect(contentVersionKeys({ eventName: 'MODIFY', newImage: { pk: 'B#spring', sk: 'B' } })).toEqual(['v/api/blogs/spring']);
    expect(contentVersionKeys({ eventName: 'INSERT', newImage: { pk: 'NL#a@b.hr', sk: 'NL' } })).toEqual([]);
  });
});
