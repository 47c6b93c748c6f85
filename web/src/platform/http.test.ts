import { beforeEach, describe, expect, it, vi } from 'vitest';

// The page's address names its language (/hr/… is Croatian); the calls go to a fetch given here.
const page = vi.hoisted(() => {
  vi.stubGlobal('window', { location: { pathname: '/checkout', assign: () => {} } });
  return {
    at: (pathname: string) => {
      (window.location as { pathname: string }).pathname = pathname;
    },
  };
});

const { HttpError, refusedWith, request, requestAs } = await import('./http.ts');

/** The answer fetch gives: a status, a JSON body, and the headers it came with. */
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body === undefined ? '' : JSON.stringify(body), { status, headers })),
  );
}

async function refusal(path = '/api/products/adult-linen-shirt-oat'): Promise<InstanceType<typeof HttpError>> {
  const failure = await request(path).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(HttpError);
  return failure as InstanceType<typeof HttpError>;
}

beforeEach(() => page.at('/checkout'));

describe('a call past the API stage’s throttle (429 "Too Many Requests")', () => {
  it('says so in English on an English page, not in API Gateway’s words', async () => {
    answer(429, { message: 'Too Many Requests' }, { 'Retry-After': '1' });
    const error = await refusal();
    expect(error.status).toBe(429);
    expect(error.message).toBe('Too many requests at once. Please try again in a moment.');
    expect(error.body?.message).toBe('Too many requests at once. Please try again in a moment.');
  });

  it('says so in Croatian on a Croatian page', async () => {
    page.at('/hr/checkout');
    answer(429, { message: 'Too Many Requests' });
    const error = await refusal();
    expect(error.body?.message).toBe('Previše zahtjeva odjednom. Pokušajte ponovno za trenutak.');
  });

  it('says so too when the 429 has no body the shop can read', async () => {
    page.at('/hr');
    answer(429, undefined);
    expect((await refusal()).body?.message).toBe('Previše zahtjeva odjednom. Pokušajte ponovno za trenutak.');
  });

  it('leaves the shop’s own 429s their words, which say what was tried too often and when to try again', async () => {
    page.at('/hr/login');
    const own = 'Previše pokušaja prijave. Pokušajte ponovno za 15 minuta.';
    answer(429, { message: own });
    expect((await refusal('/api/auth/login')).body?.message).toBe(own);
  });

  it('leaves every other refusal as the API words it', async () => {
    answer(400, { message: 'Too Many Requests', errors: { quantity: 'x' } });
    const error = await refusal();
    expect(error.status).toBe(400);
    expect(error.body?.message).toBe('Too Many Requests');
  });
});

describe('one client for the shop and the back office: a call as its caller', () => {
  /** A caller as the back office's staff are (features/admin/api/adminRequest.ts), whose 401s are counted. */
  const staff = () => {
    const ended: string[] = [];
    return {
      ended,
      caller: {
        headers: () => ({ Authorization: 'Bearer staff-token' }),
        unauthorized: (path: string) => ended.push(path),
        refused: (status: number) => `The back office answered ${status}.`,
      },
    };
  };

  it('sends the caller’s headers, not the shopper’s, with the JSON body', async () => {
    answer(200, { saved: true });
    const { caller } = staff();
    expect(await requestAs(caller, '/api/admin/codes', { body: { name: 'AUTUMN' } })).toEqual({ saved: true });
    const [path, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/admin/codes');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"AUTUMN"}');
    expect(init.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer staff-token', 'Content-Type': 'application/json' });
  });

  it('tells the caller of a 401, and words a refusal without a body in the caller’s words', async () => {
    answer(401, undefined);
    const { caller, ended } = staff();
    const failure = await requestAs(caller, '/api/admin/orders').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as Error).message).toBe('The back office answered 401.');
    expect(ended).toEqual(['/api/admin/orders']);
  });

  it('keeps the API’s words and field errors when it gives them', async () => {
    answer(409, { message: 'Someone else saved this product since you opened it.' });
    const failure = (await requestAs(staff().caller, '/api/admin/products/x', { method: 'PUT', body: {} }).catch(
      (e: unknown) => e,
    )) as InstanceType<typeof HttpError>;
    expect(failure.status).toBe(409);
    expect(failure.message).toBe('Someone else saved this product since you opened it.');
  });
});

describe('a page branching on a refusal', () => {
  it('goes by the code the API gives, whatever the status and words', async () => {
    answer(404, { message: 'Taj proizvod ne postoji.', code: 'catalog.noSuchProduct' });
    const missing = await refusal();
    expect(missing.body?.code).toBe('catalog.noSuchProduct');
    expect(refusedWith(missing, 'catalog.noSuchProduct', 'http.invalid')).toBe(true);
    expect(refusedWith(missing, 'catalog.noSuchCategory')).toBe(false);
  });

  it('finds no code in an answer of API Gateway’s own, nor in what is not a refusal', async () => {
    answer(404, { message: 'Not Found' });
    expect(refusedWith(await refusal(), 'catalog.noSuchProduct')).toBe(false);
    expect(refusedWith(new Error('catalog.noSuchProduct'), 'catalog.noSuchProduct')).toBe(false);
    expect(refusedWith(undefined, 'catalog.noSuchProduct')).toBe(false);
  });
});
