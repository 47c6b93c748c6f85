import { SELLER } from '@shop/shared/brand';
import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Body as English } from './Payments.en.tsx';
import { Body as Croatian } from './Payments.hr.tsx';

/** The page's text once every part it loads has loaded (the payment brands' names). */
async function text(body: () => unknown): Promise<string> {
  const { prelude } = await prerender(createElement(MemoryRouter, null, createElement(body as () => null)));
  const html = await new Response(prelude).text();
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('the Payments page on a bank transfer', () => {
  // A transfer to the company's own account, with the order number as reference, is never matched
  // to the order: the payment page's IBAN (the provider's, for this shopper) and reference are (decision 075).
  it.each([
    ['English', English, /pay to that IBAN with that reference, not to the account on our invoices/],
    ['Croatian', Croatian, /platite na taj IBAN s tim pozivom na broj, a ne na račun s naših računa/],
  ])('in %s sends the shopper to the IBAN and reference of the payment page, not to the invoices’ account', async (_, body, says) => {
    const page = await text(body);
    expect(page).toMatch(says);
    expect(page).toContain(SELLER.company);
    expect(page).not.toContain(SELLER.iban);
    expect(page).not.toMatch(/TK-\d{6}-/);
  });
});
