/**
 * Loaded into the stack's process by the crash test (bench/chaos/stackMain.ts, before
 * local/start.ts), it writes down what the outside world took, at the
 * moment it took it: each mail the local SES answered with its message id, and each receipt
 * the CIS simulator answered with a JIR. In AWS, SES and CIS outlive a crash of the shop; their
 * local stand-ins live in the shop's process and keep what they took in memory only, so a
 * SIGKILL would take that away with it. A synchronous append to a file outlives the kill, so
 * the audit knows every mail and receipt, even those of the instant before it. It only watches:
 * nothing the stack answers is changed, and a failure of its own is swallowed.
 *
 * CHAOS_JOURNAL names the file; CHAOS_SES_PORT the SES port, whose front passes each send to the
 * library's own server, where the mail is stored, and publishes the configuration set's Send event
 * before it answers (local/mail.ts). The front's answer is the one written down: SES takes a mail
 * and its Send event together, so the stand-in has taken a mail once both are done. A kill between
 * the library storing it and the front publishing its event takes the mail away with the
 * library's memory, as if SES had refused it, and the shop's retry sends it; written down at the
 * library's answer instead, such a mail would count as taken without the event SES never fails to
 * publish. CHAOS_FISCAL_PORT the CIS simulator's.
 */
import { appendFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import diagnostics from 'node:diagnostics_channel';
import { decodedWords } from '../../lambdas/platform/mailHeaderText.ts';

/** One line a mail or a receipt. */
export type TapEntry =
  | { kind: 'mail'; messageId: string; subject: string; to: string[]; at: number }
  | { kind: 'receipt'; number: string; jir: string; at: number };

/** A header of a raw MIME message, unfolded, with encoded words (=?UTF-8?B|Q?…?=) decoded (the space between two of them is not the text's). */
export function mimeHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (line === undefined) return undefined;
  return decodedWords(line.slice(name.length + 1).trim());
}

/** The mail of an SES v2 send as the library took it: its id from the answer, its subject and recipients from the request. */
export function mailEntry(request: string, answer: string, at: number): TapEntry | undefined {
  const { MessageId } = JSON.parse(answer) as { MessageId?: string };
  if (!MessageId) return undefined;
  const send = JSON.parse(request) as {
    Content?: { Raw?: { Data?: string }; Simple?: { Subject?: { Data?: string } } };
    Destination?: { ToAddresses?: string[] };
  };
  const raw = send.Content?.Raw?.Data ? Buffer.from(send.Content.Raw.Data, 'base64').toString('utf8') : undefined;
  const simpleSubject = send.Content?.Simple?.Subject?.Data;
  const subject = raw ? mimeHeader(raw, 'Subject') : simpleSubject && decodedWords(simpleSubject);
  const to = raw ? (mimeHeader(raw, 'To') ?? '').split(',').map((a) => a.trim()) : (send.Destination?.ToAddresses ?? []);
  return { kind: 'mail', messageId: MessageId, subject: subject ?? '', to, at };
}

/** The receipt a RacunZahtjev named (its number as N/premises/device) and the JIR CIS answered. */
export function receiptEntry(request: string, answer: string, at: number): TapEntry | undefined {
  const jir = /<(?:\w+:)?Jir>([^<]+)</.exec(answer)?.[1];
  if (!jir) return undefined;
  const field = (name: string) => new RegExp(`<(?:\\w+:)?${name}>([^<]+)<`).exec(request)?.[1];
  const parts = [field('BrOznRac'), field('OznPosPr'), field('OznNapUr')];
  if (parts.some((p) => p === undefined)) return undefined;
  return { kind: 'receipt', number: parts.join('/'), jir, at };
}

export interface TapOptions {
  journal: string;
  sesPort: number;
  fiscalPort: number;
}

type RequestStart = { request: IncomingMessage; response: ServerResponse; server: Server };

function watch(options: TapOptions, { request, response, server }: RequestStart): void {
  const { journal, sesPort, fiscalPort } = options;
  const port = (server.address() as { port?: number } | null)?.port;
  const mail = request.method === 'POST' && request.url?.split('?')[0] === '/v2/email/outbound-emails' && port === sesPort;
  const receipt = request.method === 'POST' && port === fiscalPort;
  if (!mail && !receipt) return;
  // The body as the server itself reads it: a listener of our own would start the stream flowing before the server listens.
  const body: Buffer[] = [];
  const emit = request.emit;
  request.emit = function (this: IncomingMessage, event: string | symbol, ...args: unknown[]) {
    if (event === 'data' && Buffer.isBuffer(args[0])) body.push(args[0]);
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as IncomingMessage['emit'];
  const end = response.end;
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    try {
      const chunk = args[0];
      if (this.statusCode === 200 && (typeof chunk === 'string' || Buffer.isBuffer(chunk))) {
        const text = Buffer.isBuffer(chunk) ? chunk.toString('utf8') : chunk;
        const entry = mail
          ? mailEntry(Buffer.concat(body).toString('utf8'), text, Date.now())
          : receiptEntry(Buffer.concat(body).toString('utf8'), text, Date.now());
        // Written before the answer leaves: what is in the file was taken, whether or not the shop heard so.
        if (entry) appendFileSync(journal, `${JSON.stringify(entry)}\n`);
      }
    } catch {
      // Watching must never change what the stack does.
    }
    return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['end'];
}

/** Watches every HTTP server of this process from now on; the function it returns stops. */
export function tapServers(options: TapOptions): () => void {
  const listener = (message: unknown) => watch(options, message as RequestStart);
  diagnostics.subscribe('http.server.request.start', listener);
  return () => diagnostics.unsubscribe('http.server.request.start', listener);
}

const journal = process.env.CHAOS_JOURNAL;
if (journal) tapServers({ journal, sesPort: Number(process.env.CHAOS_SES_PORT), fiscalPort: Number(process.env.CHAOS_FISCAL_PORT) });
