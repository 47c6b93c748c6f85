import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../platform/config.ts';
import { dynamo, isConditionFailure } from '../platform/dynamo.ts';
import { dynamoWithdrawalReader } from './dynamoWithdrawalReader.ts';
import { type WithdrawalRecord, withdrawalItemKey } from './withdrawalRecord.ts';
import type { WithdrawalStore } from './withdrawalStore.ts';

/** The statements in the orders table, read and written (withdrawalRecord.ts). */

const table = () => tableName('orders');

export const dynamoWithdrawalStore: WithdrawalStore = {
  ...dynamoWithdrawalReader,

  async record(withdrawal) {
    await dynamo().send(new PutCommand({ TableName: table(), Item: withdrawal, ConditionExpression: 'attribute_not_exists(pk)' }));
  },

  async markAcknowledged(id, at) {
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: withdrawalItemKey(id),
          UpdateExpression: 'SET acknowledgedAt = :at ADD acknowledgementAttempts :one REMOVE lastAcknowledgementError',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(acknowledgedAt)',
          ExpressionAttributeValues: { ':at': at.toISOString(), ':one': 1 },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  },

  async markAcknowledgementFailed(id, reason) {
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: withdrawalItemKey(id),
          UpdateExpression: 'SET lastAcknowledgementError = :error ADD acknowledgementAttempts :one',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(acknowledgedAt)',
          ExpressionAttributeValues: { ':error': reason.slice(0, 500), ':one': 1 },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  },

  async markHandled(id, { by, refund, at, owed = 0 }) {
    try {
      const { Attributes } = await dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: withdrawalItemKey(id),
          UpdateExpression: `SET handledAt = :at, handledBy = :by, handledRefund = :refund${owed > 0 ? ', owed = :owed' : ''}`,
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(handledAt)',
          ExpressionAttributeValues: { ':at': at.toISOString(), ':by': by, ':refund': refund, ...(owed > 0 ? { ':owed': owed } : {}) },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes as WithdrawalRecord;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      return undefined;
    }
  },

  async unmarkHandled(id, at) {
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: withdrawalItemKey(id),
          UpdateExpression: 'REMOVE handledAt, handledBy, handledRefund, owed',
          ConditionExpression: 'handledAt = :at',
          ExpressionAttributeValues: { ':at': at.toISOString() },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  },
};
