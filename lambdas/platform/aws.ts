import { config } from './config.ts';

/** The options every AWS SDK v3 client of the shop is built with. */
export interface AwsClientOptions {
  region: string;
  /** Set only on the local stack (DynamoDB Local, the local SES server, the queue stand-in). */
  endpoint?: string;
  maxAttempts: number;
}

/**
 * Options for an SDK v3 client. In AWS the endpoint is left to the SDK; locally it points at
 * the stand-in. Three attempts ride out a throttle or a cold stand-in without making a request
 * that is bound to fail wait long before it reports.
 */
export function awsClientOptions(endpoint?: string): AwsClientOptions {
  const options: AwsClientOptions = { region: config.region(), maxAttempts: 3 };
  if (endpoint) options.endpoint = endpoint;
  return options;
}
