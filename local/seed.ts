/**
 * `npm run seed`: writes the demo data into the local DynamoDB unless it is there already.
 * Uses the DynamoDB Local of a running `npm start` (DYNAMODB_PORT, default 8000), or starts one
 * on DATA_DIR (default .data) for the time it takes.
 */
import path from 'node:path';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { dynamoClient, ensureTables, type LocalDynamo, startDynamo } from './dynamo.ts';
import { applyEnvironment, localQueueUrls, shopEnvironment } from './environment.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const port = Number(process.env.DYNAMODB_PORT ?? 8000);
const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
const stage = 'local';
// Seeding touches only DynamoDB; anything else it might call fails at once.
const dead = 'http://127.0.0.1:9';

let endpoint = `http://localhost:${port}`;
let started: LocalDynamo | undefined;
const probe = dynamoClient(endpoint);
const running = await probe.send(new ListTablesCommand({ Limit: 1 })).then(
  () => true,
  () => false,
);
probe.destroy();
if (running) {
  console.log(`Using the DynamoDB Local running on ${endpoint}`);
} else {
  started = await startDynamo({ port, dbPath: path.join(dataDir, 'dynamodb') });
  endpoint = started.endpoint;
  console.log(`Started DynamoDB Local on ${endpoint} (data in ${path.join(dataDir, 'dynamodb')})`);
}

try {
  const client = dynamoClient(endpoint);
  await ensureTables(client, stage);
  client.destroy();
  applyEnvironment(
    shopEnvironment({
      stage,
      dynamoEndpoint: endpoint,
      sqsEndpoint: dead,
      queueUrls: localQueueUrls(dead, stage),
      sesEndpoint: dead,
      stripeApiUrl: dead,
      shopUrl: `http://localhost:${process.env.PORT ?? 3000}`,
    }),
  );
  const { seedDemoData } = (await import('./seed/seed.ts')) as { seedDemoData(): Promise<{ seeded: boolean }> };
  const { seeded } = await seedDemoData();
  console.log(seeded ? 'Demo data written.' : 'Demo data was already there; nothing changed.');
} finally {
  await started?.stop();
}
