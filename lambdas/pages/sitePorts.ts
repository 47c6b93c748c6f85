import { systemClock } from '../platform/clock.ts';
import { config } from '../platform/config.ts';
import { pageIndex } from '../platform/pageIndex.ts';
import { pageRenderer, siteFiles } from './siteFiles.ts';
import type { SitePorts } from './sitePages.ts';

/** What drawing a page takes, in AWS and on the local stack alike. */
export async function sitePorts(): Promise<SitePorts> {
  return {
    renderer: await pageRenderer(),
    files: siteFiles(),
    index: pageIndex(),
    origin: config.shopUrl(),
    now: () => systemClock.now(),
  };
}
