import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { functionScope } from '../grants.ts';
import { coveredBy, createCloudFrontEdgeCache, EDGE_CACHE_CONTROL, invalidationPaths } from './edgeCache.ts';
import { runAsFunction } from './functionScope.ts';

const cloudFront = mockClient(CloudFrontClient);
afterEach(() => cloudFront.reset());

describe('invalidation paths', () => {
  it('are each sent once, in order, without those a wildcard covers', () => {
    expect(
      invalidationPaths(['/api/products/b', '/api/collections/x', '/api/products/a', '/api/collections/*', '/api/products/b']),
    ).toEqual(['/api/collections/*', '/api/products/a', '/api/products/b']);
  });

  it('start with a slash and hold a wildcard only at their end', () => {
    expect(() => invalidationPaths(['api/products/a'])).toThrow(/starts with "\/"/);
    expect(() => invalidationPaths(['/api/*/a'])).toThrow(/last character/);
  });

  it('cover a path by name or by the prefix before their wildcard', () => {
    expect(coveredBy('/api/collections/k1', ['/api/collections/*'])).toBe(true);
    expect(coveredBy('/api/products/p1', ['/api/products/p1'])).toBe(true);
    expect(coveredBy('/api/products/p10', ['/api/products/p1'])).toBe(false);
  });
});

describe('the CloudFront edge cache', () => {
  it("invalidates the function's distribution, in batches CloudFront accepts", async () => {
    cloudFront.on(CreateInvalidationCommand).resolves({});
    const scope = functionScope('stream edgeCache', { edgeCache: true }, { EDGE_DISTRIBUTION_ID: 'E2EXAMPLE' });
    const edge = runAsFunction(scope, () => createCloudFrontEdgeCache(new CloudFrontClient({ region: 'us-east-1' })));
    const paths = Array.from({ length: 3001 }, (_, i) => `/api/products/p${i}`);
    await edge.invalidatePaths(paths);
    const calls = cloudFront.commandCalls(CreateInvalidationCommand).map((call) => call.args[0].input);
    expect(calls.map((input) => input.DistributionId)).toEqual(['E2EXAMPLE', 'E2EXAMPLE']);
    expect(calls.map((input) => input.InvalidationBatch?.Paths?.Quantity)).toEqual([3000, 1]);
    expect(new Set(calls.map((input) => input.InvalidationBatch?.CallerReference)).size).toBe(2);
  });

  it('names the grant a function without the distribution lacks', () => {
    const scope = functionScope('stream priceHistory', {}, { EDGE_DISTRIBUTION_ID: 'E2EXAMPLE' });
    expect(() => runAsFunction(scope, () => createCloudFrontEdgeCache())).toThrow(/EDGE_DISTRIBUTION_ID.*do not grant edgeCache/);
  });

  it('lets the edge keep an answer a short while and the browser none', () => {
    expect(EDGE_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
  });
});
