import { type AwsApiOptions, type AwsProtocol, awsApi, JSON_PROTOCOL, pathLabel } from './awsRequest.ts';
import { SignatureV4a } from './sigV4a.ts';

/**
 * CloudFront KeyValueStore's DescribeKeyValueStore, GetKey and UpdateKeys as the SDK's
 * CloudFrontKeyValueStoreClient sends them (REST-JSON at the store's account's global host,
 * signed with SigV4A for every region, its retries and errors), made with the SDK's own parts
 * (lambdas/platform/awsRequest.ts) and Node's ECDSA (lambdas/platform/sigV4a.ts), without the
 * client's 14 KB and the SDK's pure-JS SigV4A signer's 36 KB in the functions that keep the
 * edge's index of drawn pages (docs/decisions/097-aws-calls-without-their-clients.md).
 * keyValueStoreApi.test.ts judges it by the SDK's client.
 */
export interface KeyValueStoreApi {
  describe(): Promise<{ etag?: string }>;
  getKey(key: string): Promise<{ key: string; value: string }>;
  updateKeys(update: {
    ifMatch: string | undefined;
    puts?: { Key: string; Value: string }[];
    deletes?: { Key: string }[];
  }): Promise<{ etag?: string }>;
}

const SERVICE = 'cloudfront-keyvaluestore';

/** The store's API speaks REST-JSON, signed with SigV4A for every region (`*`), as its endpoint rules say. */
const KEY_VALUE_STORE_PROTOCOL: AwsProtocol = {
  ...JSON_PROTOCOL,
  signer: (service, credentials) => new SignatureV4a({ credentials, regionSet: '*', service }),
};

/** The host the SDK resolves for a store: its account's, at CloudFront KeyValueStore's global endpoint. */
export function keyValueStoreOrigin(arn: string): string {
  const account = arn.split(':')[4];
  if (!account || !/^\d{12}$/.test(account)) throw new Error(`Not a key value store's ARN: ${arn}`);
  return `https://${account}.cloudfront-kvs.global.api.aws`;
}

/** With an endpoint (the local server), the calls go there, on its own host. */
export function createKeyValueStoreApi(arn: string, options: AwsApiOptions): KeyValueStoreApi {
  const call = awsApi(SERVICE, SERVICE, options, KEY_VALUE_STORE_PROTOCOL);
  const origin = options.endpoint ? undefined : keyValueStoreOrigin(arn);
  const store = `/key-value-stores/${pathLabel(arn)}`;
  const json = (body: Uint8Array) => JSON.parse(new TextDecoder().decode(body)) as Record<string, unknown>;
  return {
    async describe() {
      const answer = await call({ method: 'GET', path: store, origin });
      return { etag: answer.headers.etag };
    },
    async getKey(key) {
      const answer = await call({ method: 'GET', path: `${store}/keys/${pathLabel(key)}`, origin });
      const { Key, Value } = json(answer.body) as { Key: string; Value: string };
      return { key: Key, value: Value };
    },
    async updateKeys({ ifMatch, puts, deletes }) {
      const answer = await call({
        method: 'POST',
        path: `${store}/keys`,
        origin,
        contentType: 'application/json',
        headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
        body: JSON.stringify({ ...(puts ? { Puts: puts } : {}), ...(deletes ? { Deletes: deletes } : {}) }),
      });
      return { etag: answer.headers.etag };
    },
  };
}
