import { describe, expect, it } from 'vitest';
import { productItem } from '../../lambdas/catalog/catalogImport.ts';
import { productInputFromItem } from '../../lambdas/catalog/productWrite.ts';
import { productsFromCsv } from './catalogCsv.ts';
import { Problems } from './command.ts';

const HEADER = 'productId,name,colorName,price,age,categoryIds,images,size,quantity,vatClass';

describe('a product’s VAT class in the catalog CSV', () => {
  it('reads the column, leaves it out when empty (the range decides), and round-trips through the stored item', () => {
    const problems = new Problems();
    const { products } = productsFromCsv(
      [
        HEADER,
        'booties,Felted booties,Grey,29.00,NB,nb-shoes,products/booties.svg,17,3,CHILDREN_FOOTWEAR',
        'blanket,Cellular blanket,Oat,45.00,NB,nb-home,products/blanket.svg,one size,2,standard',
        'romper,Linen romper,Oat,39.00,NB,nb-tops,products/romper.svg,62,4,',
      ].join('\n'),
      problems,
    );
    expect(problems.list).toEqual([]);
    expect(products.map((p) => [p.id, p.vatClass])).toEqual([
      ['booties', 'CHILDREN_FOOTWEAR'],
      ['blanket', 'STANDARD'],
      ['romper', undefined],
    ]);
    const [booties, , romper] = products.map((p) => productItem(p, () => undefined, []));
    expect(booties?.vatClass).toBe('CHILDREN_FOOTWEAR');
    expect(romper && 'vatClass' in romper).toBe(false);
    expect(booties && productInputFromItem(booties).vatClass).toBe('CHILDREN_FOOTWEAR');
  });

  it('names the line of a class the shop does not know', () => {
    const problems = new Problems();
    productsFromCsv(`${HEADER}\nshoe,Shoe,Red,10.00,KID,k,products/s.svg,30,1,REDUCED\n`, problems);
    expect(problems.list).toEqual(['line 2: vatClass must be one of STANDARD, CHILDREN_CLOTHING, CHILDREN_FOOTWEAR, not "REDUCED".']);
  });
});
