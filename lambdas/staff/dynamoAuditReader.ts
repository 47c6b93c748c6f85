import { QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../platform/dynamo.ts';
import type { AuditPart, AuditPosition, AuditReader } from './auditLog.ts';
import { type AuditItem, auditTable, monthPartition } from './dynamoAuditLog.ts';

/** The audit log in its own table, read (key layout in dynamoAuditLog.ts): the owners' reader alone holds this. */

const partOf = (page: QueryCommandOutput): AuditPart => {
  const entries = ((page.Items ?? []) as AuditItem[]).map(({ pk: _pk, sk: _sk, subjectKey: _subjectKey, ...entry }) => entry);
  return page.LastEvaluatedKey ? { entries, next: page.LastEvaluatedKey as AuditPosition } : { entries };
};

export const dynamoAuditReader: AuditReader = {
  async month(month, limit, from) {
    // DynamoDB is never handed a start key of the caller's making, nor one of another month.
    if (from && from.pk !== monthPartition(month)) return 'unknownPosition';
    const page = await dynamo().send(
      new QueryCommand({
        TableName: auditTable(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': monthPartition(month) },
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: from,
      }),
    );
    return partOf(page);
  },

  async subject(subjectKey, limit, from) {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: auditTable(),
        IndexName: 'bySubject',
        KeyConditionExpression: 'subjectKey = :subject',
        ExpressionAttributeValues: { ':subject': subjectKey },
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: from,
      }),
    );
    return partOf(page);
  },
};
