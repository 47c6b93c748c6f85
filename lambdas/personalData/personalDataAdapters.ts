import { countAttempt, reachedLimit } from '../accounts/throttle.ts';
import type { Clock } from '../platform/clock.ts';
import type { DeletionPorts } from './deleteAccount.ts';
import { dynamoPersonalDataReader } from './dynamoPersonalDataReader.ts';
import { dynamoPersonalDataStore } from './dynamoPersonalDataStore.ts';
import type { ExportPorts } from './exportData.ts';

/** The personal data's use cases wired to the shop's tables: the two routes' and the retention job's. */
export const shopPersonalData = dynamoPersonalDataStore;

export const shopExportPorts = (clock: Clock): ExportPorts => ({ clock, data: dynamoPersonalDataReader });

export const shopDeletionPorts = (clock: Clock): DeletionPorts => ({
  clock,
  data: shopPersonalData,
  counters: { reachedLimit, countAttempt },
});
