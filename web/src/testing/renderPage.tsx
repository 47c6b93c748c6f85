import { type Language, LANGUAGE_PREFIX } from '@shop/shared/language';
import { act, cleanup, render, type RenderResult, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { type ReactNode, Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, expect, vi } from 'vitest';
import type { z } from 'zod/mini';
import { swrConfig } from '../app/swrConfig.ts';
import { LanguageContext } from '../i18n/language.ts';

/**
 * Component tests: a page of the shop drawn in a stand-in browser (happy-dom), in the language
 * its path says, with the shop's own router, SWR settings and HTTP client. Only the network is
 * not real: `fetch` reaches a fake API that answers each call as the test says and checks every
 * body it is sent against the API's own schema (shared/src/contract), as the function would.
 */

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export interface Answer {
  status?: number;
  body?: unknown;
}

type Handler = (call: ApiCall) => Answer | Promise<Answer>;

/** Handlers by `METHOD /path` (the path without its query). */
export type ApiRoutes = Record<string, Handler>;

export interface FakeApi {
  /** Every call the page made, in order. */
  readonly calls: ApiCall[];
  /** Bodies the API's schema would have refused, and calls to routes the test did not expect: any fails the test. */
  readonly faults: string[];
  /** The calls to one route. */
  callsTo(route: string): ApiCall[];
}

/** A route whose body must pass `schema`, as the function's own parse would demand; `answer` gets the parsed body. */
export function contract<S extends z.ZodMiniType>(schema: S, answer: (body: z.output<S>, call: ApiCall) => Answer): Handler {
  return (call) => {
    const parsed = schema.safeParse(call.body);
    if (!parsed.success) throw new RefusedBody(`${call.method} ${call.path} sent a body its schema refuses: ${parsed.error.message}`);
    return answer(parsed.data, call);
  };
}

class RefusedBody extends Error {}

/** The faults of the API the test's page talks to: any one fails the test after it ends. */
let faultsOfThisTest: string[] = [];

function fakeApi(routes: ApiRoutes): FakeApi {
  const calls: ApiCall[] = [];
  const faults: string[] = [];
  faultsOfThisTest = faults;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.href);
    const method = init.method ?? 'GET';
    const call: ApiCall = {
      method,
      path: url.pathname + url.search,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: Object.fromEntries(Object.entries(init.headers ?? {})),
    };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) {
      faults.push(`unexpected call: ${method} ${call.path}`);
      return Response.json({ message: 'Not found.', code: 'http.notFound' }, { status: 404 });
    }
    try {
      const { status = 200, body } = await handler(call);
      return body === undefined ? new Response(null, { status }) : Response.json(body, { status });
    } catch (error) {
      faults.push(error instanceof Error ? error.message : String(error));
      return Response.json({ message: 'The request body is not valid.', code: 'http.invalidBody' }, { status: 400 });
    }
  });
  return { calls, faults, callsTo: (route) => calls.filter((call) => `${call.method} ${call.path.split('?')[0]}` === route) };
}

/** Long enough for a file's first page to load its messages' and lazy parts' modules. */
const FIRST_DRAW = { timeout: 10_000 };

export interface RenderedPage extends RenderResult {
  api: FakeApi;
  user: UserEvent;
}

/**
 * Draws `page` at `path` (`/hr/...` is a Croatian page) as the shop mounts it, with a fresh SWR
 * cache, `storage` put into localStorage first, and `routes` as the API; resolves once the page
 * has its messages and shows something.
 */
export async function renderPage(
  page: ReactNode,
  { path, routes = {}, storage = {} }: { path: string; routes?: ApiRoutes; storage?: Record<string, unknown> },
): Promise<RenderedPage> {
  window.history.replaceState(null, '', path);
  const language: Language = path === '/hr' || path.startsWith('/hr/') ? 'hr' : 'en';
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, JSON.stringify(value));
  const api = fakeApi(routes);
  const user = userEvent.setup();
  // Awaited, so a page that suspends on its messages goes on once they have loaded.
  const rendered = await act(async () =>
    render(
      <BrowserRouter basename={LANGUAGE_PREFIX[language] || undefined}>
        <LanguageContext value={language}>
          <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
            <Suspense fallback={null}>{page}</Suspense>
          </SWRConfig>
        </LanguageContext>
      </BrowserRouter>,
    ),
  );
  await waitFor(() => {
    if (rendered.container.childElementCount === 0) throw new Error(`${path} shows nothing`);
  }, FIRST_DRAW);
  // What came after the messages loaded was committed outside act: its effects (a dialog's
  // showModal, a focus) run before the test looks.
  await act(async () => {});
  return { ...rendered, api, user };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  const faults = faultsOfThisTest;
  faultsOfThisTest = [];
  expect(faults, 'what the page sent that the API would refuse, or did not expect').toEqual([]);
});
