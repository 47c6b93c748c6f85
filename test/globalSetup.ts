import type { TestProject } from 'vitest/node';
import { SELLER } from '@shop/shared/brand';
import { dynamoClient, ensureTables, type LocalDynamo, startDynamo, TABLES_WITHOUT_STREAMS } from '../local/dynamo.ts';
import { makeTestCertificate, testFiscalSecret } from '../local/simulators/cis/testCertificate.ts';
import './fiscal.ts';
import { dynamoOfPool, testStage } from './stage.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DynamoDB Local for each worker of this test run, in memory, as a JSON array by pool id. */
    dynamoEndpoints: string;
  }
}

/**
 * A DynamoDB Local for each worker of the run, in memory on a free port: one instance answers one
 * client at a time well and two badly. Each worker has its own set of tables (stage
 * `test-<pool id>`) on its own instance, so integration tests that clear tables between cases
 * never wipe what a test file in another worker is using. The tables have no streams
 * (TABLES_WITHOUT_STREAMS: a stream's records slow DynamoDB Local down for the rest of the run);
 * local/streams.test.ts makes its own.
 */
export default async function setup(project: TestProject) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const dynamos = await Promise.all(Array.from({ length: workers }, () => startDynamo({ port: 0 })));
  try {
    for (let poolId = 1; poolId <= Math.max(workers, 4); poolId++) {
      const client = dynamoClient((dynamos[dynamoOfPool(poolId, workers)] as LocalDynamo).endpoint);
      try {
        await ensureTables(client, testStage(String(poolId)), TABLES_WITHOUT_STREAMS);
      } finally {
        client.destroy();
      }
    }
  } catch (error) {
    await Promise.all(dynamos.map((dynamo) => dynamo.stop()));
    throw error;
  }
  project.provide('dynamoEndpoints', JSON.stringify(dynamos.map((dynamo) => dynamo.endpoint)));
  const fiscal = makeTestCertificate(SELLER.oib);
  project.provide('fiscalSecret', testFiscalSecret(fiscal));
  project.provide('fiscalCaPem', fiscal.caPem);
  project.provide('fiscalCertificate', JSON.stringify(fiscal));
  return async () => {
    await Promise.all(dynamos.map((dynamo) => dynamo.stop()));
  };
}
