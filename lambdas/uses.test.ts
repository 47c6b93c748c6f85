/**
 * Every function's `uses` in routes.ts held against what its code needs, read from the
 * handler's bundle (testing/handlerNeeds.ts). A grant missing here is, in AWS, a function that
 * lacks a variable (500) or is refused by DynamoDB (AccessDeniedException); a grant too many is
 * access that nothing needs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { consumers, invoked, jobs, routes, streams, type Uses } from './routes.ts';
import { type HandlerNeeds, handlerNeeds, missingGrants, readNeeds, unusedGrants } from './testing/handlerNeeds.ts';

const functions: { name: string; handler: string; uses: Uses }[] = [
  ...routes.map((r) => ({ name: `${r.method} ${r.path}`, handler: r.handler, uses: r.uses })),
  ...consumers.map((c) => ({ name: `consumer ${c.name}`, handler: c.handler, uses: c.uses })),
  ...jobs.map((j) => ({ name: `job ${j.name}`, handler: j.handler, uses: j.uses })),
  ...streams.map((s) => ({ name: `stream ${s.name}`, handler: s.handler, uses: s.uses })),
  ...invoked.map((i) => ({ name: `invoked ${i.name}`, handler: i.handler, uses: i.uses })),
];

let needs: Map<string, HandlerNeeds>;
// One esbuild run bundles every handler: a few seconds on two cores.
beforeAll(async () => {
  needs = await handlerNeeds(functions.map((f) => f.handler));
}, 120_000);

describe.each(functions)('$name ($handler)', ({ handler, uses }) => {
  it('is granted everything its code needs', () => {
    const found = needs.get(handler)!;
    expect(found.unresolved, 'names the code computes in a way the reading cannot follow').toEqual([]);
    expect(missingGrants(uses, found), 'lambdas/routes.ts must grant').toEqual([]);
  });

  it('is granted nothing its code does not need', () => {
    expect(unusedGrants(uses, needs.get(handler)!), 'lambdas/routes.ts grants more than needed').toEqual([]);
  });
});

describe('reading needs from a bundle', () => {
  const bundle = (code: string) => `// lambdas/platform/config.ts
function tableName(table) { return process.env[table]; }
function queueUrl(queue) { return process.env[queue]; }
let config = { mailFrom: () => process.env.MAIL_FROM };
// lambdas/platform/secrets.ts
async function paymentKeys() { return {}; }
async function sessionKey() { return {}; }
// lambdas/shop/code.ts
${code}`;

  it('counts a table named through a variable, a function or a parameter, read or written', () => {
    const found = readNeeds(
      bundle(`
let table = () => tableName("catalog");
async function save(name, item) { await dynamo().send(new PutCommand({ TableName: tableName(name), Item: item })); }
async function update(input) { await dynamo().send(new UpdateCommand(input)); }
await dynamo().send(new GetCommand({ TableName: table(), Key: {} }));
await save("orders", {});
await update({ TableName: tableName("customers"), Key: {} });
await dynamo().send(new TransactWriteCommand({ TransactItems: [{ ConditionCheck: { TableName: tableName("promotions") } }] }));`),
    );
    expect(found.uses.tables).toEqual({ catalog: 'read', orders: 'readWrite', customers: 'readWrite', promotions: 'read' });
    expect(found.unresolved).toEqual([]);
  });

  it('counts tables that rules name, queues, mail, payment keys and the session key', () => {
    const found = readNeeds(
      bundle(`
let RULE = { name: "misses", table: "promotions" };
async function count(hit) { await dynamo().send(new UpdateCommand({ TableName: tableName(hit.rule.table) })); }
async function send(queue) { return queueUrl(queue); }
await count({ rule: RULE });
await send("paymentEvents");
let from = config.mailFrom();
let { webhookSecret } = await paymentKeys();
await sessionKey();`),
    );
    expect(found.uses).toEqual({
      tables: { promotions: 'readWrite' },
      sendsTo: ['paymentEvents'],
      mail: true,
      webhookSecret: true,
      sessionKey: true,
    });
  });

  it('says where a table name cannot be followed, and what is missing or too much', () => {
    const found = readNeeds(bundle('await dynamo().send(new GetCommand({ TableName: tableName(process.argv[2]) }));'));
    expect(found.unresolved).toEqual(['the table named by `tableName(process.argv[2])` in lambdas/shop/code.ts']);

    const reads = readNeeds(bundle('await dynamo().send(new GetCommand({ TableName: tableName("promotions") }));'));
    expect(missingGrants({ tables: { catalog: 'read' } }, reads)).toEqual([
      'reads table promotions (lambdas/shop/code.ts), but its uses grant nothing on it',
    ]);
    expect(unusedGrants({ tables: { catalog: 'read', promotions: 'readWrite' }, mail: true }, reads)).toEqual([
      'its uses grant table catalog, which its code never touches',
      'its uses grant readWrite on table promotions, which its code only reads',
      'its uses say mail: true, but nothing in its code sends mail',
    ]);
  });
});
