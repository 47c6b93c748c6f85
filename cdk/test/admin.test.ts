/**
 * The back office's stack (docs/decisions/036-back-office.md): its routes on the shop's API, one
 * function per desk, the audit log that no role may change, the staff key only where it is
 * needed, cdk-nag clean, and each stack's resources far from CloudFormation's 500. The real app
 * without bundling (NodejsFunction skips esbuild), synthesized once for the files that read it
 * (cdk/test/synthesized.ts), so it takes seconds.
 */
import type { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESK_QUEUES } from '@shop/lambdas/grants';
import { routes } from '@shop/lambdas/routes';
import { QUEUES } from '@shop/lambdas/queues';
import { handlerName } from '../lib/constructs/shop-function.ts';
import { isBackOfficeRoute } from '../lib/route-table.ts';
import { RESOURCE_CEILING } from '../lib/limits.ts';
import { UNBUNDLED_STAGE as STAGE, unbundledShopApp } from './synthesized.ts';
import { asList, nagErrors, policyStatements, resourcesOf } from './testApp.ts';

const backOffice = routes.filter(isBackOfficeRoute);

let stacks: { data: Stack; shop: Stack; admin: Stack };
let templates: { data: Template; shop: Template; admin: Template };

beforeAll(() => {
  const app = unbundledShopApp();
  if (!app.admin) throw new Error('no admin stack');
  stacks = { data: app.data, shop: app.shop, admin: app.admin };
  templates = { data: Template.fromStack(app.data), shop: Template.fromStack(app.shop), admin: Template.fromStack(app.admin) };
}, 240_000);

const routeKeys = (template: Template) =>
  Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route')).map((r) => r.Properties.RouteKey);
const resourceCount = (template: Template) => Object.keys(template.toJSON().Resources ?? {}).length;

describe('the back office stack', () => {
  it('adds every /api/admin/* and /api/staff/* route to the shop’s API, and the shop’s stack none of them', () => {
    expect(routeKeys(templates.admin).sort()).toEqual(backOffice.map((r) => `${r.method} ${r.path}`).sort());
    expect(routeKeys(templates.shop).filter((key) => /\/api\/(admin|staff)\//.test(key))).toEqual([]);
    for (const route of Object.values(resourcesOf(templates.admin, 'AWS::ApiGatewayV2::Route'))) {
      // The shop stack's API, read from that stack: the admin's stack depends on the shop's, never the other way.
      expect(JSON.stringify(route.Properties.ApiId)).toMatch(new RegExp(`Fn::(ImportValue|GetStackOutput).*shop-${STAGE}\\b`));
    }
  });

  it('makes one function per desk of the back office', () => {
    const names = Object.values(resourcesOf(templates.admin, 'AWS::Lambda::Function')).map((f) => f.Properties.FunctionName);
    expect(names.sort()).toEqual([...new Set(backOffice.map((r) => `shop-${STAGE}-${handlerName(r.handler)}`))].sort());
  });

  it('lets no role change or delete an entry of the audit log: PutItem for the desks, reading for the owners’ reader', () => {
    const auditTable = Object.entries(resourcesOf(templates.data, 'AWS::DynamoDB::Table')).find(
      ([, t]) => t.Properties.TableName === `shop-${STAGE}-audit`,
    )?.[0];
    expect(auditTable).toBeDefined();
    const onAudit = [...policyStatements(templates.admin), ...policyStatements(templates.shop)].filter((s) =>
      JSON.stringify(s.Resource).includes(auditTable as string),
    );
    const actions = new Set(onAudit.flatMap((s) => asList(s.Action)));
    expect(actions.has('dynamodb:PutItem')).toBe(true);
    expect(actions.has('dynamodb:Query')).toBe(true);
    for (const changes of ['dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'dynamodb:*']) {
      expect(actions.has(changes), changes).toBe(false);
    }
    // No statement both adds and reads: the one that writes may write only.
    for (const statement of onAudit) {
      const list = asList(statement.Action);
      if (list.includes('dynamodb:PutItem')) expect(list).toEqual(['dynamodb:PutItem']);
    }
    expect(templates.data.toJSON().Resources[auditTable as string].Properties.PointInTimeRecoverySpecification).toEqual({
      PointInTimeRecoveryEnabled: true,
    });
  });

  it('gives the staff key to the back office’s functions alone', () => {
    const withKey = (template: Template) =>
      Object.values(resourcesOf(template, 'AWS::Lambda::Function')).filter((f) => f.Properties.Environment?.Variables?.STAFF_KEY_ARN);
    expect(withKey(templates.shop)).toEqual([]);
    expect(withKey(templates.admin).length).toBe(new Set(backOffice.map((r) => r.handler)).size);
  });

  it('lets the images desk alone put uploads below uploads/ and variants below images/ of the images bucket, and list it to tell a missing upload, nothing more', () => {
    const functions = resourcesOf(templates.admin, 'AWS::Lambda::Function');
    const withImages = Object.entries(functions).filter(([, f]) => f.Properties.Environment?.Variables?.IMAGES_BUCKET);
    expect(withImages.map(([, f]) => f.Properties.FunctionName)).toEqual([`shop-${STAGE}-imageDesk`]);
    expect(withImages[0]?.[1].Properties).toMatchObject({ MemorySize: 2048, Timeout: 29 });
    const shopFunctions = Object.values(resourcesOf(templates.shop, 'AWS::Lambda::Function'));
    expect(shopFunctions.filter((f) => f.Properties.Environment?.Variables?.IMAGES_BUCKET)).toEqual([]);
    const onImages = policyStatements(templates.admin).filter((s) => /ImagesBucket/.test(JSON.stringify(s.Resource)));
    // In the shop's stack only the deploy's upload of the demo images touches the bucket.
    const shopOnImages = policyStatements(templates.shop).filter((s) => /ImagesBucket/.test(JSON.stringify(s.Resource)));
    expect(shopOnImages.filter((s) => !/BucketDeployment/.test(s.policy)).map((s) => s.policy)).toEqual([]);
    const granted = onImages.map((s) => [asList(s.Action).sort(), /\/(uploads|images)\/\*"/.exec(JSON.stringify(s.Resource))?.[1]]);
    expect(granted).toEqual([
      [['s3:ListBucket'], undefined],
      [['s3:DeleteObject', 's3:GetObject', 's3:PutObject'], 'uploads'],
      [['s3:PutObject'], 'images'],
    ]);
    // The listing is of the bucket itself, no object; it tells the desk's code that a 403 is a refusal, not an absence.
    expect(JSON.stringify(onImages.find((s) => asList(s.Action).includes('s3:ListBucket'))?.Resource)).not.toContain('/*');
    expect(withImages[0]?.[1].Properties.Environment.Variables.IMAGES_LISTED_PREFIX).toBe('uploads/');
    // The browser's PUT reaches the bucket (CORS, and the shop's CSP), and what a closed tab left goes after a day.
    const bucket = Object.values(resourcesOf(templates.shop, 'AWS::S3::Bucket')).find((b) =>
      JSON.stringify(b.Properties.CorsConfiguration ?? {}).includes('PUT'),
    );
    expect(bucket?.Properties.CorsConfiguration.CorsRules).toEqual([
      expect.objectContaining({ AllowedMethods: ['PUT'], AllowedHeaders: ['content-type'] }),
    ]);
    expect(bucket?.Properties.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ Prefix: 'uploads/', ExpirationInDays: 1, Status: 'Enabled' }),
    );
    const policy = Object.values(resourcesOf(templates.shop, 'AWS::CloudFront::ResponseHeadersPolicy'))[0];
    expect(JSON.stringify(policy?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy)).toMatch(
      /connect-src 'self' https:\/\/.*ImagesBucket.*RegionalDomainName/,
    );
  });

  it('lets the failed events desk alone read, hide and delete the dead-letter queues’ messages, and send only to their queues', () => {
    const functions = resourcesOf(templates.admin, 'AWS::Lambda::Function');
    const withLetters = Object.values(functions).filter((f) => f.Properties.Environment?.Variables?.QUEUE_PAYMENT_EVENTS_DLQ_URL);
    expect(withLetters.map((f) => f.Properties.FunctionName)).toEqual([`shop-${STAGE}-failedEventDesk`]);
    const variables = Object.keys(withLetters[0]?.Properties.Environment.Variables ?? {}).filter((v) => v.startsWith('QUEUE_'));
    // The desk's queues (the provider's and the outbox's); the others' letters are redriven in SQS.
    expect(variables.sort()).toEqual(DESK_QUEUES.flatMap((q) => [QUEUES[q].envVar, QUEUES[q].deadLetterEnvVar]).sort());
    const receiving = [...policyStatements(templates.admin), ...policyStatements(templates.shop)].filter((s) =>
      asList(s.Action).some((a) => ['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:ChangeMessageVisibility'].includes(a)),
    );
    // The consumers receive from their own queues (the event source mapping); only the desk from the dead-letter queues.
    const onDeadLetters = receiving.filter((s) => /dlq/i.test(JSON.stringify(s.Resource)));
    expect(onDeadLetters.flatMap((s) => asList(s.Resource)).length).toBe(DESK_QUEUES.length);
    // In the back office's stack nothing receives from any other queue.
    const adminReceiving = policyStatements(templates.admin).filter((s) => asList(s.Action).includes('sqs:ReceiveMessage'));
    for (const resource of adminReceiving.flatMap((s) => asList(s.Resource))) expect(JSON.stringify(resource)).toMatch(/dlq/i);
    for (const statement of onDeadLetters) {
      expect(statement.policy).toMatch(/failedEventDesk/);
      expect(asList(statement.Action).sort()).toEqual([
        'sqs:ChangeMessageVisibility',
        'sqs:DeleteMessage',
        'sqs:GetQueueAttributes',
        'sqs:ReceiveMessage',
      ]);
    }
  });

  it('has nothing left for cdk-nag to say', () => {
    expect(nagErrors(stacks.admin)).toEqual([]);
    expect(nagErrors(stacks.data)).toEqual([]);
  });

  it('keeps the admin’s stack within the shop’s ceiling of resources (cdk/lib/limits.ts)', () => {
    // Decision 036 counted about 160 for the whole admin (some 10 desks, 55 routes).
    expect(resourceCount(templates.admin)).toBeLessThanOrEqual(RESOURCE_CEILING);
  });
});
