import type { StaffRole } from '@shop/shared/contract/admin';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import { systemClock } from '../platform/clock.ts';
import { HTTP } from '../platform/errors.ts';
import { HttpResponse, httpRoute, type RouteInput } from '../platform/http.ts';
import { shopStaffReader } from './staffAdapters.ts';
import type { StaffRecord } from './staffRecord.ts';
import { requireStaff } from './staffToken.ts';

type Schema = z.ZodMiniType;
interface StaffCheck {
  staff: StaffRecord;
  now: Date;
}
type StaffEvent = APIGatewayProxyEventV2 & { staffCheck?: StaffCheck };
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

export interface StaffInput<B, P, Q> extends RouteInput<B, P, Q> {
  staff: StaffRecord;
  now: Date;
}

/**
 * A back-office route: the shop's httpRoute (the edge's check, JSON, zod, errors), then the one
 * staff check, before the body is even validated: a staff token of an active account whose role
 * is at least `role` (lambdas/routes.ts says the same in `staffRole`).
 */
export function staffRoute<
  B extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
>(
  spec: { role: StaffRole; body?: B; params?: P; query?: Q },
  fn: (input: StaffInput<Parsed<B>, Parsed<P>, Parsed<Q>>) => Promise<unknown>,
) {
  const { role, ...schemas } = spec;
  const route = httpRoute(schemas, async (input) => {
    const { staff, now } = (input.event as StaffEvent).staffCheck as StaffCheck;
    return fn({ ...input, staff, now } as StaffInput<Parsed<B>, Parsed<P>, Parsed<Q>>);
  });
  // After the edge's check and before the body's shape: whoever may not call a route learns nothing of what it takes.
  route.before(async (request) => {
    const headers = Object.fromEntries(Object.entries(request.event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    const now = systemClock.now();
    (request.event as StaffEvent).staffCheck = { staff: await requireStaff(shopStaffReader, headers, role, now), now };
  });
  return route;
}

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * One function for several routes of one desk of the back office (decision 036: fewer
 * functions, so the admin's stack stays far below CloudFormation's 500 resources): each route
 * key to its handler, as API Gateway names the route in the event.
 */
export function deskOf(handlers: Record<string, Handler>): Handler & { desk: Record<string, Handler> } {
  const desk: Handler = async (event, context) => {
    const handler = handlers[event.routeKey];
    if (!handler) {
      const { code, text } = HTTP.notFound;
      return { statusCode: 404, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: text.en, code }) };
    }
    return handler(event, context);
  };
  // Each route's own handler, for the tests that read its contract (lambdas/routesFuzz.test.ts).
  return Object.assign(desk, { desk: handlers });
}

export { HttpResponse };
