import { gunzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ORIGIN_SECRET_HEADER } from './edge.ts';
import { followedBy, messagesOf } from '@shop/shared/messages';
import { croatianBook } from '@shop/shared/messageTranslation';
import { conflict, HTTP, HttpError, notFound } from './errors.ts';
import { httpRoute } from './http.ts';
import { log } from './log.ts';

const fromTheEdge = { [ORIGIN_SECRET_HEADER]: process.env.ORIGIN_SECRET as string };

async function call(handler: ReturnType<typeof httpRoute>, { path = '/api/x', headers = {}, body = '{}' } = {}) {
  const event = {
    headers: { ...fromTheEdge, 'content-type': 'application/json', ...headers },
    requestContext: { http: { method: 'POST' } },
    rawPath: path,
    body,
  } as unknown as APIGatewayProxyEventV2;
  const result = (await handler(event, {} as Context)) as APIGatewayProxyStructuredResultV2;
  const text = result.isBase64Encoded ? gunzipSync(Buffer.from(result.body as string, 'base64')).toString() : (result.body as string);
  return { status: result.statusCode, headers: result.headers ?? {}, body: text ? JSON.parse(text) : undefined };
}

const quantity = httpRoute({ body: z.object({ quantity: z.int() }) }, async () => ({ ok: true }));
const TOO_MANY = messagesOf('shelf', {
  en: { tooMany: 'Too many requests from your network.' },
  hr: { tooMany: 'Previše zahtjeva iz Vaše mreže.' },
});
const soldOut = httpRoute({}, async () => {
  throw new HttpError(429, followedBy(TOO_MANY.tooMany, HTTP.tryAgainIn({ minutes: 3 })));
});
const missing = httpRoute({}, async () => {
  throw notFound();
});
const REGISTRATION = messagesOf('shelf', {
  en: { registered: 'Please confirm your registration through the link we sent to your email.' },
  hr: { registered: 'Molimo potvrdite registraciju putem poveznice koju smo Vam poslali e-poštom.' },
});
const registered = httpRoute({}, async () => ({ message: REGISTRATION.registered }));
const unwritten = httpRoute({}, async () => {
  throw conflict('A refusal the shop has no Croatian for.');
});
const HR = { 'X-Shop-Language': 'hr' };

describe('the language of an answer', () => {
  it('is the one the page sends, in any case of the header and with a region; English otherwise', async () => {
    for (const headers of [HR, { 'x-shop-language': 'hr-HR' }, { 'X-SHOP-LANGUAGE': 'HR' }]) {
      expect((await call(missing, { headers })).body).toEqual({ message: 'Nije pronađeno.', code: 'http.notFound' });
    }
    for (const headers of [{}, { 'X-Shop-Language': 'en' }, { 'X-Shop-Language': 'de' }, { 'X-Shop-Language': '' }]) {
      expect((await call(missing, { headers })).body).toEqual({ message: 'Not found.', code: 'http.notFound' });
    }
  });

  it('keeps its own messages when another module of the process sets zod’s English locale, as the local SES inbox does', async () => {
    z.config(z.locales.en());
    try {
      expect((await call(quantity, { headers: HR, body: '{"quantity":"two"}' })).body).toEqual({
        message: 'quantity: Neispravan unos',
        code: 'http.invalid',
        errors: { quantity: 'Neispravan unos' },
      });
      expect((await call(quantity, { body: '{"quantity":"two"}' })).body.message).toBe('quantity: Invalid input');
    } finally {
      z.config({ localeError: undefined });
    }
  });

  it('covers zod’s own messages, the field that names them, 409s with a count in them and 200s with a message', async () => {
    const bad = await call(quantity, { headers: HR, body: '{"quantity":"two"}' });
    expect(bad).toMatchObject({ status: 400, body: { message: 'quantity: Neispravan unos', errors: { quantity: 'Neispravan unos' } } });
    expect((await call(quantity, { body: '{"quantity":"two"}' })).body).toEqual({
      message: 'quantity: Invalid input',
      code: 'http.invalid',
      errors: { quantity: 'Invalid input' },
    });
    expect((await call(soldOut, { headers: HR })).body).toEqual({
      message: 'Previše zahtjeva iz Vaše mreže. Pokušajte ponovno za 3 minute.',
      code: 'shelf.tooMany',
    });
    expect((await call(soldOut)).body).toEqual({
      message: 'Too many requests from your network. Please try again in 3 minutes.',
      code: 'shelf.tooMany',
    });
    expect((await call(registered, { headers: HR })).body).toEqual({
      message: 'Molimo potvrdite registraciju putem poveznice koju smo Vam poslali e-poštom.',
      code: 'shelf.registered',
    });
    expect((await call(quantity, { headers: HR, body: '{' })).body).toEqual({
      message: 'Tijelo zahtjeva nije ispravan JSON.',
      code: 'http.bodyNotJson',
    });
  });

  it('is said in Content-Language, and a shopper’s answer varies with the header, beside the encoding when compressed', async () => {
    expect((await call(missing, { headers: HR })).headers).toMatchObject({ 'content-language': 'hr', vary: 'X-Shop-Language' });
    expect((await call(registered)).headers).toMatchObject({ 'content-language': 'en', vary: 'X-Shop-Language' });
    const long = httpRoute({}, async () => ({ message: HTTP.notFound, list: 'x'.repeat(2000) }));
    const packed = await call(long, { headers: { ...HR, 'accept-encoding': 'gzip' } });
    expect(packed.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'X-Shop-Language, accept-encoding' });
    expect(packed.body.message).toBe('Nije pronađeno.');
  });

  it('is English at the back office and its door, whatever the header says', async () => {
    for (const path of ['/api/admin/products', '/api/staff/signIn']) {
      const answer = await call(missing, { path, headers: HR });
      expect(answer.body).toEqual({ message: 'Not found.', code: 'http.notFound' });
      expect(answer.headers['content-language']).toBe('en');
      expect(answer.headers).not.toHaveProperty('vary');
    }
  });

  it('keeps a message the shop has no Croatian for in English, and the log names it', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    expect((await call(unwritten, { headers: HR })).body).toEqual({ message: 'A refusal the shop has no Croatian for.' });
    expect(warn).toHaveBeenCalledWith('a message without its Croatian', { text: 'A refusal the shop has no Croatian for.' });
    warn.mockRestore();
  });

  it('says a schema’s own text in Croatian from the book its route names, and only from that one', async () => {
    const CITY = 'Please enter your city.';
    const body = z.object({ city: z.string(CITY).check(z.minLength(1, CITY)) });
    const book = croatianBook([[CITY, 'Unesite grad.']]);
    const withBook = httpRoute({ body, croatian: book }, async () => ({ ok: true }));
    const withoutBook = httpRoute({ body }, async () => ({ ok: true }));
    expect((await call(withBook, { headers: HR, body: '{"city":""}' })).body).toEqual({
      message: 'city: Unesite grad.',
      code: 'http.invalid',
      errors: { city: 'Unesite grad.' },
    });
    // Ids, emails and zod's own message are every route's, with a book of its own or without one.
    expect((await call(withBook, { headers: HR, body: '{}' })).body.errors).toEqual({ city: 'Unesite grad.' });
    expect((await call(withBook, { headers: HR, body: '[]' })).body.message).toBe('(body): Neispravan unos');
    const warn = vi.spyOn(log, 'warn');
    expect((await call(withoutBook, { headers: HR, body: '{"city":""}' })).body.errors).toEqual({ city: CITY });
    expect(warn).toHaveBeenCalledWith('a message without its Croatian', { text: CITY });
    warn.mockRestore();
  });
});

describe('when to try again', () => {
  it.each([
    [1, 'Please try again in 1 minute.', 'Pokušajte ponovno za 1 minutu.'],
    [3, 'Please try again in 3 minutes.', 'Pokušajte ponovno za 3 minute.'],
    [14, 'Please try again in 14 minutes.', 'Pokušajte ponovno za 14 minuta.'],
    [21, 'Please try again in 21 minutes.', 'Pokušajte ponovno za 21 minutu.'],
    [22, 'Please try again in 22 minutes.', 'Pokušajte ponovno za 22 minute.'],
  ])('%i minutes', (minutes, en, hr) => {
    expect(HTTP.tryAgainIn({ minutes }).text).toEqual({ en, hr });
  });
});
