import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { ShopAlarms } from './alarms.ts';
import { type ShopConfig, shopName } from './config.ts';
import { type FunctionFactory, handlerName, type ShopFunction } from './constructs/shop-function.ts';
import type { RouteDef } from './route-table.ts';

/** Steady and burst requests per second for the whole API; a shop this size needs far less. */
export const API_THROTTLE = { rateLimit: 50, burstLimit: 100 };

/**
 * The HTTP API behind CloudFront's `/api/*` and `/session-status`: one route and one function
 * per entry of routes.ts, a throttled `$default` stage with JSON access logs, and an alarm on
 * any 5xx (a 5xx is a bug, never the answer to bad input).
 */
export class ShopApi extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** Route key (`GET /api/products/{id}`) → its function. */
  readonly functions: Record<string, ShopFunction> = {};

  constructor(scope: Construct, id: string, props: { config: ShopConfig; alarms: ShopAlarms }) {
    super(scope, id);
    const { config } = props;
    // No CORS: the browser only ever calls it on the shop's own origin, through CloudFront.
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: shopName(config, 'api'),
      description: `Shop API (${config.stage})`,
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      logGroupName: `/aws/apigateway/${shopName(config, 'api')}`,
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: config.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            protocol: '$context.protocol',
            responseLength: '$context.responseLength',
            latency: '$context.responseLatency',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            userAgent: '$context.identity.userAgent',
          }),
        ),
      },
    });
    props.alarms.aboveZero(
      this,
      'ServerErrorAlarm',
      'api-5xx',
      'The shop API answered with a 5xx; see the access log and the function logs.',
      this.httpApi.metricServerError({ period: ShopAlarms.PERIOD, statistic: 'Sum' }),
    );
  }

  /** The host name CloudFront uses as origin (the execute-api endpoint without scheme). */
  get originDomainName(): string {
    const stack = Stack.of(this);
    return `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }

  /** Adds every route; routes with the same handler module share one function. */
  addRoutes(routes: readonly RouteDef[], makeFunction: FunctionFactory): void {
    const byHandler = new Map<string, { fn: ShopFunction; integration: HttpLambdaIntegration }>();
    for (const route of routes) {
      let target = byHandler.get(route.handler);
      if (target) {
        target.fn.bindFromUses(route.uses);
      } else {
        const name = handlerName(route.handler);
        const fn = makeFunction(
          this,
          { name, handler: route.handler, uses: route.uses },
          {
            description: `${route.method} ${route.path}`,
          },
        );
        target = { fn, integration: new HttpLambdaIntegration(`${name}-integration`, fn.fn) };
        byHandler.set(route.handler, target);
      }
      const [httpRoute] = this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: target.integration,
      });
      this.functions[`${route.method} ${route.path}`] = target.fn;
      if (httpRoute) {
        NagSuppressions.addResourceSuppressions(httpRoute, [
          {
            id: 'AwsSolutions-APIG4',
            reason:
              'The shop API is public by design (browsing, checkout for guests, the payment webhook); handlers check the bearer token where the spec needs a customer, and the webhook checks the provider signature.',
          },
        ]);
      }
    }
  }
}
