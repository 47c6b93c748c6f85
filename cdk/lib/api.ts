import { Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { ShopAlarms } from './alarms.ts';
import { type ShopConfig, shopName, statefulRemovalPolicy } from './config.ts';

/** Steady and burst requests per second for the whole API; a shop this size needs far less. */
export const API_THROTTLE = { rateLimit: 50, burstLimit: 100 };

/**
 * The HTTP API behind CloudFront's `/api/*` and `/session-status`, a throttled `$default` stage
 * with JSON access logs, and an alarm on any 5xx (a 5xx is a bug, never the answer to bad input).
 * Each context's stack adds its routes (context-stack.ts).
 */
export class ShopApi extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;

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
}
