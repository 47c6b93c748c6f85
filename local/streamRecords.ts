import type { _Record as StreamRecord } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBRecord } from 'aws-lambda';

/**
 * Stream records as Lambda's DynamoDB event source hands them over, made from what the
 * DynamoDB Streams API returns (see streams.ts).
 */

/**
 * A record as Lambda delivers it: JSON, so the creation time is in epoch seconds and binary
 * attribute values are base64 text, with the event source's fields filled in.
 */
export function lambdaRecord(record: StreamRecord, streamArn: string, region: string): DynamoDBRecord {
  const event = asEventJson(record) as DynamoDBRecord;
  if (event.dynamodb) {
    for (const image of ['Keys', 'OldImage', 'NewImage'] as const) {
      const attributes = event.dynamodb[image];
      if (attributes) event.dynamodb[image] = withEmptyMaps(attributes) as typeof attributes;
    }
  }
  return {
    ...event,
    eventSource: 'aws:dynamodb',
    eventVersion: record.eventVersion ?? '1.1',
    awsRegion: region,
    eventSourceARN: streamArn,
  };
}

/**
 * DynamoDB Local's stream writes an empty map as `{}` instead of `{ "M": {} }` (AWS writes the
 * latter), which `unmarshall` rejects; an attribute value is never empty otherwise.
 */
function withEmptyMaps(attributes: Record<string, unknown>): Record<string, unknown> {
  const repair = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const attribute = value as { M?: Record<string, unknown>; L?: unknown[] };
    if (Object.keys(attribute).length === 0) return { M: {} };
    if (attribute.M) return { M: withEmptyMaps(attribute.M) };
    if (attribute.L) return { L: attribute.L.map(repair) };
    return value;
  };
  return Object.fromEntries(Object.entries(attributes).map(([name, value]) => [name, repair(value)]));
}

function asEventJson(value: unknown): unknown {
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (value instanceof Date) return Math.floor(value.getTime() / 1000);
  if (Array.isArray(value)) return value.map(asEventJson);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, asEventJson(v)]),
    );
  }
  return value;
}
