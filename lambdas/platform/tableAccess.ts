import { DynamoDBServiceException } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { currentFunction, type FunctionScope } from './functionScope.ts';

/**
 * What IAM checks on every DynamoDB call in AWS, checked on the local stack and in tests
 * against the running function's scope: the actions that CDK's `grantReadData` and
 * `grantReadWriteData` allow (aws-cdk-lib/aws-dynamodb, READ_DATA_ACTIONS and WRITE_DATA_ACTIONS,
 * plus DescribeTable), on the tables the function's `uses` names. The local stack and the route
 * tests put the check on the shop's client (`guardTableAccess`); no handler imports this, so
 * Lambda bundles never carry it, and in AWS IAM is the check.
 */
const READ_ACTIONS = new Set(['GetItem', 'BatchGetItem', 'Query', 'Scan', 'ConditionCheckItem', 'DescribeTable']);
const WRITE_ACTIONS = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem']);

export interface TableAction {
  action: string;
  /** The table's physical name. */
  table: string;
}

type Input = Record<string, any>;

/** The IAM actions a command asks for, table by table; a transaction asks for one per item. */
export function tableActions(commandName: string, input: Input): TableAction[] {
  // The document client's GetCommand and the plain GetItemCommand ask for the same action.
  const command = commandName.replace(/Command$/, '').replace(/Items?$/, '');
  switch (command) {
    case 'Get':
    case 'Put':
    case 'Update':
    case 'Delete':
      return [{ action: `${command}Item`, table: input.TableName }];
    case 'BatchGet':
    case 'BatchWrite':
      return Object.keys(input.RequestItems ?? {}).map((table) => ({ action: `${command}Item`, table }));
    case 'TransactGet':
    case 'TransactWrite':
      return (input.TransactItems ?? []).map((item: Input) => {
        const [part, operation] = Object.entries(item)[0] ?? ['', {}];
        return { action: `${part}Item`, table: (operation as Input).TableName };
      });
    default:
      return [{ action: command, table: input.TableName ?? '*' }];
  }
}

function allowed(scope: FunctionScope, { action, table }: TableAction): boolean {
  const access = scope.tables.get(table);
  // An append-only table (the audit log) takes new items and nothing else: no reads, no updates, no deletes.
  if (access === 'append') return action === 'PutItem';
  if (READ_ACTIONS.has(action)) return access !== undefined;
  if (WRITE_ACTIONS.has(action)) return access === 'readWrite';
  return false;
}

/** The error DynamoDB answers when the caller's role lacks the action, worded as AWS words it. */
export function accessDenied(scope: FunctionScope, { action, table }: TableAction): DynamoDBServiceException {
  const role = `arn:aws:sts::000000000000:assumed-role/${scope.name.replace(/[^\w+=,.@-]+/g, '-')}`;
  const region = scope.env.AWS_REGION ?? 'eu-central-1';
  return new DynamoDBServiceException({
    name: 'AccessDeniedException',
    $fault: 'client',
    $metadata: { httpStatusCode: 400 },
    message:
      `User: ${role} is not authorized to perform: dynamodb:${action} on resource: ` +
      `arn:aws:dynamodb:${region}:000000000000:table/${table} because no identity-based policy allows the dynamodb:${action} action ` +
      `(the uses of ${scope.name} in lambdas/routes.ts)`,
  });
}

/** Throws, before the call is sent, when the running function's grants would not allow it. */
export function checkTableAccess(commandName: string, input: object): void {
  const scope = currentFunction();
  if (!scope) return;
  for (const action of tableActions(commandName, input as Input)) {
    if (allowed(scope, action)) continue;
    const denied = accessDenied(scope, action);
    scope.refuse(denied.message);
    throw denied;
  }
}

const guarded = new WeakSet<DynamoDBDocumentClient>();

/** Puts the check on a client (the shop's one, `dynamo()`), once. */
export function guardTableAccess(client: DynamoDBDocumentClient): void {
  if (guarded.has(client)) return;
  guarded.add(client);
  client.middlewareStack.add(
    (next, context) => async (args) => {
      checkTableAccess(context.commandName ?? '', args.input as object);
      return next(args);
    },
    { step: 'initialize', name: 'functionTableAccess' },
  );
}
