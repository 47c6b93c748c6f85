import type { TestProject } from 'vitest/node';
import { SELLER } from '@shop/shared/brand';
import { dynamoClient, ensureTables, startDynamo } from '../local/dynamo.ts';
import { makeTestCertificate, testFiscalSecret } from '../local/simulators/cis/testCertificate.ts';
import './fiscal.ts';
import { testStage } from './stage.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** DynamoDB Local for this test run, in memory. */
    dynamoEndpoint: string;
  }
}

/**
 * One DynamoDB Local for the whole run, in memory on a free port. Each worker gets its own
 * set of tables (stage `test-<pool id>`), so integration tests that clear tables between
 * cases never wipe what a test file in another worker is using.
 */
export default async function setup(project: TestProject) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const dynamo = await startDynamo({ port: 0 });
  const client = dynamoClient(dynamo.endpoint);
  try {
    const workers = Math.max(1, Number(project.config.maxWorkers) || 1, 4);
    for (let poolId = 1; poolId <= workers; poolId++) await ensureTables(client, testStage(String(poolId)));
  } catch (error) {
    await dynamo.stop();
    throw error;
  } finally {
    client.destroy();
  }
  project.provide('dynamoEndpoint', dynamo.endpoint);
  const fiscal = makeTestCertificate(SELLER.oib);
  project.provide('fiscalSecret', testFiscalSecret(fiscal));
  project.provide('fiscalCaPem', fiscal.caPem);
  project.provide('fiscalCertificate', JSON.stringify(fiscal));
  return async () => {
    await dynamo.stop();
  };
}
