import { DeleteTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { physicalTableName, TABLES, type TableName } from '../../lambdas/tables.ts';
import { ensureTables, TABLES_WITHOUT_STREAMS } from '../../local/dynamo.ts';

/** Drops a stage's tables and creates them empty, without streams (TABLES_WITHOUT_STREAMS). */
export async function freshTables(client: DynamoDBClient, stage: string): Promise<void> {
  for (const table of Object.keys(TABLES) as TableName[]) {
    await client.send(new DeleteTableCommand({ TableName: physicalTableName(stage, table) })).catch(() => {});
  }
  await ensureTables(client, stage, TABLES_WITHOUT_STREAMS);
}
