import { COMPANY_REGISTER, SELLER } from '@shop/shared/brand';
import type { Language } from '@shop/shared/language';
import { formatEuro } from '@shop/shared/money';
import { describe, expect, it } from 'vitest';
import { activationEmail } from '../accounts/accountEmails.ts';
import { contactForwardEmail } from '../content/contactEmail.ts';
import { confirmationEmail, newsletterEmail } from '../content/newsletterEmails.ts';
import { orderStepEmail } from '../invoices/mailLayout.ts';

const SHOP = 'https://shop.example';

/** One mail of each layout the shop sends customers, in a language. */
const mails = (language: Language) => ({
  order: orderStepEmail({ subject: 'Order', paragraphs: ['Shipped.'] }, { shopUrl: SHOP, language }),
  account: activationEmail({ email: 'ana@example.hr', firstName: 'Ana', language }, `${SHOP}/activate/a/b`, SHOP),
  newsletterConfirmation: confirmationEmail('ana@example.hr', `${SHOP}/confirm`, 7, language),
  newsletter: newsletterEmail({ to: 'ana@example.hr', subject: 'News', paragraphs: ['Hello.'], unsubscribeUrl: `${SHOP}/u`, language }),
});

const WORDS = {
  en: [
    'Registered at: Commercial Court in Zagreb (Trgovački sud u Zagrebu)',
    `Share capital: ${formatEuro(COMPANY_REGISTER.shareCapital)}, paid in full`,
    'Management board:',
  ],
  hr: [
    'Sud registra: Trgovački sud u Zagrebu',
    `Temeljni kapital: ${formatEuro(COMPANY_REGISTER.shareCapital)}, uplaćen u cijelosti`,
    'Uprava:',
  ],
};

describe('the company footer of every mail (ZTD čl. 21)', () => {
  for (const language of ['en', 'hr'] as const) {
    it(`names the company, its register data and its bank account, in the text and the HTML, in ${language}`, () => {
      for (const [layout, mail] of Object.entries(mails(language))) {
        for (const part of [mail.text, mail.html ?? '']) {
          const seen = part.replaceAll('&amp;', '&');
          for (const words of [
            ...WORDS[language],
            `${SELLER.company}, ${SELLER.street}`,
            `OIB ${SELLER.oib}`,
            `MBS${language === 'en' ? ')' : ''}: ${COMPANY_REGISTER.mbs}`,
            COMPANY_REGISTER.board[0],
            `IBAN ${SELLER.iban}, ${SELLER.bank}`,
          ]) {
            expect(seen, `${layout} in ${language}`).toContain(words);
          }
        }
      }
    });
  }

  it('is not in the contact form message forwarded to the shop’s own inbox', () => {
    const mail = contactForwardEmail({
      id: 'c1',
      firstName: 'Ana',
      lastName: 'Horvat',
      email: 'ana@example.hr',
      text: 'Hello',
      receivedAt: '2026-11-01T10:00:00Z',
    } as Parameters<typeof contactForwardEmail>[0]);
    expect(mail.html).not.toContain(COMPANY_REGISTER.mbs);
  });
});
