import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CfnFunction, IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Stack } from 'aws-cdk-lib';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct, type IConstruct } from 'constructs';
import { type ShopConfig, statefulRemovalPolicy } from './config.ts';

/** The queue of lambdas/routes.ts whose consumer redraws every page. */
export const REDRAW_QUEUE = 'pageRedraws';

/** What the redraw queue is sent to draw every page afresh (lambdas/pages/redraw.ts). */
export const EVERY_PAGE_EVENT = { everyPage: true } as const;

export interface PageRedrawProps {
  readonly config: ShopConfig;
  /** The queue whose consumer plans and draws a redraw (`pageRedraws`). */
  readonly queue: IQueue;
  /** That consumer: its code is part of what a drawn page is made of. */
  readonly pageFunction: IFunction;
  /** The upload of the built SPA: pages are drawn into its index.html, so only after it. */
  readonly after: IConstruct;
  /** The built SPA (web/dist) and the prerender bundle beside it (web/dist-ssr/prerender.mjs). */
  readonly webDist: string;
}

/**
 * After a deploy that changed the web build or the page function, the redraw queue is sent
 * `{"everyPage":true}`, once: its consumer lists every page and puts them back on the queue in
 * parts, each drawn on its own within the function's timeout (lambdas/pages/redraw.ts), so every
 * drawn page then names the new build's assets and carries its stylesheets, and the page index
 * holds every page (docs/decisions/031). A deploy that changed neither sends nothing: the version
 * is part of the resource's physical id. The deploy does not wait for the drawing.
 */
export class PageRedraw extends Construct {
  /** Changes with index.html, the prerender bundle and the function's code. */
  readonly version: string;

  constructor(scope: Construct, id: string, props: PageRedrawProps) {
    super(scope, id);
    this.version = redrawVersion(props.webDist, props.pageFunction);
    const send = {
      service: 'SQS',
      action: 'sendMessage',
      parameters: { QueueUrl: props.queue.queueUrl, MessageBody: JSON.stringify(EVERY_PAGE_EVENT) },
      physicalResourceId: PhysicalResourceId.of(`every-page-${this.version}`),
    };
    const logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: statefulRemovalPolicy(props.config),
    });
    const redraw = new AwsCustomResource(this, 'EveryPage', {
      onCreate: send,
      onUpdate: send,
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [props.queue.queueArn] }),
      ]),
      // The SDK the handler carries can send to a queue; nothing is downloaded at deploy time.
      installLatestAwsSdk: false,
      logGroup,
    });
    redraw.node.addDependency(props.after);
  }
}

/** A hash of what a drawn page is made of: the shell, the renderer and the function that runs it. */
function redrawVersion(webDist: string, pageFunction: IFunction): string {
  const hash = createHash('sha256');
  for (const file of [join(webDist, 'index.html'), join(webDist, '..', 'dist-ssr', 'prerender.mjs')]) {
    hash.update(existsSync(file) ? readFileSync(file) : `no ${file}`);
  }
  // The code asset's key is the hash of the function's bundle, which carries the prerender bundle.
  const code = (pageFunction.node.defaultChild as CfnFunction | undefined)?.code;
  hash.update(JSON.stringify(Stack.of(pageFunction).resolve(code) ?? null));
  return hash.digest('hex').slice(0, 16);
}
