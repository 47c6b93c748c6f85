import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as it arrived at the stand-in. */
export interface Arrived {
  method: string;
  url: string;
  /** The body as UTF-8 text. */
  body: string;
  /** The body's bytes as they came. */
  raw: Buffer;
  headers: IncomingMessage['headers'];
}

/** What the stand-in answers to one request: a JSON body (an object, or text as it is), or a closed connection. */
export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  hangUp?: boolean;
}

/**
 * A local server standing in for a provider's API, for the tests that judge the shop's clients
 * by the providers' SDKs: it records every request as it arrived and answers from a script, one
 * answer per request, then with `fallback`.
 */
export interface RecordingServer {
  readonly url: string;
  /** Every request since the last `expect`. */
  readonly arrived: Arrived[];
  /** Forgets what arrived and answers with `answers` next. */
  expect(answers?: Answer[]): void;
  close(): Promise<void>;
}

export async function startRecordingServer(fallback: (arrived: Arrived[]) => Answer): Promise<RecordingServer> {
  const arrived: Arrived[] = [];
  let answers: Answer[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      arrived.push({
        method: request.method ?? '',
        url: request.url ?? '',
        body: raw.toString('utf8'),
        raw,
        headers: request.headers,
      });
      const answer = answers.shift() ?? fallback(arrived);
      if (answer.hangUp) {
        request.socket.destroy();
        return;
      }
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    arrived,
    expect: (next = []) => {
      arrived.length = 0;
      answers = [...next];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
