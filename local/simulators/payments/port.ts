import type { PaymentsPort } from '../ports.ts';
import { startPaymentSimulator } from './simulator.ts';

/** The payment simulator as the local stack runs it: at `http://localhost:<port>`, the address the shopper's browser is sent to. */
export const paymentsPort: PaymentsPort = {
  name: 'payment simulator',
  async start(options) {
    const simulator = await startPaymentSimulator({
      port: options.port,
      webhookUrl: options.webhookUrl,
      webhookSecret: options.webhookSecret,
      stateFile: options.stateFile,
    });
    return {
      url: simulator.url,
      operatorUrl: `${simulator.url}/_simulator`,
      answers: async () => {
        try {
          await fetch(simulator.url, { signal: AbortSignal.timeout(1500) });
          return true;
        } catch {
          return false;
        }
      },
      stop: () => simulator.close(),
    };
  },
};
