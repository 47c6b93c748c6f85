import type { ERacunPort } from '../ports.ts';
import { startLocalIntermediary } from './localIntermediary.ts';

/** The information intermediary's simulator with the shop as its one API user, every document checked by the schematrons. */
export const eRacunPort: ERacunPort = {
  name: 'eRačun intermediary simulator',
  async start(options) {
    const { simulator, secret } = await startLocalIntermediary(options.port, options.sellerOib);
    return { url: simulator.url, secret, stop: () => simulator.close() };
  },
};
