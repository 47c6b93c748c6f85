import { inject } from 'vitest';
import { applyEnvironment, localQueueUrl, shopEnvironment } from '../local/environment.ts';
import { testStage } from './stage.ts';

/**
 * Every test file starts with the environment a shop function would have, with fake
 * credentials and only DynamoDB reachable (the run's DynamoDB Local). SQS, SES and the payment
 * provider point at a dead port, so a call that escapes its mock fails loudly at once instead
 * of reaching out.
 */
export const DEAD_ENDPOINT = 'http://127.0.0.1:9';

const stage = testStage();
applyEnvironment(
  shopEnvironment({
    stage,
    dynamoEndpoint: inject('dynamoEndpoint'),
    sqsEndpoint: DEAD_ENDPOINT,
    queueUrls: { paymentEvents: localQueueUrl(DEAD_ENDPOINT, stage, 'paymentEvents') },
    sesEndpoint: DEAD_ENDPOINT,
    stripeApiUrl: DEAD_ENDPOINT,
    shopUrl: 'http://localhost:3000',
  }),
);
