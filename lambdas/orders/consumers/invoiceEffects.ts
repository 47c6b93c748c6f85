import type { SQSEvent } from 'aws-lambda';
import { systemClock } from '../../platform/clock.ts';
import { performQueuedEffects } from '../../platform/outbox.ts';
import { invoiceOutbox } from '../invoiceEffects.ts';

const outbox = invoiceOutbox({ clock: systemClock });

/** Invoices to issue and receipts to deliver to CIS that the orders' outbox handed over (lambdas/orders/effectLanes.ts). */
export const handler = (event: SQSEvent) => performQueuedEffects(outbox, systemClock, event);
