import diagnostics from 'node:diagnostics_channel';
import type { ClientRequest } from 'node:http';

/**
 * Counts HTTP requests this process makes to the provider stand-ins (payment simulator, SES,
 * SQS) by listening to Node's `http.client.request.start` channel, which every SDK here goes
 * through. DynamoDB is counted by its own meter.
 */
export interface ProviderCounter {
  counts(): Record<string, number>;
  stop(): void;
}

export function countProviderCalls(hosts: Record<string, string>): ProviderCounter {
  const byHost = new Map(Object.entries(hosts).map(([name, host]) => [host.split(':').pop() ?? host, name]));
  const counts: Record<string, number> = {};
  const onStart = (message: unknown) => {
    const request = (message as { request: ClientRequest }).request;
    const host = String(request.getHeader('host') ?? '');
    const port = host.split(':').pop() ?? '';
    const name = byHost.get(port);
    if (name) counts[name] = (counts[name] ?? 0) + 1;
  };
  diagnostics.subscribe('http.client.request.start', onStart);
  return {
    counts: () => ({ ...counts }),
    stop: () => diagnostics.unsubscribe('http.client.request.start', onStart),
  };
}

/** What changed between two snapshots of counts. */
export function countsSince(after: Record<string, number>, before: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, n] of Object.entries(after)) if (n - (before[name] ?? 0) > 0) out[name] = n - (before[name] ?? 0);
  return out;
}
