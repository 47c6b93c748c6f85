import { BRAND } from '@shop/shared/brand';
import { DEFAULT_LANGUAGE, type Language } from '@shop/shared/language';
import { companyFooterHtml, companyFooterText } from '../platform/companyFooter.ts';
import { escapeHtml } from '../platform/html.ts';
import { mailButton, mailPage } from '../platform/mailPage.ts';
import { MAIL_WORDS, shopPageUrl } from '../platform/mailLanguage.ts';
import type { Mail } from '../platform/mailer.ts';
import { ACTIVATION_CODE_HOURS, RESET_CODE_HOURS } from './oneTimeCode.ts';

/** The SPA routes the emailed links open (docs/decisions/006-accounts.md), in the mail's language. */
export const activationLink = (shopUrl: string, userId: string, code: string, language: Language = DEFAULT_LANGUAGE) =>
  shopPageUrl(shopUrl, language, `/activate/${userId}/${code}`);
export const recoverPasswordLink = (shopUrl: string, userId: string, code: string, language: Language = DEFAULT_LANGUAGE) =>
  shopPageUrl(shopUrl, language, `/recover-password/${userId}/${code}`);

/** The texts of the account mails in each language (docs/decisions/047). */
const en = {
  notYou: `If this was not you, you can ignore this email. Questions? Write to ${BRAND.email}.`,
  linkOnce: (hours: string) => `The link works once, for ${hours}.`,
  setNewPassword: 'Set a new password',
  activation: {
    subject: `Confirm your ${BRAND.name} account`,
    paragraphs: [`Thank you for registering at ${BRAND.name}. Please confirm your email address to activate your account.`],
    label: 'Activate my account',
  },
  registrationAttempt: {
    subject: `Someone tried to register at ${BRAND.name} with your email`,
    paragraphs: [
      `Someone just tried to create a ${BRAND.name} account with this email address, but you already have one, so nothing was changed.`,
      'If it was you and you have forgotten your password, you can set a new one here:',
    ],
  },
  passwordReset: {
    subject: `Reset your ${BRAND.name} password`,
    paragraphs: ['We received a request to reset the password of your account. Choose a new password here:'],
    unchanged: 'Your password stays as it is until you choose a new one.',
  },
  accountDeleted: {
    subject: `Your ${BRAND.name} account has been deleted`,
    paragraphs: [
      'As you asked, we deleted your account: your profile, addresses and children, your newsletter subscription, your back-in-stock notices and your messages to us. Your reviews stay on the products under the name "Former customer". Your orders no longer carry your name, address, email or phone.',
      'The law makes us keep your invoices (the Croatian Accounting Act: 11 years) and their fiscal record, as they were issued.',
      'You are welcome back at any time; you can register again with this email address.',
    ],
    label: `Visit ${BRAND.name}`,
    notAsked: `If you did not ask for this, write to ${BRAND.email} at once.`,
  },
};

const hr: typeof en = {
  notYou: `Ako to niste bili Vi, slobodno zanemarite ovaj e-mail. Imate li pitanja? Pišite nam na ${BRAND.email}.`,
  linkOnce: (hours) => `Poveznica se može upotrijebiti samo jednom i vrijedi ${hours}.`,
  setNewPassword: 'Postavite novu lozinku',
  activation: {
    subject: `Potvrdite svoj korisnički račun u trgovini ${BRAND.name}`,
    paragraphs: [
      `Hvala Vam što ste se registrirali u trgovini ${BRAND.name}. Molimo Vas da potvrdite svoju e-mail adresu kako biste aktivirali korisnički račun.`,
    ],
    label: 'Aktivirajte korisnički račun',
  },
  registrationAttempt: {
    subject: `Netko se pokušao registrirati u trgovini ${BRAND.name} s Vašom e-mail adresom`,
    paragraphs: [
      `Netko je upravo pokušao otvoriti korisnički račun u trgovini ${BRAND.name} s ovom e-mail adresom, no Vi već imate račun pa ništa nije promijenjeno.`,
      'Ako ste to bili Vi i zaboravili ste lozinku, novu možete postaviti ovdje:',
    ],
  },
  passwordReset: {
    subject: `Promjena lozinke za Vaš korisnički račun u trgovini ${BRAND.name}`,
    paragraphs: ['Primili smo zahtjev za promjenu lozinke Vašeg korisničkog računa. Novu lozinku možete odabrati ovdje:'],
    unchanged: 'Vaša lozinka ostaje ista dok ne odaberete novu.',
  },
  accountDeleted: {
    subject: `Vaš korisnički račun u trgovini ${BRAND.name} je izbrisan`,
    paragraphs: [
      'Kao što ste zatražili, izbrisali smo Vaš korisnički račun: profil, adrese i podatke o djeci, pretplatu na newsletter, obavijesti o ponovnoj dostupnosti proizvoda i Vaše poruke nama. Vaše recenzije ostaju uz proizvode pod imenom „Bivši kupac”. Vaše narudžbe više ne sadrže Vaše ime, adresu, e-mail adresu ni broj telefona.',
      'Zakon nas obvezuje da Vaše račune (prema Zakonu o računovodstvu 11 godina) i njihove fiskalne zapise čuvamo onakve kakvi su izdani.',
      'Uvijek ste nam dobrodošli natrag: s ovom se e-mail adresom možete ponovno registrirati.',
    ],
    label: `Posjetite trgovinu ${BRAND.name}`,
    notAsked: `Ako to niste zatražili, odmah nam pišite na ${BRAND.email}.`,
  },
};

const TEXT: Record<Language, typeof en> = { en, hr };

interface Letter {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  link: { url: string; label: string };
  after: string[];
  shopUrl: string;
  language: Language;
}

/** Whom a mail goes to, and the language it is written in (English when not said). */
interface Addressee {
  email: string;
  firstName?: string;
  status?: string;
  language?: Language;
}

/**
 * A mail greets by name only an account whose owner confirmed its email: a pending account's
 * name was typed by whoever registered with that address, who may not be its owner.
 */
const greetingFor = (to: Addressee, language: Language) =>
  MAIL_WORDS[language].greeting(to.firstName && to.status === 'ACTIVE' ? to.firstName : undefined);

/** One plain layout for the account emails; every value put into the HTML is escaped. */
function compose(letter: Letter): Mail {
  const home = shopPageUrl(letter.shopUrl, letter.language);
  const regards = MAIL_WORDS[letter.language].regards;
  const signature = `${regards}\n${BRAND.name}\n${home}`;
  const text = [
    letter.greeting,
    ...letter.paragraphs,
    `${letter.link.label}:\n${letter.link.url}`,
    ...letter.after,
    signature,
    companyFooterText(letter.language),
  ].join('\n\n');
  const html = mailPage(letter.subject, letter.language, [
    `<p>${escapeHtml(letter.greeting)}</p>`,
    ...letter.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...mailButton(letter.link.url, letter.link.label),
    ...letter.after.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p>${escapeHtml(regards)}<br>${escapeHtml(BRAND.name)}<br><a href="${escapeHtml(home)}">${escapeHtml(home)}</a></p>`,
    companyFooterHtml(letter.language),
  ]);
  return { to: letter.to, subject: letter.subject, text, html };
}

/** The parts every account mail has alike: to whom, in which language, greeted how. */
function letterTo(to: Addressee, shopUrl: string) {
  const language = to.language ?? DEFAULT_LANGUAGE;
  return { to: to.email, greeting: greetingFor(to, language), shopUrl, language, t: TEXT[language], words: MAIL_WORDS[language] };
}

/** Sent to a new account, in the language it registered in: the one link that activates it. */
export function activationEmail(to: Addressee & { firstName: string }, link: string, shopUrl: string): Mail {
  const { t, words, ...letter } = letterTo(to, shopUrl);
  return compose({
    ...letter,
    subject: t.activation.subject,
    paragraphs: t.activation.paragraphs,
    link: { url: link, label: t.activation.label },
    after: [t.linkOnce(words.hours(ACTIVATION_CODE_HOURS)), t.notYou],
  });
}

/** Sent instead when someone registers with an email that already has an account, in the language they registered in. */
export function registrationAttemptEmail(to: Addressee, link: string, shopUrl: string): Mail {
  const { t, words, ...letter } = letterTo(to, shopUrl);
  return compose({
    ...letter,
    subject: t.registrationAttempt.subject,
    paragraphs: t.registrationAttempt.paragraphs,
    link: { url: link, label: t.setNewPassword },
    after: [t.linkOnce(words.hours(RESET_CODE_HOURS)), t.notYou],
  });
}

/** Sent when a password reset is asked for, in the language it was asked in. */
export function passwordResetEmail(to: Addressee, link: string, shopUrl: string): Mail {
  const { t, words, ...letter } = letterTo(to, shopUrl);
  return compose({
    ...letter,
    subject: t.passwordReset.subject,
    paragraphs: t.passwordReset.paragraphs,
    link: { url: link, label: t.setNewPassword },
    after: [`${t.linkOnce(words.hours(RESET_CODE_HOURS))} ${t.passwordReset.unchanged}`, t.notYou],
  });
}

/** Sent when the owner deleted the account: what went, what the law makes the shop keep, and that the email may register again. */
export function accountDeletedEmail(to: Addressee & { firstName: string }, shopUrl: string): Mail {
  const { t, words, ...letter } = letterTo(to, shopUrl);
  return compose({
    ...letter,
    greeting: words.greeting(to.firstName),
    subject: t.accountDeleted.subject,
    paragraphs: t.accountDeleted.paragraphs,
    link: { url: shopPageUrl(shopUrl, letter.language), label: t.accountDeleted.label },
    after: [t.accountDeleted.notAsked],
  });
}
