import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { correlate, log } from '../../platform/log.ts';
import { EFFECT_PREFIX } from '../effectRecord.ts';
import { effectPorts } from '../effectPorts.ts';
import { performEffect } from '../orderEffects.ts';

const ports = effectPorts();

/**
 * The orders table's stream: a new effect in the outbox is performed at once. An effect that
 * fails is rescheduled by performEffect itself (the due-effects job tries it again), so only a
 * failure to reach the table fails the record and has the stream deliver it again.
 */
export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const batchItemFailures: DynamoDBBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const pk = record.dynamodb?.Keys?.pk?.S;
    if (record.eventName !== 'INSERT' || !pk?.startsWith(EFFECT_PREFIX)) continue;
    const id = pk.slice(EFFECT_PREFIX.length);
    correlate(id);
    try {
      const outcome = await performEffect(id, ports);
      log.info('order effect performed', { effectId: id, outcome });
    } catch (error) {
      log.error('order effect could not be recorded', { effectId: id, error });
      batchItemFailures.push({ itemIdentifier: record.dynamodb?.SequenceNumber ?? id });
    }
  }
  return { batchItemFailures };
};
