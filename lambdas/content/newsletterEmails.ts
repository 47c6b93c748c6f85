import { BRAND } from '@shop/shared/brand';
import { DEFAULT_LANGUAGE, type Language } from '@shop/shared/language';
import { companyFooterText } from '../platform/companyFooter.ts';
import { MAIL_WORDS, shopPageUrl } from '../platform/mailLanguage.ts';
import type { Mail } from '../platform/mailer.ts';
import { emailHtml } from './contentEmail.ts';

/** The SPA routes the emailed links open (docs/decisions/009-content.md), in the subscriber's language. */
export const confirmSubscriptionLink = (shopUrl: string, token: string, language: Language = DEFAULT_LANGUAGE) =>
  shopPageUrl(shopUrl, language, `/newsletter/confirm/${token}`);
export const unsubscribeLink = (shopUrl: string, token: string, language: Language = DEFAULT_LANGUAGE) =>
  shopPageUrl(shopUrl, language, `/newsletter/unsubscribe/${token}`);

/** The texts of the newsletter's own mails in each language (docs/decisions/047). */
const en = {
  confirmation: {
    subject: `Please confirm your ${BRAND.name} newsletter subscription`,
    intro: `Thank you for signing up for the ${BRAND.name} newsletter: stories from our workshop, new collections and the odd mending tip, about twice a month.`,
    ask: 'Please confirm that this is your email address. Until you do, we will not send you any newsletter.',
    button: 'Confirm my subscription',
    validFor: (days: string) => `The link works for ${days}.`,
    notYou:
      'If you did not ask for this, ignore this email: without the confirmation your address is deleted and you will hear nothing more from us.',
  },
  why: `You get this email because you subscribed to the ${BRAND.name} newsletter.`,
  leave: 'Unsubscribe with one click:',
  unsubscribe: 'Unsubscribe:',
  welcome: {
    subject: `Welcome to the ${BRAND.name} newsletter`,
    paragraphs: (blog: string) => [
      'Dobrodošli, and thank you for confirming your subscription!',
      'About twice a month we will write about what is happening in our Zagreb workshop: new collections before they reach the shop, the people who knit, weave and sew them, and how to make your clothes last.',
      `While you wait for the first one, our blog has a few stories to start with: ${blog}`,
    ],
  },
};

const hr: typeof en = {
  confirmation: {
    subject: `Potvrdite svoju prijavu na newsletter trgovine ${BRAND.name}`,
    intro: `Hvala Vam što ste se prijavili na newsletter trgovine ${BRAND.name}: priče iz naše radionice, nove kolekcije i poneki savjet za krpanje odjeće, otprilike dvaput mjesečno.`,
    ask: 'Molimo Vas da potvrdite da je ovo Vaša e-mail adresa. Dok to ne učinite, nećemo Vam slati newsletter.',
    button: 'Potvrdite prijavu',
    validFor: (days) => `Poveznica vrijedi ${days}.`,
    notYou: 'Ako se niste Vi prijavili, zanemarite ovaj e-mail: bez potvrde Vašu ćemo adresu izbrisati i više Vam se nećemo javljati.',
  },
  why: `Ovaj e-mail primate jer ste se prijavili na newsletter trgovine ${BRAND.name}.`,
  leave: 'Odjavite se jednim klikom:',
  unsubscribe: 'Odjava:',
  welcome: {
    subject: `Dobro došli u newsletter trgovine ${BRAND.name}`,
    paragraphs: (blog) => [
      'Dobro došli i hvala Vam što ste potvrdili prijavu!',
      'Otprilike dvaput mjesečno pisat ćemo Vam o tome što se događa u našoj zagrebačkoj radionici: o novim kolekcijama prije nego što stignu u trgovinu, o ljudima koji ih pletu, tkaju i šiju te o tome kako da Vam odjeća dulje traje.',
      `Dok čekate prvi broj, na našem blogu čeka Vas nekoliko priča za početak: ${blog}`,
    ],
  },
};

const TEXT: Record<Language, typeof en> = { en, hr };

/** Sent on every subscription request, in the language it was made in: the one link that makes the subscription count. */
export function confirmationEmail(to: string, link: string, validDays: number, language: Language = DEFAULT_LANGUAGE): Mail {
  const t = TEXT[language].confirmation;
  const words = MAIL_WORDS[language];
  const after = [t.validFor(words.days(validDays)), t.notYou];
  return {
    to,
    subject: t.subject,
    text: [t.intro, t.ask, `${t.button}:\n${link}`, ...after, `${words.regards}\n${BRAND.name}`, companyFooterText(language)].join('\n\n'),
    html: emailHtml({
      subject: t.subject,
      blocks: [{ text: t.intro }, { text: t.ask }],
      button: { url: link, label: t.button },
      footer: after.map((text) => ({ text })),
      language,
    }),
  };
}

/**
 * Every newsletter email is made here, and this asks for the unsubscribe link: the link is in
 * the body of each one, and in the List-Unsubscribe header mail programs show as a button.
 */
export function newsletterEmail(options: {
  to: string;
  subject: string;
  paragraphs: readonly string[];
  unsubscribeUrl: string;
  language?: Language;
}): Mail {
  const language = options.language ?? DEFAULT_LANGUAGE;
  const t = TEXT[language];
  return {
    to: options.to,
    subject: options.subject,
    text: [
      ...options.paragraphs,
      `${MAIL_WORDS[language].regards}\n${BRAND.name}`,
      companyFooterText(language),
      // Last, where a reader looks for it.
      `${t.why} ${t.leave} ${options.unsubscribeUrl}`,
    ].join('\n\n'),
    html: emailHtml({
      subject: options.subject,
      blocks: options.paragraphs.map((text) => ({ text })),
      footer: [{ text: t.why }, { text: `${t.unsubscribe} ${options.unsubscribeUrl}` }],
      language,
    }),
    headers: { 'List-Unsubscribe': `<${options.unsubscribeUrl}>, <mailto:${BRAND.email}?subject=unsubscribe>` },
  };
}

/** The first newsletter email, sent when a subscription is confirmed, in the language it was asked for in. */
export function welcomeEmail(to: string, unsubscribeUrl: string, shopUrl: string, language: Language = DEFAULT_LANGUAGE): Mail {
  const t = TEXT[language].welcome;
  return newsletterEmail({
    to,
    subject: t.subject,
    paragraphs: t.paragraphs(shopPageUrl(shopUrl, language, '/blog')),
    unsubscribeUrl,
    language,
  });
}
