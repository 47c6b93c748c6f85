import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CLOTHING_KPD, KPD_PATTERN } from '@shop/shared/kpd';
import { describe, expect, it } from 'vitest';
import { productItem } from '../../../lambdas/catalog/catalogImport.ts';
import { productInputFromItem } from '../../../lambdas/catalog/productWrite.ts';
import { productsFromCsv } from '../../admin/catalogCsv.ts';
import { Problems } from '../../admin/command.ts';
import { buildDemoCatalog } from '../../seed/demoCatalog.ts';

/** Every KPD 2025 code, as the Tax Administration's HR-CIUS code list (HR-BR-CL-2) takes them. */
const KPD_2025 = new Set(
  /contains\(' (01\.11\.11 [0-9. ]+)'/
    .exec(
      readFileSync(fileURLToPath(new URL('./schematron/hr-cius/codelist/HR-CIUS-EXT-EN16931-UBL-codes.sch', import.meta.url)), 'utf8'),
    )?.[1]
    ?.trim()
    .split(' ') ?? [],
);

describe('KPD codes', () => {
  it('are all in KPD 2025, those the back office suggests and those of every demo product', () => {
    expect(KPD_2025.size).toBeGreaterThan(3000);
    expect(Object.keys(CLOTHING_KPD).filter((code) => !KPD_2025.has(code))).toEqual([]);
    const products = buildDemoCatalog().products;
    expect(products.filter((p) => !p.kpd || !KPD_PATTERN.test(p.kpd) || !KPD_2025.has(p.kpd)).map((p) => p.id)).toEqual([]);
    expect(products.find((p) => p.id === 'adult-linen-wrap-dress-terracotta')?.kpd).toBe('14.21.24');
  });

  it('are read from the catalog CSV, checked, and kept through the stored item', () => {
    const problems = new Problems();
    const { products } = productsFromCsv(
      [
        'productId,name,colorName,price,age,categoryIds,images,size,quantity,kpd',
        'dress,Linen dress,Oat,89.00,ADULT,adult-dresses,products/dress.svg,M,3,14.21.24',
        'socks,Wool socks,Oat,9.00,ADULT,adult-accessories,products/socks.svg,36-38,3,',
      ].join('\n'),
      problems,
    );
    expect(problems.list).toEqual([]);
    expect(products.map((p) => [p.id, p.kpd])).toEqual([
      ['dress', '14.21.24'],
      ['socks', undefined],
    ]);
    const dress = products[0] && productItem(products[0], () => undefined, []);
    expect(dress && productInputFromItem(dress).kpd).toBe('14.21.24');

    const bad = new Problems();
    productsFromCsv(
      ['productId,name,colorName,price,age,categoryIds,images,size,quantity,kpd', 'd,D,Oat,89.00,ADULT,c,p.svg,M,3,1421.24'].join('\n'),
      bad,
    );
    expect(bad.list).toEqual(['line 2: kpd of product d: A KPD code is six digits like 14.21.24.']);
  });
});
