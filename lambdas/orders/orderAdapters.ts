import { customerOrders, dynamoOrderReader, getOrder, ordersIn, ordersWithEmail } from './dynamoOrderReader.ts';
import type { OrderReader } from './orderReader.ts';

/** The orders' reader wired to the shop's table, every read of it: the command line reads through it. */
export const shopOrderReader = dynamoOrderReader;

/**
 * The reads a function makes and no other, so its bundle holds only those: the back office's
 * desk reads an order, a state's orders and an email's; the profile and the verified-purchase
 * mark a customer's own.
 */
export const shopDeskOrders: Pick<OrderReader, 'order' | 'inState' | 'withEmail'> = {
  order: getOrder,
  inState: ordersIn,
  withEmail: ordersWithEmail,
};
export const shopCustomerOrders: Pick<OrderReader, 'ofCustomer'> = { ofCustomer: customerOrders };
