/** The back office's newsletter desk (docs/decisions/042): owners only, the addresses being personal data. */

export interface SubscriberRow {
  email: string;
  confirmedAt: string;
}

/** GET /api/admin/newsletter/subscribers */
export interface SubscriberList {
  data: SubscriberRow[];
}

/** GET /api/admin/newsletter/export: the same CSV as `npm run admin -- newsletter export`. */
export interface SubscriberExport {
  filename: string;
  csv: string;
  count: number;
}
