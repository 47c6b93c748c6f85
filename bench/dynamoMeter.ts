import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * Counts what the shop's DynamoDB client does: calls by operation and the capacity units
 * DynamoDB reports. A middleware on the client asks every command for ReturnConsumedCapacity
 * TOTAL (DynamoDB Local answers it as AWS does: 0.5 RCU per eventually consistent 4 KB read,
 * 1 WCU per 1 KB written, transactions double), so the figures come from the database, not
 * from our own estimate.
 */
export interface DynamoCost {
  calls: number;
  rcu: number;
  wcu: number;
  /** Calls by operation: `GetItem`, `Query`, `BatchGetItem`, ... */
  operations: Record<string, number>;
}

export const emptyCost = (): DynamoCost => ({ calls: 0, rcu: 0, wcu: 0, operations: {} });

/** Commands that may carry ReturnConsumedCapacity. */
const CAPACITY_OPERATIONS = new Set([
  'GetItem',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'Query',
  'Scan',
  'BatchGetItem',
  'BatchWriteItem',
  'TransactGetItems',
  'TransactWriteItems',
]);

type Capacity = { CapacityUnits?: number; ReadCapacityUnits?: number; WriteCapacityUnits?: number };

/** Commands are named `GetCommand`/`GetItemCommand`; DynamoDB calls the operation GetItem. */
export function operationOf(commandName: string): string {
  const name = commandName.replace(/Command$/, '');
  const documentNames: Record<string, string> = {
    Get: 'GetItem',
    Put: 'PutItem',
    Update: 'UpdateItem',
    Delete: 'DeleteItem',
    BatchGet: 'BatchGetItem',
    BatchWrite: 'BatchWriteItem',
    TransactGet: 'TransactGetItems',
    TransactWrite: 'TransactWriteItems',
    ExecuteStatement: 'ExecuteStatement',
  };
  return documentNames[name] ?? name;
}

/** Adds one response's ConsumedCapacity (one object, or one per table) to a cost. */
function addCapacity(cost: DynamoCost, operation: string, consumed: Capacity | Capacity[] | undefined): void {
  for (const c of Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) {
    const read = c.ReadCapacityUnits;
    const write = c.WriteCapacityUnits;
    if (read !== undefined || write !== undefined) {
      cost.rcu += read ?? 0;
      cost.wcu += write ?? 0;
    } else if (
      operation === 'GetItem' ||
      operation === 'Query' ||
      operation === 'Scan' ||
      operation === 'BatchGetItem' ||
      operation === 'TransactGetItems'
    ) {
      cost.rcu += c.CapacityUnits ?? 0;
    } else {
      cost.wcu += c.CapacityUnits ?? 0;
    }
  }
}

export interface DynamoMeter {
  /** Everything counted since the meter was attached or last reset. */
  total(): DynamoCost;
  /** Runs `fn` and returns what DynamoDB did while it ran (callers run one request at a time). */
  measure<T>(fn: () => Promise<T>): Promise<{ result: T; cost: DynamoCost }>;
  reset(): void;
  /** Takes the middleware off the client. */
  detach(): void;
}

const METER_NAME = 'benchDynamoMeter';

/**
 * Puts the meter on a document client (the one `dynamo()` returns). The middleware sits at
 * the `initialize` step of the client's stack, so it sees the command's input before the
 * document client marshals it and sees the raw service output after.
 */
export function attachDynamoMeter(client: DynamoDBDocumentClient): DynamoMeter {
  let cost = emptyCost();
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const operation = operationOf(String(context.commandName ?? 'Unknown'));
      const input = args.input as Record<string, unknown>;
      if (CAPACITY_OPERATIONS.has(operation) && input.ReturnConsumedCapacity === undefined) {
        input.ReturnConsumedCapacity = 'TOTAL';
      }
      cost.calls += 1;
      cost.operations[operation] = (cost.operations[operation] ?? 0) + 1;
      const result = await next(args);
      addCapacity(cost, operation, (result.output as { ConsumedCapacity?: Capacity | Capacity[] }).ConsumedCapacity);
      return result;
    },
    { step: 'initialize', name: METER_NAME, priority: 'high' },
  );
  return {
    total: () => structuredClone(cost),
    async measure(fn) {
      const before = structuredClone(cost);
      const result = await fn();
      return { result, cost: difference(cost, before) };
    },
    reset: () => {
      cost = emptyCost();
    },
    detach: () => {
      client.middlewareStack.remove(METER_NAME);
    },
  };
}

function difference(after: DynamoCost, before: DynamoCost): DynamoCost {
  const operations: Record<string, number> = {};
  for (const [op, n] of Object.entries(after.operations)) {
    const d = n - (before.operations[op] ?? 0);
    if (d > 0) operations[op] = d;
  }
  return { calls: after.calls - before.calls, rcu: round(after.rcu - before.rcu), wcu: round(after.wcu - before.wcu), operations };
}

export const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;
