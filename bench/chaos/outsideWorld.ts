import { existsSync, readFileSync } from 'node:fs';
import type { CisReceipt, SeenMail } from './audit.ts';
import type { TapEntry } from './outsideTap.ts';

/**
 * What the outside world took from the shop across every run of the stack, as the tap loaded
 * into the stack's process wrote it down (outsideTap.ts): every mail SES took, by its message id,
 * and every JIR CIS answered, by receipt number.
 */
export class OutsideWorld {
  constructor(readonly journal: string) {}

  private entries(): TapEntry[] {
    if (!existsSync(this.journal)) return [];
    return (
      readFileSync(this.journal, 'utf8')
        .split('\n')
        .filter(Boolean)
        // A line cut short by the kill is no whole entry: the answer it stood for never left either.
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as TapEntry];
          } catch {
            return [];
          }
        })
    );
  }

  mails(): (SeenMail & { to: string[] })[] {
    const byId = new Map<string, SeenMail & { to: string[] }>();
    for (const e of this.entries()) if (e.kind === 'mail') byId.set(e.messageId, { messageId: e.messageId, subject: e.subject, to: e.to });
    return [...byId.values()];
  }

  receipts(): CisReceipt[] {
    const seen = new Map<string, CisReceipt>();
    for (const e of this.entries()) if (e.kind === 'receipt') seen.set(`${e.number} ${e.jir}`, { number: e.number, jir: e.jir });
    return [...seen.values()];
  }

  /** Mails and receipts taken in the last `ms` before `at`: what the shop was sending out when a crash came. */
  takenBefore(at: number, ms: number): { mails: number; receipts: number } {
    const recent = this.entries().filter((e) => e.at > at - ms && e.at <= at);
    return { mails: recent.filter((e) => e.kind === 'mail').length, receipts: recent.filter((e) => e.kind === 'receipt').length };
  }
}
