import * as z from 'zod/mini';

/**
 * Every page drawn again, after a deploy that changed the build or the page function, or as the
 * local stack starts (docs/decisions/031): a fan-out over the `pageRedraws` queue whose every step
 * fits its function's timeout however large the catalog. `{ everyPage: true }` lists every page
 * (and every one the sitemap still names, so a lost removal is mended) and puts them back on the
 * queue in parts of `REDRAW_PART` addresses; each part is drawn by itself, retried by the queue
 * when it fails, and dead-lettered with an alarm after its receives, the others going on. Progress
 * is in the logs: the plan's count, then each part as `i of n`.
 */
export const REDRAW_PART = 10;

export const RedrawMessage = z.union([
  z.object({ everyPage: z.literal(true) }),
  z.object({ redraw: z.array(z.string()), part: z.number(), of: z.number() }),
]);
export type RedrawMessage = z.infer<typeof RedrawMessage>;

/** The message that asks for every page. */
export const EVERY_PAGE: RedrawMessage = { everyPage: true };

export interface RedrawPorts {
  /** Every address with a page, and every one the sitemap still names. */
  everyPage(): Promise<string[]>;
  /** Draws these pages (sitePages.ts `renderPages`). */
  draw(paths: readonly string[]): Promise<void>;
  /** Puts the parts on the queue. */
  enqueue(parts: readonly RedrawMessage[]): Promise<void>;
  log(message: string, details: Record<string, unknown>): void;
}

export async function redraw(message: RedrawMessage, ports: RedrawPorts): Promise<void> {
  if ('everyPage' in message) {
    const paths = [...new Set(await ports.everyPage())];
    const of = Math.ceil(paths.length / REDRAW_PART);
    const parts = Array.from({ length: of }, (_, i) => ({ redraw: paths.slice(i * REDRAW_PART, (i + 1) * REDRAW_PART), part: i + 1, of }));
    await ports.enqueue(parts);
    ports.log('every page to be drawn again', { pages: paths.length, parts: of });
    return;
  }
  await ports.draw(message.redraw);
  ports.log('pages drawn again', { part: message.part, of: message.of, pages: message.redraw.length });
}
