import { systemClock } from '../../platform/clock.ts';
import { queuedEffects } from '../../platform/outbox.ts';
import { invoiceOutbox } from '../invoiceEffects.ts';

const outbox = invoiceOutbox({ clock: systemClock });

/** Invoices to issue and receipts to deliver to CIS that the orders' outbox handed over (lambdas/orders/effectLanes.ts). */
export const handler = queuedEffects('invoiceEffects', outbox, systemClock);
