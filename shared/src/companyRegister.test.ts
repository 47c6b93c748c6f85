import { describe, expect, it } from 'vitest';
import { COMPANY_REGISTER } from './brand.ts';
import { bilingualRegisterLine, registerFacts, registerLine } from './companyRegister.ts';

const register = { ...COMPANY_REGISTER, board: ['Ivana Kovačević', 'Marko Marić'] };

describe('the court register data (ZTD čl. 21)', () => {
  it('name the court, MBS, share capital and whether it is paid in full, and the whole board, in each language', () => {
    expect(registerFacts(register, 'hr')).toEqual([
      ['Sud registra', 'Trgovački sud u Zagrebu'],
      ['MBS', '081234567'],
      ['Temeljni kapital', '2.500,00\u00a0€, uplaćen u cijelosti'],
      ['Uprava', 'Ivana Kovačević, Marko Marić'],
    ]);
    expect(registerLine(register, 'en')).toBe(
      'Registered at: Commercial Court in Zagreb (Trgovački sud u Zagrebu) · Company reg. no. (MBS): 081234567 · Share capital: 2.500,00\u00a0€, paid in full · Management board: Ivana Kovačević, Marko Marić',
    );
  });

  it('say so when the share capital is not paid in full, in both languages on the invoice’s line', () => {
    const line = bilingualRegisterLine({ ...register, shareCapital: 1_000_000, shareCapitalPaidInFull: false });
    expect(line).toContain('Temeljni kapital / Share capital: 10.000,00\u00a0€, nije uplaćen u cijelosti / not paid in full');
    expect(line).toContain('Sud registra / Registered at: Trgovački sud u Zagrebu (Commercial Court in Zagreb)');
  });
});
