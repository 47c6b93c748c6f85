import { PICKUP_LOCATIONS } from '@shop/shared/shipping';
import { formatEuro } from '@shop/shared/money';
import { bankTransferEmail, type EmailContent, orderStepEmail, transferCancelledEmail } from '../invoices/invoiceEmail.ts';
import type { OrderMail } from './orderLifecycle.ts';
import type { OrderRecord } from './orderRecord.ts';

/**
 * Whom a mail greets. Only an order its logged-in customer placed for their own email is mailed
 * in a name: any other order's email was typed by whoever placed it, and was never confirmed,
 * so its mails carry nothing that caller chose (the lines, amounts and numbers are the shop's).
 */
const customerName = (order: OrderRecord) =>
  order.placedByCustomer ? `${order.deliveryAddress.firstName} ${order.deliveryAddress.lastName}`.trim() : undefined;

/** The order's page, which shows it as charged and where it stands. */
export const orderPageUrl = (order: Pick<OrderRecord, 'id'>, shopUrl: string) => `${shopUrl}/order-success/${order.id}`;

function summaryFacts(order: OrderRecord): [string, string][] {
  return [
    ...order.lines.map((line): [string, string] => [
      `${line.quantity} × ${line.productName} (${line.productColorName}), ${line.size}`,
      formatEuro(line.amount),
    ]),
    ...(order.shipping > 0 ? [['Shipping', formatEuro(order.shipping)] as [string, string]] : []),
    ...(order.giftCard && order.giftCard.applied > 0 ? [['Gift card', `−${formatEuro(order.giftCard.applied)}`] as [string, string]] : []),
    ['Total', formatEuro(order.total)],
  ];
}

function pickupPlace(order: OrderRecord): string {
  const place = PICKUP_LOCATIONS[order.deliveryLocation];
  return `${place.name}, ${place.address}`;
}

/** The mail for one step of an order's life, written from the order as it is now. */
export function orderMail(kind: OrderMail, order: OrderRecord, shopUrl: string): EmailContent {
  const links = { shopUrl };
  const name = customerName(order);
  const base = { customerName: name, link: { text: 'Your order', url: orderPageUrl(order, shopUrl) } };
  const n = order.number;
  switch (kind) {
    case 'confirmation':
      return orderStepEmail(
        {
          ...base,
          subject: `Your order ${n} is confirmed`,
          paragraphs: [
            `Thank you for your order ${n}. We have received your payment and will get your pieces ready.`,
            order.deliveryMethod === 'PICK_UP'
              ? `We will write again when it is ready for pickup at ${pickupPlace(order)}.`
              : 'We will write again when it is on its way, with a link to follow the parcel.',
          ],
          facts: summaryFacts(order),
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
      return orderStepEmail(
        {
          ...base,
          subject: `Your order ${n} is cancelled`,
          paragraphs: [
            `We have cancelled your order ${n} and put its pieces back on the shelf. Nothing was charged, and you owe us nothing.`,
            'If you did not ask for this, or have sent a bank transfer in the meantime, reply to this email and we will sort it out.',
            'You are welcome to order again at any time.',
          ],
          facts: summaryFacts(order),
        },
        links,
      );
    case 'paymentFailed':
      return orderStepEmail(
        {
          ...base,
          subject: `The payment for order ${n} did not go through`,
          paragraphs: [
            `The payment provider told us that the payment for your order ${n} failed, so the order is cancelled and nothing was charged.`,
            'You are welcome to order again at any time.',
          ],
        },
        links,
      );
    case 'packed':
      return orderStepEmail(
        { ...base, subject: `Your order ${n} is packed`, paragraphs: [`Your order ${n} is packed and will leave us soon.`] },
        links,
      );
    case 'shipped':
      return orderStepEmail(
        {
          ...base,
          subject: `Your order ${n} is on its way`,
          paragraphs: [`Your order ${n} has left our workshop with ${order.shipment?.carrier ?? 'the carrier'}.`],
          ...(order.shipment ? { link: { text: 'Follow your parcel', url: order.shipment.trackingUrl } } : {}),
        },
        links,
      );
    case 'readyForPickup':
      return orderStepEmail(
        {
          ...base,
          subject: `Your order ${n} is ready for pickup`,
          paragraphs: [`Your order ${n} is ready for you at ${pickupPlace(order)}. Please bring the order number with you.`],
        },
        links,
      );
    case 'delivered':
      return orderStepEmail(
        {
          ...base,
          subject: `Your order ${n} has arrived`,
          paragraphs: [`The carrier tells us your order ${n} was delivered. We hope you enjoy it.`],
        },
        links,
      );
    case 'pickedUp':
      return orderStepEmail(
        { ...base, subject: `Thank you for picking up order ${n}`, paragraphs: [`You picked up your order ${n}. We hope you enjoy it.`] },
        links,
      );
    case 'refunded':
      return orderStepEmail(
        {
          ...base,
          subject: `A refund for your order ${n}`,
          paragraphs: [
            `We have refunded ${formatEuro(order.refunded ?? 0)} of your order ${n} through the payment provider.`,
            'Depending on your bank it reaches your account within 5 to 10 business days.',
          ],
        },
        links,
      );
    case 'lateMoneyRefunded':
      return orderStepEmail(
        {
          ...base,
          subject: `Your payment for order ${n} is on its way back`,
          paragraphs: [
            `Your payment for order ${n} reached us after the order had been cancelled, so we could not keep its pieces for you.`,
            `We have refunded the whole amount, ${formatEuro(order.refunded ?? order.total)}, through the payment provider. Depending on your bank it reaches your account within 5 to 10 business days.`,
            'You are welcome to order again at any time.',
          ],
        },
        links,
      );
  }
}
