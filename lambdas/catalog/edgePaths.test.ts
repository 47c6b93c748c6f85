import { describe, expect, it } from 'vitest';
import { catalogEdgePaths, contentEdgePaths } from './edgePaths.ts';

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

describe('what a catalog change makes the edge forget', () => {
  it("a sale that leaves pieces: the product's own answer only", () => {
    expect(catalogEdgePaths({ eventName: 'MODIFY', oldImage: product(), newImage: product({ stock: { S: 1, M: 1 } }) })).toEqual([
      '/api/products/p1',
    ]);
  });

  it('a price, a name or the last piece sold: the product and every listing that may show it', () => {
    const everywhere = ['/api/products/p1', '/api/collections/*', '/api/homePage/collections'];
    expect(catalogEdgePaths({ eventName: 'MODIFY', oldImage: product(), newImage: product({ price: 4900 }) })).toEqual(everywhere);
    expect(catalogEdgePaths({ eventName: 'MODIFY', oldImage: product(), newImage: product({ stock: { S: 0, M: 0 } }) })).toEqual(
      everywhere,
    );
    expect(catalogEdgePaths({ eventName: 'INSERT', newImage: product() })).toEqual(everywhere);
    expect(catalogEdgePaths({ eventName: 'REMOVE', oldImage: product() })).toEqual(everywhere);
  });

  it('a collection, its list of products and the home layout: their answers', () => {
    expect(catalogEdgePaths({ eventName: 'MODIFY', newImage: { pk: 'K#summer', sk: 'K' } })).toEqual([
      '/api/collections/summer',
      '/api/homePage/collections',
    ]);
    expect(catalogEdgePaths({ eventName: 'INSERT', newImage: { pk: 'L#K#summer', sk: '000003' } })).toEqual(['/api/collections/summer']);
    expect(catalogEdgePaths({ eventName: 'MODIFY', newImage: { pk: 'HOME', sk: 'HOME' } })).toEqual(['/api/homePage/collections']);
  });

  it('what no cached answer shows (price history, the name index, a category list): nothing', () => {
    for (const pk of ['PRICE#p1', 'N#lan', 'L#C#dresses', 'C#dresses', 'NAV#baby', 'SEED#demo'])
      expect(catalogEdgePaths({ eventName: 'INSERT', newImage: { pk, sk: 'x' } }), pk).toEqual([]);
  });

  it('a blog post: its answer; other content: nothing', () => {
    expect(contentEdgePaths({ eventName: 'MODIFY', newImage: { pk: 'B#spring', sk: 'B' } })).toEqual(['/api/blogs/spring']);
    expect(contentEdgePaths({ eventName: 'INSERT', newImage: { pk: 'NL#a@b.hr', sk: 'NL' } })).toEqual([]);
  });
});
