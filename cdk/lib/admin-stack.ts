import { Stack, type StackProps } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import type { ShopConfig } from './config.ts';
import { type FunctionFactory, handlerName, type ShopFunction } from './constructs/shop-function.ts';
import type { RouteDef } from './route-table.ts';

export interface AdminStackProps extends StackProps {
  readonly config: ShopConfig;
  /** The back office's routes of lambdas/routes.ts (`isBackOfficeRoute`). */
  readonly routes: readonly RouteDef[];
  /** The shop's HTTP API, behind the same CloudFront `/api/*`: the routes are added to it from here. */
  readonly httpApi: IHttpApi;
  /** Makes a function as the shop's stack does (same construct, resources and SHOP_URL), in this stack. */
  readonly makeFunction: FunctionFactory;
}

/**
 * The back office's functions and routes (docs/decisions/036-back-office.md), in a stack of their
 * own so the shop's stack keeps its room under CloudFormation's 500 resources. The routes are
 * added to the shop's HTTP API (its `$default` stage deploys them by itself), so CloudFront and
 * the origin secret serve them as every other `/api/*` route. One function per desk: the routes
 * with the same handler module share it, with the grants they all need.
 */
export class AdminStack extends Stack {
  /** Route key (`GET /api/admin/me`) → its function. */
  readonly functions: Record<string, ShopFunction> = {};

  constructor(scope: Construct, id: string, props: AdminStackProps) {
    super(scope, id, props);
    const byHandler = new Map<string, { fn: ShopFunction; integration: HttpLambdaIntegration }>();
    for (const route of props.routes) {
      let target = byHandler.get(route.handler);
      if (target) {
        target.fn.bindFromUses(route.uses);
      } else {
        const name = handlerName(route.handler);
        const fn = props.makeFunction(this, { name, handler: route.handler, uses: route.uses }, { description: `Back office: ${name}` });
        target = { fn, integration: new HttpLambdaIntegration(`${name}-integration`, fn.fn) };
        byHandler.set(route.handler, target);
      }
      const key = `${route.method} ${route.path}`;
      const httpRoute = new HttpRoute(this, `Route ${key}`, {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: target.integration,
      });
      this.functions[key] = target.fn;
      NagSuppressions.addResourceSuppressions(httpRoute, [
        {
          id: 'AwsSolutions-APIG4',
          reason:
            'The back office authorises in its functions: every /api/admin/* handler checks a staff token and its role (lambdas/staff/staffRoute.ts) before anything else; /api/staff/* is the sign-in and invitation door, open by design and throttled.',
        },
      ]);
    }
  }
}
