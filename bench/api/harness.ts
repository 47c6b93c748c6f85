import { fileURLToPath } from 'node:url';
import { SELLER } from '@shop/shared/brand';
import { applyEnvironment, shopEnvironment } from '../../local/environment.ts';
import { localImageUploads } from '../../local/imageUploads.ts';
import { makeTestCertificate, testFiscalSecret } from '../../local/simulators/cis/testCertificate.ts';
import { startMailServer } from '../../local/mail.ts';
import { startPaymentSimulator } from '../../local/simulators/payments/simulator.ts';
import { startLocalQueue } from '../../local/queue.ts';

/**
 * What the routes talk to besides DynamoDB while their cost is measured in one process: the
 * payment simulator (the real `stripe` SDK calls it), the local SES server and the queue
 * stand-in, whose consumer is a no-op (see queueSink/). The handlers' environment points at
 * them and at the given DynamoDB and stage; handler modules must be imported after this,
 * because they read their configuration at cold start.
 */
export interface ApiHarness {
  env: Record<string, string>;
  paymentsUrl: string;
  mailUrl: string;
  /** Host:port of each stand-in, so provider calls can be told from DynamoDB calls. */
  providerHosts: Record<string, string>;
  stop(): Promise<void>;
}

const QUEUE_SINK = fileURLToPath(new URL('./queueSink', import.meta.url));
/** Webhooks the simulator sends after a payment go nowhere: no consumer runs behind a measured request. */
const DEAD_WEBHOOK = 'http://127.0.0.1:9/api/payments/webhook';

export async function startApiHarness(options: { stage: string; dynamoEndpoint: string }): Promise<ApiHarness> {
  const stops: (() => Promise<void>)[] = [];
  try {
    const mail = await startMailServer({ port: 0 });
    stops.push(mail.stop);
    const queue = await startLocalQueue({ port: 0, stage: options.stage, handlersDir: QUEUE_SINK, quiet: true });
    stops.push(queue.stop);
    const env = shopEnvironment({
      stage: options.stage,
      dynamoEndpoint: options.dynamoEndpoint,
      sqsEndpoint: queue.endpoint,
      queueUrls: queue.urls,
      sesEndpoint: mail.url,
      stripeApiUrl: 'http://127.0.0.1:9',
      shopUrl: 'http://localhost:3000',
      // Issuing an invoice signs its ZKI: a test certificate of the run's own (the test setup
      // has one already); CIS is asked only by the outbox afterwards, never in a measured request.
      fiscalSecret: process.env.FISCAL_SECRET ?? testFiscalSecret(makeTestCertificate(SELLER.oib)),
      fiscalCisUrl: 'http://127.0.0.1:9',
    });
    const payments = await startPaymentSimulator({
      port: 0,
      webhookUrl: DEAD_WEBHOOK,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET as string,
      retryDelaysMs: [],
    });
    stops.push(payments.close);
    env.STRIPE_API_URL = payments.url;
    // The images desk's uploads and variants, in temporary folders (local/imageUploads.ts).
    Object.assign(env, localImageUploads(undefined).env);
    const restore = applyEnvironment(env);
    stops.push(async () => restore());
    // Configuration read before (the test setup's dead endpoints) must not stick.
    const { resetConfigForTests } = await import('../../lambdas/platform/config.ts');
    const { resetSecretsForTests } = await import('../../lambdas/platform/secrets.ts');
    resetConfigForTests();
    resetSecretsForTests();
    const host = (url: string) => new URL(url).host;
    return {
      env,
      paymentsUrl: payments.url,
      mailUrl: mail.url,
      providerHosts: { payments: host(payments.url), ses: host(mail.url), sqs: host(queue.endpoint) },
      async stop() {
        for (const stop of stops.reverse()) await stop().catch(() => {});
      },
    };
  } catch (error) {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    throw error;
  }
}
