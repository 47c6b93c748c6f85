import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Duration } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  type BehaviorOptions,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  Function as CloudFrontFunction,
  KeyValueStore,
  type HeadersFrameOption,
  type HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { IMAGE_UPLOADS_PREFIX } from '@shop/shared/contract/adminImages';
import { LANGUAGE_HEADER } from '@shop/shared/language';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { type ShopConfig, shopName, statefulRemovalPolicy } from './config.ts';
import { CACHED_API_FUNCTION, NOT_FOUND_OBJECT, SITE_PAGES_FUNCTION, SITE_STATUS_FUNCTION } from './edgeFunctions.ts';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import {
  EDGE_MAX_TTL_SECONDS,
  ORIGIN_SECRET_HEADER,
  VERSION_PARAMETER,
  VIEWER_ADDRESS_HEADER,
  VIEWER_CACHE_CONTROL,
} from '@shop/lambdas/platform/edge';
import { CONTENT_SECURITY_POLICY, FRAME_OPTION, HSTS_MAX_AGE_DAYS, PERMISSIONS_POLICY, REFERRER_POLICY } from './securityHeaders.ts';

/** Paths CloudFront sends to the HTTP API instead of S3 (same origin, so no CORS). */
export const API_PATHS = ['/api/*', '/session-status'] as const;
export const IMAGES_PATH = '/images/*';

/**
 * CloudFront's path patterns for the routes it may cache (`cachedAtTheEdge` in lambdas/routes.ts):
 * `/api/products/{id}` → `/api/products/*`. The other routes under such a pattern (POSTs, and GETs
 * that send no `s-maxage`) pass through it uncached: the policy's default TTL is 0.
 */
export function cachedApiPatterns(routes: readonly { path: string; cachedAtTheEdge?: boolean }[]): string[] {
  const patterns = routes.filter((route) => route.cachedAtTheEdge).map((route) => route.path.replace(/\{[^}]+\}.*$/, '*'));
  return [...new Set(patterns)].sort();
}

/**
 * API Gateway sees CloudFront's edge as the client; the per-client limits (failed logins,
 * guessed codes, notify-me) need the shopper's address. The function writes it into a header
 * of its own, over anything the browser sent under that name (lambdas/accounts/throttle.ts).
 */
const VIEWER_ADDRESS = `function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_ADDRESS_HEADER}'] = { value: event.viewer.ip };
  return request;
}`;

export interface ShopWebProps {
  readonly config: ShopConfig;
  /** Host name of the HTTP API (`<id>.execute-api.<region>.amazonaws.com`). */
  readonly apiOriginDomain: string;
  /** Sent to the API with every request, so that it answers only what came through CloudFront. */
  readonly originSecret: ISecret;
  /** The built SPA (web/dist); deployed when it exists. */
  readonly webDist: string;
  /** Images to upload below images/ (local/seed/images); uploaded when the folder exists. */
  readonly imagesDir: string;
  /** API path patterns whose GET answers CloudFront keeps as long as they say (`cachedApiPatterns`). */
  readonly cachedApiPaths?: readonly string[];
}

/** Private S3 buckets for the SPA and the images behind one CloudFront distribution. */
export class ShopWeb extends Construct {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;
  readonly imagesBucket: Bucket;
  readonly logsBucket: Bucket;
  /** The addresses that have a prerendered page, written by the page functions, read by the site's viewer function. */
  readonly pageIndex: KeyValueStore;
  /** The upload of the built SPA (index.html, the information pages), when there is a build to upload. */
  siteDeployment?: BucketDeployment;
  /** The shop's public origin, e.g. https://d111111abcdef8.cloudfront.net. */
  readonly url: string;
  private readonly config: ShopConfig;
  private deploymentLogs?: LogGroup;

  constructor(scope: Construct, id: string, props: ShopWebProps) {
    super(scope, id);
    const { config } = props;
    this.config = config;
    const stateful = {
      removalPolicy: statefulRemovalPolicy(config),
      autoDeleteObjects: !config.retain,
    };
    const privateBucket = {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      ...stateful,
    };

    this.logsBucket = new Bucket(this, 'LogsBucket', {
      ...privateBucket,
      // CloudFront's standard logs are delivered with an ACL grant, which needs ACLs enabled.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });
    this.siteBucket = new Bucket(this, 'SiteBucket', {
      ...privateBucket,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 's3/site/',
    });
    this.imagesBucket = new Bucket(this, 'ImagesBucket', {
      ...privateBucket,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 's3/images/',
      versioned: config.retain,
      lifecycleRules: [
        ...(config.retain ? [{ noncurrentVersionExpiration: Duration.days(30) }] : []),
        // The back office's uploads, made into images/ at once and deleted; what a closed tab left goes after a day (decision 041).
        { prefix: IMAGE_UPLOADS_PREFIX, expiration: Duration.days(1) },
      ],
      // The back office's browser puts a photo with a presigned URL, which alone allows it: any origin may send it.
      cors: [{ allowedMethods: [HttpMethods.PUT], allowedOrigins: ['*'], allowedHeaders: ['content-type'], maxAge: 3000 }],
    });

    const securityHeadersBehavior = {
      contentSecurityPolicy: {
        // The back office's photos go from the browser to the images bucket itself (decision 041).
        contentSecurityPolicy: CONTENT_SECURITY_POLICY.replace(
          "connect-src 'self'",
          `connect-src 'self' https://${this.imagesBucket.bucketRegionalDomainName}`,
        ),
        override: true,
      },
      strictTransportSecurity: { accessControlMaxAge: Duration.days(HSTS_MAX_AGE_DAYS), includeSubdomains: true, override: true },
      contentTypeOptions: { override: true },
      referrerPolicy: { referrerPolicy: REFERRER_POLICY as HeadersReferrerPolicy, override: true },
      frameOptions: { frameOption: FRAME_OPTION as HeadersFrameOption, override: true },
    };
    const permissionsPolicy = { header: 'permissions-policy', value: PERMISSIONS_POLICY, override: true };
    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      responseHeadersPolicyName: shopName(config, 'security-headers'),
      securityHeadersBehavior,
      customHeadersBehavior: { customHeaders: [permissionsPolicy] },
    });
    // The kept answers: the edge keeps them as the function says, the browser asks each time
    // (a browser would honour stale-while-revalidate too; lambdas/platform/edge.ts VIEWER_CACHE_CONTROL).
    const keptAnswerHeaders = new ResponseHeadersPolicy(this, 'KeptAnswerHeaders', {
      responseHeadersPolicyName: shopName(config, 'kept-answer-headers'),
      securityHeadersBehavior,
      customHeadersBehavior: {
        customHeaders: [permissionsPolicy, { header: 'cache-control', value: VIEWER_CACHE_CONTROL, override: true }],
      },
    });
    // Drawn pages' addresses (a page function's full redraw fills it, pageRedraw.ts) and the kept answers' versions.
    this.pageIndex = new KeyValueStore(this, 'PageIndex', {
      keyValueStoreName: shopName(config, 'page-index'),
      comment: 'Addresses with a prerendered page (docs/decisions/031)',
    });
    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      functionName: shopName(config, 'spa-rewrite'),
      comment: 'Drawn pages get their file, other client-side routes /index.html',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(SITE_PAGES_FUNCTION),
      keyValueStore: this.pageIndex,
    });
    // A path of no page gets the not-found shell with 404, not 200 (docs/decisions/076-hard-404.md).
    const siteStatus = new CloudFrontFunction(this, 'SiteStatus', {
      functionName: shopName(config, 'site-status'),
      comment: 'Answers a path of no page with 404',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(SITE_STATUS_FUNCTION),
      keyValueStore: this.pageIndex,
    });

    const viewerAddress = new CloudFrontFunction(this, 'ViewerAddress', {
      functionName: shopName(config, 'viewer-address'),
      comment: "Passes the shopper's address to the API",
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(VIEWER_ADDRESS),
    });

    const api: BehaviorOptions = {
      origin: new HttpOrigin(props.apiOriginDomain, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
        // A dynamic reference, resolved by CloudFormation at deploy time: the value is in no
        // template. CloudFront writes it over any header of that name the browser sent.
        customHeaders: { [ORIGIN_SECRET_HEADER]: props.originSecret.secretValue.unsafeUnwrap() },
      }),
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Everything the browser sent except Host, which must be API Gateway's own.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: securityHeaders,
      functionAssociations: [{ function: viewerAddress, eventType: FunctionEventType.VIEWER_REQUEST }],
    };
    // Catalog answers the same for every shopper: kept as long as the function's s-maxage says
    // (nothing without it), keyed by path, language, encoding and the answer's version only. Every viewer header still reaches the
    // function (POSTs under these paths need them) but none splits the cache; the origin secret is
    // added after the cache, so it neither splits it nor makes it uncacheable. docs/decisions/028.
    const apiCache = new CachePolicy(this, 'ApiCatalogCache', {
      cachePolicyName: shopName(config, 'api-catalog-cache'),
      comment: "Catalog GETs, for as long as the function's s-maxage says",
      defaultTtl: Duration.seconds(0),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(EDGE_MAX_TTL_SECONDS),
      // The answers are in the shopper's language: a Croatian one never goes to an English request.
      headerBehavior: CacheHeaderBehavior.allowList(LANGUAGE_HEADER),
      cookieBehavior: CacheCookieBehavior.none(),
      // Only the version the viewer function writes: the routes kept read no query of their own.
      queryStringBehavior: CacheQueryStringBehavior.allowList(VERSION_PARAMETER),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    // The kept answers' version from the key value store goes into the cache key (docs/decisions/053).
    const cachedApiFunction = new CloudFrontFunction(this, 'CachedApi', {
      functionName: shopName(config, 'cached-api'),
      comment: "Passes the shopper's address to the API and keys a kept answer by its version",
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(CACHED_API_FUNCTION),
      keyValueStore: this.pageIndex,
    });
    const cachedApi: BehaviorOptions = {
      ...api,
      cachePolicy: apiCache,
      responseHeadersPolicy: keptAnswerHeaders,
      functionAssociations: [{ function: cachedApiFunction, eventType: FunctionEventType.VIEWER_REQUEST }],
    };
    const certificate = config.certificateArn ? Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn) : undefined;

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Shop ${config.stage}`,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [
          { function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST },
          { function: siteStatus, eventType: FunctionEventType.VIEWER_RESPONSE },
        ],
      },
      additionalBehaviors: {
        // Before /api/*: CloudFront takes the first pattern that matches, in this order.
        ...Object.fromEntries((props.cachedApiPaths ?? []).map((path) => [path, cachedApi])),
        ...Object.fromEntries(API_PATHS.map((path) => [path, api])),
        [IMAGES_PATH]: {
          origin: S3BucketOrigin.withOriginAccessControl(this.imagesBucket),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: securityHeaders,
        },
      },
      priceClass: PriceClass.PRICE_CLASS_100,
      httpVersion: HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: this.logsBucket,
      logFilePrefix: 'cloudfront/',
      ...(certificate && config.domainName
        ? { certificate, domainNames: [config.domainName], minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021 }
        : {}),
    });
    this.url = `https://${config.domainName ?? this.distribution.distributionDomainName}`;

    const suppressions = [
      {
        id: 'AwsSolutions-CFR1',
        reason: 'The shop sells and ships worldwide (see the shipping zones of the spec); no country is blocked.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'No WAF yet: the API stage is throttled and every write is validated; add a web ACL (rate-based rule, AWS managed rules) when traffic or abuse justifies its monthly cost.',
      },
    ];
    if (!certificate) {
      suppressions.push({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain the default *.cloudfront.net certificate is used, whose minimum protocol CloudFront fixes at TLSv1. Setting context domainName and certificateArn switches to TLSv1.2_2021.',
      });
    }
    NagSuppressions.addResourceSuppressions(this.distribution, suppressions);

    this.deploySite(props.webDist);
    this.deployImages(props.imagesDir);
  }

  /** Hashed files under assets/ are immutable; everything else (index.html) is revalidated. */
  private deploySite(webDist: string): void {
    if (!existsSync(join(webDist, 'index.html'))) {
      Annotations.of(this).addWarningV2(
        '@shop/cdk:noWebDist',
        `${webDist} has no index.html, so the SPA is not deployed. Run \`npm run build\` before \`npm run deploy\`.`,
      );
      return;
    }
    const assetsDir = join(webDist, 'assets');
    const assets = existsSync(assetsDir)
      ? new BucketDeployment(this, 'SiteAssetsDeployment', {
          sources: [Source.asset(assetsDir)],
          destinationBucket: this.siteBucket,
          destinationKeyPrefix: 'assets/',
          // Old hashed files stay, for browsers still holding the previous index.html.
          prune: false,
          cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
          memoryLimit: 512,
          logGroup: this.deploymentLogGroup(),
        })
      : undefined;
    this.siteDeployment = new BucketDeployment(this, 'SiteDeployment', {
      // The build's manifest is for the prerender bundle, which carries it (web/build/pageModules.ts).
      // The shell again under the name the edge gives a path of no page, answered with 404 (edgeFunctions.ts).
      sources: [
        Source.asset(webDist, { exclude: ['assets/**', '.vite/**'] }),
        Source.data(NOT_FOUND_OBJECT.slice(1), readFileSync(join(webDist, 'index.html'), 'utf8')),
      ],
      destinationBucket: this.siteBucket,
      // The page functions' files (lambdas/pages) stay: a deploy neither uploads nor prunes them.
      exclude: [
        'assets/*',
        'pages/products/*',
        'pages/category/*',
        'pages/collection/*',
        'pages/blog/*',
        'pages/index.html',
        'pages/sitemap.json',
        'sitemap.xml',
      ],
      cacheControl: [CacheControl.fromString('public, max-age=0, must-revalidate')],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      logGroup: this.deploymentLogGroup(),
    });
    // index.html goes live only once the files it names are there.
    if (assets) this.siteDeployment.node.addDependency(assets);
    if (assets) this.dropUnusedCliLayer(assets);
    this.dropUnusedCliLayer(this.siteDeployment);
  }

  private deployImages(imagesDir: string): void {
    if (!existsSync(imagesDir)) {
      Annotations.of(this).addWarningV2(
        '@shop/cdk:noSeedImages',
        `${imagesDir} does not exist, so no images are uploaded to the images bucket.`,
      );
      return;
    }
    const images = new BucketDeployment(this, 'ImagesDeployment', {
      sources: [Source.asset(imagesDir)],
      destinationBucket: this.imagesBucket,
      destinationKeyPrefix: 'images/',
      // The operator adds images later; a deploy must not delete them.
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=86400')],
      memoryLimit: 512,
      logGroup: this.deploymentLogGroup(),
    });
    this.dropUnusedCliLayer(images);
  }

  /**
   * Every BucketDeployment makes an AWS CLI layer, but they share one handler function (same
   * memory, no VPC), which carries the first deployment's layer only: the others' would deploy as
   * layers nothing uses.
   */
  private dropUnusedCliLayer(deployment: BucketDeployment): void {
    if (this.cliLayerKept) deployment.node.tryRemoveChild('AwsCliLayer');
    this.cliLayerKept = true;
  }
  private cliLayerKept = false;

  /** One log group for CDK's deployment function (a singleton shared by all deployments). */
  private deploymentLogGroup(): LogGroup {
    this.deploymentLogs ??= new LogGroup(this, 'DeploymentLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: statefulRemovalPolicy(this.config),
    });
    return this.deploymentLogs;
  }
}
