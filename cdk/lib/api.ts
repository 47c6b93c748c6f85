import { Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { type Alarm, Metric, type MetricOptions, Unit } from 'aws-cdk-lib/aws-cloudwatch';
import { FilterPattern, LogGroup, MetricFilter, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { SHOP_METRICS, ShopAlarms } from './alarms.ts';
import { type ShopConfig, shopName, statefulRemovalPolicy } from './config.ts';
import { API_THROTTLE } from './stageThrottle.ts';

export { API_THROTTLE } from './stageThrottle.ts';

/** The requests API Gateway refused over API_THROTTLE, counted from the access log (api.ts). */
export const API_THROTTLED_METRIC = 'ApiThrottled';

/**
 * The HTTP API behind CloudFront's `/api/*` and `/session-status`, a throttled `$default` stage
 * with JSON access logs, and alarms on any 5xx (a 5xx is a bug, never the answer to bad input)
 * and on any request refused over the stage's throttle. Each context's stack adds its routes
 * (context-stack.ts).
 */
export class ShopApi extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** Any 5xx: also what rolls a gradual deploy back (context-stack.ts). */
  readonly serverErrors: Alarm;

  constructor(scope: Construct, id: string, props: { config: ShopConfig; alarms: ShopAlarms }) {
    super(scope, id);
    const { config } = props;
    // No CORS: the browser only ever calls it on the shop's own origin, through CloudFront.
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: shopName(config, 'api'),
      description: `Shop API (${config.stage})`,
      createDefaultStage: false,
    });
    // Named by CloudFormation: a fixed name would outlive a failed first deploy and block its retry.
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: statefulRemovalPolicy(config),
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
            apiId: '$context.apiId',
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
    this.serverErrors = props.alarms.aboveZero(
      this,
      'ServerErrorAlarm',
      'api-5xx',
      'The shop API answered with a 5xx; see the access log and the function logs.',
      this.httpApi.metricServerError({ period: ShopAlarms.PERIOD, statistic: 'Sum' }),
    );
    // An HTTP API has no metric of its throttling: its 429s are in 4xx with the functions' own
    // (sign-in and order counters, decision 018). Those come from an integration; the stage's
    // throttle answers before any, so the access log shows no integration latency for them.
    new MetricFilter(this, 'ThrottledFilter', {
      logGroup: accessLogs,
      filterPattern: FilterPattern.all(
        FilterPattern.stringValue('$.status', '=', '429'),
        FilterPattern.any(FilterPattern.stringValue('$.integrationLatency', '=', '-'), FilterPattern.notExists('$.integrationLatency')),
      ),
      metricNamespace: SHOP_METRICS.namespace,
      metricName: API_THROTTLED_METRIC,
      metricValue: '1',
      // The API's id tells the stages of one account apart.
      dimensions: { ApiId: '$.apiId' },
      unit: Unit.COUNT,
    });
    props.alarms.aboveZero(
      this,
      'ThrottledAlarm',
      'api-throttled',
      `The shop API refused requests over its throttle (${API_THROTTLE.rateLimit} a second on each route, bursts of ${API_THROTTLE.burstLimit}) with 429; see docs/runbook.md, API throttled.`,
      this.metricThrottled({ period: ShopAlarms.PERIOD }),
    );
  }

  /** Requests the stage's throttle refused (429 before any function ran), summed per period. */
  metricThrottled(options: MetricOptions = {}): Metric {
    return new Metric({
      namespace: SHOP_METRICS.namespace,
      metricName: API_THROTTLED_METRIC,
      dimensionsMap: { ApiId: this.httpApi.apiId },
      statistic: 'Sum',
      ...options,
    });
  }

  /** The host name CloudFront uses as origin (the execute-api endpoint without scheme). */
  get originDomainName(): string {
    const stack = Stack.of(this);
    return `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }
}
