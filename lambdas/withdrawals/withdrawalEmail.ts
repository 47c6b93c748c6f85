import { SELLER } from '@shop/shared/brand';
import type { Language } from '@shop/shared/language';
import { type EmailContent, orderStepEmail } from '../invoices/mailLayout.ts';
import { mailDateTime, shopPageUrl } from '../platform/mailLanguage.ts';
import { languageOfStatement, type WithdrawalRecord } from './withdrawalRecord.ts';
import { withdrawnFrom } from './withdrawnFrom.ts';

const returnAddress = (country: string) => `${SELLER.company}, ${SELLER.street}, ${SELLER.zipCode} ${SELLER.city}, ${country}`;

/** The texts of the withdrawal's acknowledgement in each language (docs/decisions/047). */
const en = {
  name: 'Name',
  order: 'Order',
  email: 'Email',
  withdrawingFrom: 'Withdrawing from',
  reason: 'Reason given',
  received: 'Received',
  receivedAt: (local: string, utc: string) => `${local} (Zagreb time; ${utc} UTC)`,
  reference: 'Reference',
  subject: (n: string) => `We have received your withdrawal from order ${n}`,
  paragraphs: (n: string, received: string) => [
    `This confirms that we received your statement of withdrawal from order ${n} through the withdrawal function of our online shop on ${received}.`,
    `Please send the items back to ${returnAddress(SELLER.country)}, or bring them to our store, within 14 days from ${received}. Sending them back is at your cost.`,
    `We refund what you paid for them, including the standard delivery cost when you withdraw from the whole order, within 14 days from ${received}, to the card, PayPal or bank account you paid with. We may wait with the refund until the items are back with us or you have shown us that you sent them, whichever comes first.`,
    'This is what you sent us:',
  ],
  returns: 'Returns and your right of withdrawal',
};

// The Consumer Protection Act (Zakon o zaštiti potrošača) calls it "jednostrani raskid ugovora".
const hr: typeof en = {
  name: 'Ime i prezime',
  order: 'Narudžba',
  email: 'E-mail',
  withdrawingFrom: 'Raskid se odnosi na',
  reason: 'Navedeni razlog',
  received: 'Zaprimljeno',
  receivedAt: (local, utc) => `${local} (po zagrebačkom vremenu; ${utc} UTC)`,
  reference: 'Oznaka izjave',
  subject: (n) => `Zaprimili smo Vašu izjavu o jednostranom raskidu ugovora za narudžbu ${n}`,
  paragraphs: (n, received) => [
    `Ovime potvrđujemo da smo ${received} putem obrasca za jednostrani raskid ugovora u našoj internetskoj trgovini zaprimili Vašu izjavu o jednostranom raskidu ugovora za narudžbu ${n}.`,
    `Molimo Vas da nam proizvode u roku od 14 dana od ${received} pošaljete na adresu ${returnAddress('Hrvatska')} ili ih donesete u našu trgovinu. Troškove povrata snosite Vi.`,
    `Iznos koji ste za njih platili, uključujući trošak standardne dostave ako raskidate ugovor za cijelu narudžbu, vratit ćemo Vam u roku od 14 dana od ${received} na karticu, PayPal ili bankovni račun kojim ste platili. S povratom novca smijemo pričekati dok nam proizvodi ne stignu ili dok nam ne dokažete da ste ih poslali, ovisno o tome što se dogodi prije.`,
    'Ovo ste nam poslali:',
  ],
  returns: 'Povrat proizvoda i pravo na jednostrani raskid ugovora',
};

const TEXT: Record<Language, typeof en> = { en, hr };

/**
 * The acknowledgement of receipt on a durable medium (Directive 2011/83/EU Art. 11a): the
 * statement's content and the date and time it was received, and what happens next, in the
 * language the statement was made in.
 */
export function withdrawalAcknowledgement(withdrawal: WithdrawalRecord, links: { shopUrl: string }): EmailContent {
  const language = languageOfStatement(withdrawal);
  const t = TEXT[language];
  // The shop's own time, for people: "14 March 2027 at 10:03" in Zagreb.
  const received = mailDateTime(withdrawal.receivedAt, language);
  const facts: [string, string][] = [
    [t.name, withdrawal.name],
    [t.order, withdrawal.orderNumber],
    [t.email, withdrawal.email],
    [t.withdrawingFrom, withdrawnFrom(withdrawal, language).join('; ')],
    ...(withdrawal.reason ? [[t.reason, withdrawal.reason] as [string, string]] : []),
    [t.received, t.receivedAt(received, withdrawal.receivedAt)],
    [t.reference, withdrawal.id],
  ];
  return orderStepEmail(
    {
      subject: t.subject(withdrawal.orderNumber),
      // No greeting in the typed name: the statement's content below says what was sent.
      paragraphs: t.paragraphs(withdrawal.orderNumber, received),
      facts,
      link: { text: t.returns, url: shopPageUrl(links.shopUrl, language, '/returns') },
    },
    { shopUrl: links.shopUrl, language },
  );
}
