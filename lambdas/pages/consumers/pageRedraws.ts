import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { correlate, log } from '../../platform/log.ts';
import { sendAllToQueue } from '../../platform/queue.ts';
import { RedrawMessage, type RedrawPorts, redraw } from '../redraw.ts';
import { everyPagePath, listedPagePaths, renderPages } from '../sitePages.ts';
import { sitePorts } from '../sitePorts.ts';

/** The redraw's ports on the site's files, the tables and the queue. */
async function redrawPorts(): Promise<RedrawPorts> {
  const site = await sitePorts();
  return {
    everyPage: async () => [...(await everyPagePath()), ...(await listedPagePaths(site.files))],
    draw: (paths) => renderPages(paths, site),
    enqueue: (parts) => sendAllToQueue('pageRedraws', parts),
    log: (message, details) => log.info(message, details),
  };
}

/**
 * Consumer of the `pageRedraws` queue: a redraw of every page, planned into parts and then drawn
 * part by part (lambdas/pages/redraw.ts). A message that fails is reported alone and comes again;
 * one that is no redraw message is logged with why and, after its receives, dead-lettered.
 */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => redrawPages(event, await redrawPorts());

export async function redrawPages(event: SQSEvent, ports: RedrawPorts): Promise<SQSBatchResponse> {
  const failed: string[] = [];
  for (const record of event.Records) {
    correlate(record.messageId);
    try {
      const parsed = z.safeParse(RedrawMessage, JSON.parse(record.body));
      if (!parsed.success) throw new Error(`not a redraw message: ${z.prettifyError(parsed.error)}`);
      await redraw(parsed.data, ports);
    } catch (error) {
      log.error('a page redraw failed; it comes again', { messageId: record.messageId, error });
      failed.push(record.messageId);
    }
  }
  return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
}
