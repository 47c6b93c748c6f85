import { invokedInvoicePdf } from '../invoices/invoicePdfFunction.ts';
import { systemClock } from '../platform/clock.ts';
import { config } from '../platform/config.ts';
import { createSesMailer } from '../platform/mailer.ts';
import type { MailPorts } from './invoiceMailEffect.ts';

/** The real adapters the mail lane (effectLanes.ts) is performed with; created once per container. */
export function mailPorts(clock = systemClock): MailPorts {
  return { mailer: createSesMailer(), clock, shopUrl: config.shopUrl(), drawInvoicePdf: invokedInvoicePdf };
}
