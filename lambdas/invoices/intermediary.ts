/**
 * The port the shop exchanges eRačuns through: an information intermediary (informacijski
 * posrednik, Zakon o fiskalizaciji NN 89/25) takes the UBL, checks it, and delivers it to the
 * buyer's own intermediary. The use cases know nothing of its API (mojERacun.ts is the real one,
 * local/simulators/eracun/intermediarySimulator.ts speaks the same API on `npm start` and in tests;
 * docs/decisions/056-eracun-intermediary.md).
 */
export interface EInvoiceIntermediary {
  /**
   * Sends one eRačun. Never throws for the intermediary's own failures: `refused` is its word on
   * this document (sending it again would be refused again), `unanswered` that it could not be
   * asked or did not say (tried again later).
   */
  send(input: { invoiceNumber: string; buyerOib: string; ubl: string }): Promise<SendOutcome>;
  /**
   * What the intermediary holds under an invoice number the shop sent: asked before sending again
   * after an unanswered try, since the document may have arrived although its answer did not.
   */
  find(invoiceNumber: string): Promise<FindOutcome>;
}

export type SendOutcome =
  | { status: 'sent'; documentId: string }
  | { status: 'refused'; errors: string[] }
  | { status: 'unanswered'; reason: string };

export type FindOutcome =
  | { status: 'found'; documentId: string; state: DeliveryState }
  | { status: 'none' }
  | { status: 'unanswered'; reason: string };

/** Where an eRačun is on its way to the buyer, as the intermediary tells it. */
export type DeliveryState = 'processing' | 'sent' | 'delivered' | 'cancelled' | 'failed';
