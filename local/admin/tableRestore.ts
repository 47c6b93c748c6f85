import {
  DescribeContinuousBackupsCommand,
  RestoreTableToPointInTimeCommand,
  type RestoreTableToPointInTimeCommandInput,
  TagResourceCommand,
  UpdateContinuousBackupsCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { physicalTableName, type TableName } from '../../lambdas/tables.ts';
import { ADMIN, OperatorError } from './command.ts';
import {
  describeTable,
  isAwsError,
  isRetainedStage,
  readSettings,
  restoredTableName,
  streamIsRight,
  type TableWork,
  tableDef,
  ttlIsRight,
  waitUntilActive,
} from './tableSettings.ts';

/**
 * `tables restore`: a copy of one of the stage's tables as it was at a point in time, in a new
 * table beside it, given what a restore leaves behind, ready to be checked and switched to.
 * The live table is only read.
 */

export interface RestoreRequest {
  table: TableName;
  stage: string;
  profile: string;
  /** An instant, or the latest DynamoDB can restore to (about five minutes ago). */
  to: Date | 'latest';
  waitMinutes: number;
}

export async function restoreTable(request: RestoreRequest, work: TableWork): Promise<string> {
  const { table, stage, profile } = request;
  const { dynamo, io } = work;
  const source = physicalTableName(stage, table);
  const window = await restorableWindow(work, source);
  if (request.to !== 'latest' && (request.to < window.earliest || request.to > window.latest)) {
    throw new OperatorError(
      `--to ${request.to.toISOString()} is outside what ${source} can be restored to: from ${window.earliest.toISOString()} to ${window.latest.toISOString()} (point-in-time recovery keeps 35 days, up to about 5 minutes ago).`,
    );
  }
  const pointInTime = request.to === 'latest' ? window.latest : request.to;
  const target = restoredTableName(stage, table, pointInTime);
  const input: RestoreTableToPointInTimeCommandInput = {
    SourceTableName: source,
    TargetTableName: target,
    ...(request.to === 'latest' ? { UseLatestRestorableTime: true } : { RestoreDateTime: request.to }),
    // As the data stack makes them: on demand, encrypted with the AWS managed key.
    BillingModeOverride: 'PAY_PER_REQUEST',
    SSESpecificationOverride: { Enabled: true, SSEType: 'KMS' },
  };
  const asOf = request.to === 'latest' ? `its latest restorable time (about ${pointInTime.toISOString()})` : pointInTime.toISOString();
  try {
    await dynamo.send(new RestoreTableToPointInTimeCommand(input));
    io.err(`Restoring ${source} as it was at ${asOf} into ${target}; large tables take a while.`);
  } catch (error) {
    if (!isAwsError(error, 'TableAlreadyExistsException') && !isAwsError(error, 'ResourceInUseException')) throw error;
    await resumeRestore(work, source, target);
  }

  const again = `Run \`${ADMIN} tables restore ${table} --to ${pointInTime.toISOString()} --stage ${stage} --profile ${profile}\` again later: it waits for ${target} and gives it its settings.`;
  await waitUntilActive(work, target, request.waitMinutes * 60_000, again);
  await giveSettings(work, table, stage, target, request.waitMinutes * 60_000, again);

  io.out(`${target} holds ${source} as it was at ${asOf}. Next:`);
  io.out(`  1. check it:      ${ADMIN} tables check ${target} --stage ${stage} --profile ${profile}`);
  io.out(`  2. switch to it:  ${ADMIN} tables switch ${table} ${target} --stage ${stage} --profile ${profile}`);
  io.out(`  3. deploy:        npx cdk deploy --all -c stage=${stage} --profile ${profile}`);
  io.out(`Until the deploy the shop goes on using ${source}; docs/restore.md says what happens to its stream and its writes since.`);
  return target;
}

async function restorableWindow(work: TableWork, source: string): Promise<{ earliest: Date; latest: Date }> {
  let recovery: { PointInTimeRecoveryStatus?: string; EarliestRestorableDateTime?: Date; LatestRestorableDateTime?: Date } | undefined;
  try {
    const { ContinuousBackupsDescription } = await work.dynamo.send(new DescribeContinuousBackupsCommand({ TableName: source }));
    recovery = ContinuousBackupsDescription?.PointInTimeRecoveryDescription;
  } catch (error) {
    if (isAwsError(error, 'TableNotFoundException') || isAwsError(error, 'ResourceNotFoundException')) {
      throw new OperatorError(`There is no table ${source}: check --stage and --profile (and --region).`);
    }
    throw error;
  }
  const { EarliestRestorableDateTime: earliest, LatestRestorableDateTime: latest } = recovery ?? {};
  if (recovery?.PointInTimeRecoveryStatus !== 'ENABLED' || !earliest || !latest) {
    throw new OperatorError(`${source} has no point-in-time recovery on, so it cannot be restored to a point in time.`);
  }
  return { earliest: new Date(earliest), latest: new Date(latest) };
}

/** A table of that name exists: carried on with when it is an earlier run's restore of the same table. */
async function resumeRestore(work: TableWork, source: string, target: string): Promise<void> {
  const existing = await describeTable(work.dynamo, target);
  const from = existing.RestoreSummary?.SourceTableArn;
  if (!from?.endsWith(`:table/${source}`)) {
    throw new OperatorError(`A table ${target} exists already and is not a restore of ${source}; restore to another minute.`);
  }
  const at = existing.RestoreSummary?.RestoreDateTime;
  work.io.err(
    `${target} exists already: the restore of ${source}${at ? ` to ${new Date(at).toISOString()}` : ''} begun earlier. Carrying on with it.`,
  );
}

const BACKUPS_RETRY_MS = 20_000;

/**
 * What a restore does not carry over, given only where it is missing, so that running again
 * after a timeout or a failure is safe: DynamoDB refuses to turn on a stream or TTL twice.
 */
async function giveSettings(work: TableWork, table: TableName, stage: string, target: string, timeoutMs: number, again: string) {
  const { dynamo, io } = work;
  const def = tableDef(table);
  const settings = await readSettings(dynamo, target);
  if (def.stream && !streamIsRight(settings.table)) {
    if (settings.table.StreamSpecification?.StreamEnabled) {
      throw new OperatorError(
        `${target} streams ${settings.table.StreamSpecification.StreamViewType}, not NEW_AND_OLD_IMAGES; turn it off first.`,
      );
    }
    await dynamo.send(
      new UpdateTableCommand({ TableName: target, StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' } }),
    );
    io.err('Stream turned on (new and old images).');
    await waitUntilActive(work, target, timeoutMs, again);
  }
  if (!settings.pointInTimeRecovery) {
    const turnOn = new UpdateContinuousBackupsCommand({
      TableName: target,
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    // A table just made refuses backups for a while (ContinuousBackupsUnavailableException).
    for (let tries = 1; ; tries++) {
      try {
        await dynamo.send(turnOn);
        break;
      } catch (error) {
        if (!isAwsError(error, 'ContinuousBackupsUnavailableException') || tries * BACKUPS_RETRY_MS >= timeoutMs) throw error;
        await work.pause(BACKUPS_RETRY_MS);
      }
    }
    io.err('Point-in-time recovery turned on.');
  }
  if (def.ttlAttribute && !ttlIsRight(def, settings.ttl)) {
    await dynamo.send(
      new UpdateTimeToLiveCommand({ TableName: target, TimeToLiveSpecification: { Enabled: true, AttributeName: def.ttlAttribute } }),
    );
    io.err(`TTL turned on for ${def.ttlAttribute} (DynamoDB takes up to an hour to finish).`);
  }
  if (isRetainedStage(stage) && !settings.table.DeletionProtectionEnabled) {
    await dynamo.send(new UpdateTableCommand({ TableName: target, DeletionProtectionEnabled: true }));
    io.err('Deletion protection turned on.');
    await waitUntilActive(work, target, timeoutMs, again);
  }
  await dynamo.send(
    new TagResourceCommand({
      ResourceArn: settings.table.TableArn,
      Tags: [
        { Key: 'app', Value: 'shop' },
        { Key: 'stage', Value: stage },
      ],
    }),
  );
  io.err(`Tagged app=shop, stage=${stage}.`);
}
