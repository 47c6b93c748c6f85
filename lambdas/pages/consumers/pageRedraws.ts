import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { log } from '../../platform/log.ts';
import { jsonBody, queueConsumer } from '../../platform/queueBatch.ts';
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

export function redrawPages(event: SQSEvent, ports: RedrawPorts): Promise<SQSBatchResponse> {
  return queueConsumer<RedrawMessage>({
    queue: 'pageRedraws',
    what: 'page redraw',
    read: jsonBody(RedrawMessage),
    handle: (message) => redraw(message, ports),
  })(event);
}
