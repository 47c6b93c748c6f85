import { recordSes } from './sesRecorder.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { tableActions } from '../platform/tableAccess.ts';
import { TABLES, type TableName } from '../tables.ts';

type Input = Record<string, any>;

let recording: string[] | undefined;
let installed = false;

/** A key's kind: a throttle counter by its rule, anything else by its prefix (`U`, `EFFECT`, `O`). */
function kindOf(pk: unknown): string {
  const parts = String(pk ?? '').split('#');
  return parts[0] === 'THROTTLE' ? parts.slice(0, 2).join('#') : (parts[0] ?? '');
}

function describe(commandName: string, input: Input): string[] {
  const tables = Object.keys(TABLES) as TableName[];
  const logical = (physical: string) => tables.find((t) => tableName(t) === physical) ?? physical;
  const operations: Input[] = input.TransactItems ? input.TransactItems.map((item: Input) => Object.values(item)[0]) : [input];
  return tableActions(commandName, input).map(({ action, table }, i) => {
    const operation = operations[i] ?? input;
    const key = operation.Key ?? operation.Item;
    return [action, logical(table), key ? kindOf(key.pk) : (operation.IndexName ?? '')].join(' ');
  });
}

/**
 * The DynamoDB calls `work` makes, each as `Action table key-kind` (`PutItem customers EFFECT`),
 * sorted: what an observer of its time could tell apart, whatever the values in it.
 */
export async function dynamoCallsOf(work: () => Promise<unknown>): Promise<string[]> {
  if (!installed) {
    installed = true;
    dynamo().middlewareStack.add(
      (next, context) => async (args) => {
        recording?.push(...describe(context.commandName ?? '', args.input as Input));
        return next(args);
      },
      { step: 'initialize', name: 'recordCallsForTests' },
    );
  }
  const calls: string[] = [];
  recording = calls;
  try {
    await work();
  } finally {
    recording = undefined;
  }
  return calls.sort();
}

/**
 * What `work` does that takes time outside the function: its DynamoDB calls (as dynamoCallsOf
 * names them) and the mails it hands to SES (answered at once here, so none reaches a mail service).
 */
export async function outsideWorkOf(work: () => Promise<unknown>): Promise<{ calls: string[]; mails: number }> {
  const ses = recordSes();
  ses.resolves({ MessageId: 'mail-1' });
  try {
    const calls = await dynamoCallsOf(work);
    return { calls, mails: ses.calls.length };
  } finally {
    ses.restore();
  }
}
