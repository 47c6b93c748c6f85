import { Stack, type StackProps } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IAlarm } from 'aws-cdk-lib/aws-cloudwatch';
import { NagSuppressions } from 'cdk-nag';
import type { Construct, IConstruct } from 'constructs';
import type { ShopConfig } from './config.ts';
import type { ContextSlice } from './contexts.ts';
import {
  type BindableTable,
  type FunctionFactory,
  handlerName,
  type InvokableFunction,
  type ShopFunction,
} from './constructs/shop-function.ts';
import type { ShopEvents } from './events.ts';
import { suppressCdkInternals } from './nag.ts';
import { deployGradually } from './gradualDeploys.ts';
import { PageRedraw, REDRAW_QUEUE } from './pageRedraw.ts';
import { isBackOfficeRoute } from './route-table.ts';

export interface ContextStackProps extends StackProps {
  readonly config: ShopConfig;
  /** What of the route table this context deploys (cdk/lib/contexts.ts). */
  readonly slice: ContextSlice;
  /** The shop's HTTP API, behind CloudFront's `/api/*`: the routes are added to it from here. */
  readonly httpApi: IHttpApi;
  /** The shop stack's queues and the ways it feeds functions. */
  readonly events: ShopEvents;
  readonly tables: Readonly<Record<string, BindableTable>>;
  readonly makeFunction: FunctionFactory;
  /** Tells functions made later about a function others invoke. */
  readonly registerInvoked: (fn: InvokableFunction) => void;
  /** The upload of the built SPA, after which every page is drawn again (when this context draws pages). */
  readonly siteDeployment?: IConstruct;
  readonly webDist: string;
  /** What rolls a gradual deploy back (the API's 5xx). */
  readonly rollbackAlarms: readonly IAlarm[];
}

/**
 * One bounded context's functions (docs/decisions/050-stacks-by-context.md): its routes on the
 * shop's API (its `$default` stage deploys them by itself, so CloudFront and the origin secret
 * serve them as every other `/api/*` route), its queue consumers, jobs and stream readers, and
 * the functions it lets others invoke. One function per handler module: the routes with the same
 * module share it, with the grants they all need. The queues, the API and the edge stay in the
 * shop's stack, so a context's stack can be deployed, or replaced, without touching another's.
 */
export class ContextStack extends Stack {
  /** Route key (`GET /api/products/{id}`) → its function. */
  readonly routeFunctions: Record<string, ShopFunction> = {};
  /** Every function of this context, by its short name. */
  readonly functions: Record<string, ShopFunction> = {};

  constructor(scope: Construct, id: string, props: ContextStackProps) {
    super(scope, id, props);
    const { slice, events, makeFunction } = props;
    const made = (fn: ShopFunction, name: string) => {
      this.functions[name] = fn;
      return fn;
    };
    for (const def of slice.invoked) {
      const fn = made(makeFunction(this, def, { description: `Invoked by the shop's functions: ${def.name}` }), def.name);
      props.registerInvoked({ name: def.name, envVar: def.envVar, fn: fn.live });
    }
    this.addRoutes(props);
    events.addConsumers(this, slice.consumers, makeFunction);
    events.addJobs(this, slice.jobs, makeFunction);
    events.addStreams(this, slice.streams, makeFunction, props.tables);
    for (const def of [...slice.consumers, ...slice.jobs, ...slice.streams]) {
      const fn = events.consumers[def.name] ?? events.jobs[def.name] ?? events.streams[def.name];
      if (fn) made(fn, def.name);
    }

    // Every page drawn again after a deploy that changed the build or the page function (docs/decisions/031).
    const redrawer = slice.consumers.find((def) => def.queue === REDRAW_QUEUE);
    const redrawQueue = events.queues[REDRAW_QUEUE];
    const pageFunction = redrawer ? this.functions[redrawer.name] : undefined;
    if (pageFunction && redrawQueue && props.siteDeployment) {
      new PageRedraw(this, 'PageRedraw', {
        config: props.config,
        queue: redrawQueue.queue,
        pageFunction: pageFunction.fn,
        after: props.siteDeployment,
        webDist: props.webDist,
      });
    }
    if (props.config.gradualDeploys) deployGradually(this, Object.values(this.functions), props.rollbackAlarms);
    suppressCdkInternals(this);
  }

  private addRoutes(props: ContextStackProps): void {
    const byHandler = new Map<string, { fn: ShopFunction; integration: HttpLambdaIntegration }>();
    for (const route of props.slice.routes) {
      let target = byHandler.get(route.handler);
      if (target) {
        target.fn.bindFromUses(route.uses);
      } else {
        const name = handlerName(route.handler);
        const description = isBackOfficeRoute(route) ? `Back office: ${name}` : `${route.method} ${route.path}`;
        const fn = props.makeFunction(this, { name, handler: route.handler, uses: route.uses }, { description });
        this.functions[name] = fn;
        target = { fn, integration: new HttpLambdaIntegration(`${name}-integration`, fn.live) };
        byHandler.set(route.handler, target);
      }
      const key = `${route.method} ${route.path}`;
      const httpRoute = new HttpRoute(this, `Route ${key}`, {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: target.integration,
      });
      this.routeFunctions[key] = target.fn;
      NagSuppressions.addResourceSuppressions(httpRoute, [
        {
          id: 'AwsSolutions-APIG4',
          reason: isBackOfficeRoute(route)
            ? 'The back office authorises in its functions: every /api/admin/* handler checks a staff token and its role (lambdas/staff/staffRoute.ts) before anything else; /api/staff/* is the sign-in and invitation door, open by design and throttled.'
            : 'The shop API is public by design (browsing, checkout for guests, the payment webhook); handlers check the bearer token where the spec needs a customer, and the webhook checks the provider signature.',
        },
      ]);
    }
  }
}
