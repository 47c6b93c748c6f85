import { ACMClient } from '@aws-sdk/client-acm';
import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { LambdaClient } from '@aws-sdk/client-lambda';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SSMClient } from '@aws-sdk/client-ssm';
import { STSClient } from '@aws-sdk/client-sts';
import type Stripe from 'stripe';
import { awsClientOptions } from '../../../lambdas/platform/aws.ts';
import { stripeApi } from '../../../lambdas/payments/stripeApi.ts';

/** A webhook endpoint as the payment provider lists it. */
export interface WebhookEndpoint {
  url: string;
  status: string;
  enabled_events: string[];
}

/** The one thing preflight asks the payment provider, with the stage's own key. */
export interface PaymentProviderWebhooks {
  webhookEndpoints(): Promise<WebhookEndpoint[]>;
}

/** What preflight reads, and nothing that could write: the checks only send Get, Describe and List calls. */
export interface PreflightPorts {
  sts: STSClient;
  ssm: SSMClient;
  cloudFormation: CloudFormationClient;
  lambda: LambdaClient;
  ses: SESv2Client;
  secrets: SecretsManagerClient;
  /** In us-east-1, the only region whose certificates CloudFront takes. */
  acm: ACMClient;
  paymentProvider(secretKey: string): PaymentProviderWebhooks;
}

/** The ports on the stage's account, through the profile and region the environment names (target.ts sets them). */
export function awsPreflightPorts(): PreflightPorts {
  const options = awsClientOptions();
  return {
    sts: new STSClient(options),
    ssm: new SSMClient(options),
    cloudFormation: new CloudFormationClient(options),
    lambda: new LambdaClient(options),
    ses: new SESv2Client(options),
    secrets: new SecretsManagerClient(options),
    acm: new ACMClient({ ...options, region: 'us-east-1' }),
    paymentProvider(secretKey) {
      const stripe = stripeApi({ secretKey });
      return {
        // An account has at most 16 endpoints, so one page of 100 holds them all.
        webhookEndpoints: async () =>
          (await stripe.get<Stripe.ApiList<Stripe.WebhookEndpoint>>('/v1/webhook_endpoints', { limit: 100 })).data,
      };
    },
  };
}
