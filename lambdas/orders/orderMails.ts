import type { Language } from '@shop/shared/language';
import { formatEuro } from '@shop/shared/money';
import { type DeliveryLocation, PICKUP_LOCATIONS } from '@shop/shared/shipping';
import { ORDER_ROW_LABELS, orderRows } from '@shop/shared/orderRows';
import { sizeLabel } from '@shop/shared/sizeWords';
import { bankTransferEmail, transferCancelledEmail } from '../invoices/invoiceEmail.ts';
import type { CustomerRecord } from '../accounts/customerRecord.ts';
import { type EmailContent, orderStepEmail } from '../invoices/mailLayout.ts';
import { shopPageUrl } from '../platform/mailLanguage.ts';
import type { OrderMail } from './orderLifecycle.ts';
import { languageOfOrder, type OrderRecord } from './orderRecord.ts';
import { orderAmountsOf } from './orderSummary.ts';

/** The shop's account under the order's email, as far as its mails may greet by it. */
export type MailAccount = Pick<CustomerRecord, 'firstName' | 'status'>;

/**
 * Whom a mail greets, by first name. The mail goes to the order's email, so an ACTIVE account
 * under it (its owner confirmed the address) names its reader best, also when the delivery is for
 * someone else. Without one, an order its logged-in customer placed for their own email greets
 * by the delivery address's first name. Any other order's email was typed by whoever placed it,
 * and was never confirmed, so its mails carry nothing that caller chose (the lines, amounts and
 * numbers are the shop's) and greet nobody by name.
 */
const customerName = (order: OrderRecord, account?: MailAccount): string | undefined =>
  (account?.status === 'ACTIVE' && account.firstName?.trim()) ||
  (order.placedByCustomer && order.deliveryAddress.firstName?.trim()) ||
  undefined;

/** The order's page, which shows it as charged and where it stands, in the order's language. */
export const orderPageUrl = (order: Pick<OrderRecord, 'id' | 'language'>, shopUrl: string) =>
  shopPageUrl(shopUrl, languageOfOrder(order), `/order-success/${order.id}`);

/** Where the withdrawal function, the model form and the returns page are, in the order's language. */
type WithdrawalLinks = { function: string; form: string; returns: string };

/** What a mail of one step says: its subject and paragraphs, from the order number and the step's facts. */
type Step = { subject: (n: string) => string; paragraphs: (n: string) => string[] };

/** The texts of the order's mails in each language (docs/decisions/047). */
const en = {
  yourOrder: 'Your order',
  rows: ORDER_ROW_LABELS.en,
  total: 'Total',
  pickupPlaces: {
    OFFICE: PICKUP_LOCATIONS.OFFICE.name,
    STORE_KAPTOL: PICKUP_LOCATIONS.STORE_KAPTOL.name,
  } satisfies Record<DeliveryLocation, string>,
  orderAgain: 'You are welcome to order again at any time.',
  inBank: 'Depending on your bank it reaches your account within 5 to 10 business days.',
  confirmation: {
    subject: (n: string) => `Your order ${n} is confirmed`,
    thanks: (n: string) => `Thank you for your order ${n}. We have received your payment and will get your pieces ready.`,
    pickup: (place: string) => `We will write again when it is ready for pickup at ${place}.`,
    delivery: 'We will write again when it is on its way, with a link to follow the parcel.',
    /** Consumer Rights Directive Art. 8(7) with 6(1)(h): the right of withdrawal, how to use it, and the model form, on a durable medium. */
    withdrawal: (links: WithdrawalLinks) => [
      `You may withdraw from this purchase within 14 days of receiving it, without giving a reason: through our withdrawal function, "Withdraw from contract here" (${links.function}), with the model withdrawal form (${links.form}), or in your own words by email or by post. It is enough to send it before the 14 days are over.`,
      `We refund what you paid, standard delivery included, without undue delay and within 14 days of your statement, to the means you paid with; the cost of sending the items back is yours. Everything about it: ${links.returns}.`,
    ],
  },
  cancelled: {
    subject: (n: string) => `Your order ${n} is cancelled`,
    paragraphs: (n: string) => [
      `We have cancelled your order ${n} and put its pieces back on the shelf. Nothing was charged, and you owe us nothing.`,
      'If you did not ask for this, or have sent a bank transfer in the meantime, reply to this email and we will sort it out.',
    ],
  } satisfies Step,
  paymentFailed: {
    subject: (n: string) => `The payment for order ${n} did not go through`,
    paragraphs: (n: string) => [
      `The payment provider told us that the payment for your order ${n} failed, so the order is cancelled and nothing was charged.`,
    ],
  } satisfies Step,
  packed: {
    subject: (n: string) => `Your order ${n} is packed`,
    paragraphs: (n: string) => [`Your order ${n} is packed and will leave us soon.`],
  } satisfies Step,
  shipped: {
    subject: (n: string) => `Your order ${n} is on its way`,
    left: (n: string, carrier?: string) => `Your order ${n} has left our workshop with ${carrier ?? 'the carrier'}.`,
    follow: 'Follow your parcel',
  },
  readyForPickup: {
    subject: (n: string) => `Your order ${n} is ready for pickup`,
    ready: (n: string, place: string) => `Your order ${n} is ready for you at ${place}. Please bring the order number with you.`,
  },
  delivered: {
    subject: (n: string) => `Your order ${n} has arrived`,
    paragraphs: (n: string) => [`The carrier tells us your order ${n} was delivered. We hope you enjoy it.`],
  } satisfies Step,
  pickedUp: {
    subject: (n: string) => `Thank you for picking up order ${n}`,
    paragraphs: (n: string) => [`You picked up your order ${n}. We hope you enjoy it.`],
  } satisfies Step,
  refunded: {
    subject: (n: string) => `A refund for your order ${n}`,
    refunded: (amount: string, n: string) => `We have refunded ${amount} of your order ${n} through the payment provider.`,
  },
  lateMoneyRefunded: {
    subject: (n: string) => `Your payment for order ${n} is on its way back`,
    late: (n: string) =>
      `Your payment for order ${n} reached us after the order had been cancelled, so we could not keep its pieces for you.`,
    refunded: (amount: string) => `We have refunded the whole amount, ${amount}, through the payment provider.`,
  },
  cashBalanceReturned: {
    lateSubject: (n: string) => `We have returned your late transfer for order ${n}`,
    late: (amount: string, n: string) =>
      `Your bank transfer for order ${n} reached us after the order had been cancelled, so we could not keep its pieces for you. We have returned your late transfer of ${amount}.`,
    overpaidSubject: (n: string) => `We have returned what you paid beyond order ${n}`,
    overpaid: (amount: string, n: string) =>
      `Your bank transfer for order ${n} was more than its total. The order is paid, and we have returned the ${amount} beyond it.`,
    how: 'Our payment provider, Stripe, sends it back to your bank account. It will email you at this address, and if it does not know your account yet it asks you for it there: please answer within 45 days.',
  },
};

const hr: typeof en = {
  yourOrder: 'Vaša narudžba',
  rows: ORDER_ROW_LABELS.hr,
  total: 'Ukupno',
  pickupPlaces: { OFFICE: 'Ured', STORE_KAPTOL: 'Trgovina Kaptol' },
  orderAgain: 'Uvijek ste nam dobrodošli s novom narudžbom.',
  inBank: 'Ovisno o Vašoj banci, novac će na Vaš račun stići u roku od 5 do 10 radnih dana.',
  confirmation: {
    subject: (n) => `Vaša narudžba ${n} je potvrđena`,
    thanks: (n) => `Hvala Vam na narudžbi ${n}. Zaprimili smo Vašu uplatu i počinjemo pripremati Vaše komade.`,
    pickup: (place) => `Javit ćemo Vam se čim narudžba bude spremna za preuzimanje (${place}).`,
    delivery: 'Javit ćemo Vam se ponovno kad narudžba krene prema Vama, s poveznicom za praćenje pošiljke.',
    withdrawal: (links) => [
      `Od ove kupnje možete odustati u roku od 14 dana od primitka, bez navođenja razloga: putem naše funkcije za odustajanje, „Odustanite od ugovora ovdje” (${links.function}), obrascem za jednostrani raskid ugovora (${links.form}) ili vlastitim riječima e-poštom ili poštom. Dovoljno je da izjavu pošaljete prije isteka roka od 14 dana.`,
      `Vraćamo Vam sve što ste platili, uključujući standardnu dostavu, bez nepotrebnog odgađanja i najkasnije u roku od 14 dana od Vaše izjave, na način na koji ste platili; trošak povrata robe snosite Vi. Sve o tome: ${links.returns}.`,
    ],
  },
  cancelled: {
    subject: (n) => `Vaša narudžba ${n} je otkazana`,
    paragraphs: (n) => [
      `Otkazali smo Vašu narudžbu ${n} i vratili njezine proizvode na policu. Ništa Vam nije naplaćeno i ništa nam ne dugujete.`,
      'Ako to niste tražili ili ste u međuvremenu već poslali uplatu, odgovorite na ovaj e-mail i sve ćemo riješiti.',
    ],
  },
  paymentFailed: {
    subject: (n) => `Plaćanje narudžbe ${n} nije uspjelo`,
    paragraphs: (n) => [
      `Pružatelj usluge plaćanja javio nam je da plaćanje Vaše narudžbe ${n} nije uspjelo pa je narudžba otkazana i ništa Vam nije naplaćeno.`,
    ],
  },
  packed: {
    subject: (n) => `Vaša narudžba ${n} je zapakirana`,
    paragraphs: (n) => [`Vaša narudžba ${n} je zapakirana i uskoro kreće na put.`],
  },
  shipped: {
    subject: (n) => `Vaša narudžba ${n} je na putu`,
    left: (n, carrier) =>
      carrier
        ? `Vaša narudžba ${n} krenula je iz naše radionice, a dostavlja je ${carrier}.`
        : `Vaša narudžba ${n} krenula je iz naše radionice i predana je dostavnoj službi.`,
    follow: 'Pratite svoju pošiljku',
  },
  readyForPickup: {
    subject: (n) => `Vaša narudžba ${n} spremna je za preuzimanje`,
    ready: (n, place) => `Vaša narudžba ${n} spremna je i čeka Vas: ${place}. Molimo Vas da sa sobom ponesete broj narudžbe.`,
  },
  delivered: {
    subject: (n) => `Vaša narudžba ${n} je stigla`,
    paragraphs: (n) => [`Dostavna služba javlja nam da je Vaša narudžba ${n} isporučena. Nadamo se da ćete uživati u njoj.`],
  },
  pickedUp: {
    subject: (n) => `Hvala Vam što ste preuzeli narudžbu ${n}`,
    paragraphs: (n) => [`Preuzeli ste svoju narudžbu ${n}. Nadamo se da ćete uživati u njoj.`],
  },
  refunded: {
    subject: (n) => `Povrat novca za Vašu narudžbu ${n}`,
    refunded: (amount, n) => `Za Vašu narudžbu ${n} vratili smo Vam ${amount} putem pružatelja usluge plaćanja.`,
  },
  lateMoneyRefunded: {
    subject: (n) => `Vraćamo Vam uplatu za narudžbu ${n}`,
    late: (n) =>
      `Vaša uplata za narudžbu ${n} stigla je nakon što je narudžba već bila otkazana pa njezine proizvode nismo mogli sačuvati za Vas.`,
    refunded: (amount) => `Cijeli iznos od ${amount} vratili smo Vam putem pružatelja usluge plaćanja.`,
  },
  cashBalanceReturned: {
    lateSubject: (n) => `Vratili smo Vam zakašnjelu uplatu za narudžbu ${n}`,
    late: (amount, n) =>
      `Vaša uplata za narudžbu ${n} stigla je nakon što je narudžba već bila otkazana pa njezine proizvode nismo mogli sačuvati za Vas. Vratili smo Vam zakašnjelu uplatu od ${amount}.`,
    overpaidSubject: (n) => `Vratili smo Vam preplaćeni iznos za narudžbu ${n}`,
    overpaid: (amount, n) =>
      `Vaša uplata za narudžbu ${n} bila je veća od njezina ukupnog iznosa. Narudžba je plaćena, a razliku od ${amount} vratili smo Vam.`,
    how: 'Novac Vam na bankovni račun vraća naš pružatelj usluge plaćanja, Stripe. Javit će Vam se e-poštom na ovu adresu, a ako još ne zna Vaš račun, ondje će Vas zamoliti za njega: molimo Vas da odgovorite u roku od 45 dana.',
  },
};

const TEXT: Record<Language, typeof en> = { en, hr };

/**
 * The order in rows that add up: its lines as charged (named as the order keeps them, in its
 * language, the size in its words), then the rows every page shows above an order's total
 * (shared/src/orderRows.ts: what the code took off, the subtotal, shipping, the 1 € floor's
 * charge, the gift card), from the figures the order keeps, and the total.
 */
function summaryFacts(order: OrderRecord, t: typeof en): [string, string][] {
  const signed = (amount: number) => (amount < 0 ? `−${formatEuro(-amount)}` : formatEuro(amount));
  return [
    ...order.lines.map((line): [string, string] => [
      `${line.quantity} × ${line.productName} (${line.productColorName}), ${sizeLabel(line.size, languageOfOrder(order))}`,
      formatEuro(line.amount),
    ]),
    ...orderRows(orderAmountsOf(order), t.rows).map((row): [string, string] => [
      row.detail ? `${row.label} (${row.detail})` : row.label,
      signed(row.amount),
    ]),
    [t.total, formatEuro(order.total)],
  ];
}

function pickupPlace(order: OrderRecord, t: typeof en): string {
  return `${t.pickupPlaces[order.deliveryLocation]}, ${PICKUP_LOCATIONS[order.deliveryLocation].address}`;
}

/** The mail for one step of an order's life, written from the order as it is now, in the order's language. */
export function orderMail(kind: OrderMail, order: OrderRecord, shopUrl: string, account?: MailAccount): EmailContent {
  const language = languageOfOrder(order);
  const t = TEXT[language];
  const links = { shopUrl, language };
  const name = customerName(order, account);
  const base = { customerName: name, link: { text: t.yourOrder, url: orderPageUrl(order, shopUrl) } };
  const n = order.number;
  const step = (texts: Step, more: { paragraphs?: string[]; facts?: [string, string][] } = {}) =>
    orderStepEmail(
      {
        ...base,
        subject: texts.subject(n),
        paragraphs: [...texts.paragraphs(n), ...(more.paragraphs ?? [])],
        ...(more.facts ? { facts: more.facts } : {}),
      },
      links,
    );
  switch (kind) {
    case 'confirmation':
      return orderStepEmail(
        {
          ...base,
          subject: t.confirmation.subject(n),
          paragraphs: [
            t.confirmation.thanks(n),
            order.deliveryMethod === 'PICK_UP' ? t.confirmation.pickup(pickupPlace(order, t)) : t.confirmation.delivery,
            ...t.confirmation.withdrawal({
              function: shopPageUrl(shopUrl, language, '/withdrawal'),
              // The model form is one file for both languages, at the site's root.
              form: `${shopUrl}/model-withdrawal-form.txt`,
              returns: shopPageUrl(shopUrl, language, '/returns'),
            }),
          ],
          facts: summaryFacts(order, t),
        },
        links,
      );
    case 'transferDetails':
      return bankTransferEmail(
        {
          orderNumber: n,
          total: order.total,
          customerName: name,
          ...(order.transfer ? { transfer: order.transfer } : {}),
        },
        links,
      );
    case 'transferCancelled':
      return transferCancelledEmail({ orderNumber: n, total: order.total, customerName: name, placedAt: order.createdAt }, links);
    case 'cancelled':
      return step(t.cancelled, { paragraphs: [t.orderAgain], facts: summaryFacts(order, t) });
    case 'paymentFailed':
      return step(t.paymentFailed, { paragraphs: [t.orderAgain] });
    case 'packed':
      return step(t.packed);
    case 'shipped':
      return orderStepEmail(
        {
          ...base,
          subject: t.shipped.subject(n),
          paragraphs: [t.shipped.left(n, order.shipment?.carrier)],
          ...(order.shipment ? { link: { text: t.shipped.follow, url: order.shipment.trackingUrl } } : {}),
        },
        links,
      );
    case 'readyForPickup':
      return orderStepEmail(
        { ...base, subject: t.readyForPickup.subject(n), paragraphs: [t.readyForPickup.ready(n, pickupPlace(order, t))] },
        links,
      );
    case 'delivered':
      return step(t.delivered);
    case 'pickedUp':
      return step(t.pickedUp);
    case 'refunded':
      return orderStepEmail(
        { ...base, subject: t.refunded.subject(n), paragraphs: [t.refunded.refunded(formatEuro(order.refunded ?? 0), n), t.inBank] },
        links,
      );
    case 'lateMoneyRefunded':
      return orderStepEmail(
        {
          ...base,
          subject: t.lateMoneyRefunded.subject(n),
          paragraphs: [
            t.lateMoneyRefunded.late(n),
            `${t.lateMoneyRefunded.refunded(formatEuro(order.refunded ?? order.total))} ${t.inBank}`,
            t.orderAgain,
          ],
        },
        links,
      );
  }
}

/**
 * The mail that money held for the order by the provider (a late transfer, or more than the
 * order's total) is on its way back (lambdas/orders/cashBalanceReturns.ts), in the order's language.
 */
export function cashBalanceReturnedMail(
  order: OrderRecord,
  returned: { amount: number; reason: 'late' | 'overpaid' },
  shopUrl: string,
  account?: MailAccount,
): EmailContent {
  const language = languageOfOrder(order);
  const t = TEXT[language].cashBalanceReturned;
  const n = order.number;
  const amount = formatEuro(returned.amount);
  const late = returned.reason === 'late';
  return orderStepEmail(
    {
      customerName: customerName(order, account),
      link: { text: TEXT[language].yourOrder, url: orderPageUrl(order, shopUrl) },
      subject: late ? t.lateSubject(n) : t.overpaidSubject(n),
      paragraphs: [late ? t.late(amount, n) : t.overpaid(amount, n), t.how, ...(late ? [TEXT[language].orderAgain] : [])],
    },
    { shopUrl, language },
  );
}
