/**
 * The content table's `byPerson` index (personKey, createdAt) finds what the shop keeps about
 * one person without a Scan, for the data export and account deletion
 * (docs/decisions/024-personal-data.md): an account's reviews by its id, and an address's
 * back-in-stock notices and contact messages by the email. The index is sparse: only items
 * that name a person carry `personKey`.
 */
export const PERSON_INDEX = 'byPerson';
export const customerPersonKey = (customerId: string) => `CUSTOMER#${customerId}`;
export const emailPersonKey = (email: string) => `EMAIL#${email.trim().toLowerCase()}`;
