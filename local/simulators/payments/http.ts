import type { IncomingMessage, ServerResponse } from 'node:http';

/** Enough for any form the shop or the payment page sends; more is a mistake or abuse. */
const MAX_BODY_BYTES = 1_000_000;

export class BodyTooLargeError extends Error {}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError('Request body too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body, null, 2);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  });
  response.end(text);
}

export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
    // The pages carry their own CSS and need nothing else; say so to the browser.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action *; frame-ancestors 'none'",
  });
  response.end(html);
}

/** 303, so the browser follows a form POST with a GET. */
export function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { Location: location, 'Content-Length': 0 });
  response.end();
}

export function wantsJson(request: IncomingMessage): boolean {
  return (request.headers.accept ?? '').includes('application/json');
}
