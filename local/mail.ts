import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sesModule from 'aws-ses-v2-local';
import { assertPortFree, freePort } from './ports.ts';

/** The local stand-in for Amazon SES: mail sent to it is kept, shown at `/` and listed at `/store`. */
export interface LocalMail {
  /** The SES endpoint for the SDK, and the inbox page for people. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** One mail as `GET /store` lists it (the fields the shop's tests look at). */
export interface StoredMail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { text?: string; html?: string };
  attachments: { filename?: string; contentType: string; size: number; content: string }[];
  at: number;
}

type StartSes = (config?: { host?: string; port?: number }) => Promise<Server>;

/**
 * Runs `aws-ses-v2-local` in this process. It takes SES v1 and v2 sends (Simple, Raw MIME and
 * Template), parses raw MIME with mailparser so attachments show up in the store, and keeps
 * everything in memory: the inbox starts empty on each start.
 */
export async function startMailServer(options: { port: number }): Promise<LocalMail> {
  const port = options.port === 0 ? await freePort() : options.port;
  // The library's listen promise never settles on EADDRINUSE, so ask first.
  await assertPortFree(port, 'SES_PORT');
  const server = await startSes()({ host: '127.0.0.1', port });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://localhost:${bound}`,
    port: bound,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The module is CommonJS with `exports.default`; ESM loaders differ on how they surface it. */
function startSes(): StartSes {
  const candidate = sesModule as unknown as StartSes | { default: StartSes };
  return typeof candidate === 'function' ? candidate : candidate.default;
}

/** Mail in the local inbox, newest last; `since` is epoch seconds. */
export async function readInbox(mailUrl: string, since?: number): Promise<StoredMail[]> {
  const response = await fetch(`${mailUrl}/store${since === undefined ? '' : `?since=${since}`}`);
  if (!response.ok) throw new Error(`The local inbox answered ${response.status}`);
  const { emails } = (await response.json()) as { emails: StoredMail[] };
  return emails;
}

export async function clearInbox(mailUrl: string): Promise<void> {
  await fetch(`${mailUrl}/clear-store`, { method: 'POST' });
}
