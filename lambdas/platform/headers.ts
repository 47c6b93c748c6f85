import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** A request header by name, whatever case the client or the local server wrote it in. */
export function headerOf(event: Pick<APIGatewayProxyEventV2, 'headers'>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  return Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === wanted)?.[1];
}
