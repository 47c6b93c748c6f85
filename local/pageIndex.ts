import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import { LOCAL_ACCOUNT_ID } from './environment.ts';

/**
 * The local stand-in for CloudFront's KeyValueStore of drawn pages (docs/decisions/031-edge-page-index.md).
 * The page functions write it through the calls the SDK's client makes (lambdas/platform/keyValueStoreApi.ts,
 * signed with SigV4A) at the local server, which answers them: DescribeKeyValueStore,
 * GetKey and UpdateKeys, with the ETag checks and errors AWS has. The local server's edge reads
 * it the way CloudFront's viewer functions do (`exists`, `get`): which pages are drawn, and the
 * versions of the answers it keeps (docs/decisions/053). Kept in a file beside the data, as
 * the pages it names are, so a restart shows the same pages.
 */

/** What a key value store takes (CloudFront's quotas): refused with ValidationException, the total with ServiceQuotaExceededException. */
export const KEY_VALUE_STORE_LIMITS = { keyBytes: 512, valueBytes: 1024, keysPerUpdate: 50, totalBytes: 5 * 1024 * 1024 } as const;

/** The ARN the local stack gives the page functions (PAGE_INDEX_ARN). */
export const LOCAL_PAGE_INDEX_ARN = `arn:aws:cloudfront::${LOCAL_ACCOUNT_ID}:key-value-store/local-page-index`;

/** The store's REST paths (`/key-value-stores/{KvsARN}`, `…/keys`, `…/keys/{Key}`), each part URL-encoded. */
export const KEY_VALUE_STORE_PATH = /^\/key-value-stores\/([^/]+)(?:\/keys(?:\/([^/]+))?)?$/;

export interface LocalPageIndex {
  /** What CloudFront's `kvs.exists` answers. */
  exists(key: string): Promise<boolean>;
  /** What CloudFront's `kvs.get` answers: the value, or an error for a key that is not there. */
  get(key: string): Promise<string>;
  /** How many UpdateKeys calls it took, and how many keys they put: the bench counts the edge's writes. */
  writes(): { calls: number; puts: number };
  keys(): string[];
  /** Makes the next `count` writes fail with AWS's InternalServerException (tests: what the shop does then). */
  failWrites(count: number): void;
  /** Answers one call of the SDK; false when the path is not the store's. */
  answer(req: http.IncomingMessage, res: http.ServerResponse, pathname: string, body: string): boolean;
}

export function createLocalPageIndex(options: { file?: string; arn?: string } = {}): LocalPageIndex {
  const arn = options.arn ?? LOCAL_PAGE_INDEX_ARN;
  const entries = new Map<string, string>(Object.entries(load(options.file)));
  let version = 0;
  let failing = 0;
  const written = { calls: 0, puts: 0 };
  const etag = () => `LOCAL${version}`;
  const save = () => {
    if (!options.file) return;
    writeFileSync(`${options.file}.tmp`, JSON.stringify(Object.fromEntries(entries)));
    renameSync(`${options.file}.tmp`, options.file);
  };
  const totals = () => ({
    ItemCount: entries.size,
    TotalSizeInBytes: [...entries].reduce((sum, [key, value]) => sum + Buffer.byteLength(key) + Buffer.byteLength(value), 0),
  });
  const send = (res: http.ServerResponse, status: number, body: object, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const error = (res: http.ServerResponse, status: number, type: string, message: string) =>
    send(res, status, { message }, { 'x-amzn-errortype': type });

  return {
    exists: async (key) => entries.has(key),
    async get(key) {
      const value = entries.get(key);
      if (value === undefined) throw new Error(`The key ${key} does not exist.`);
      return value;
    },
    writes: () => ({ ...written }),
    keys: () => [...entries.keys()].sort(),
    failWrites(count) {
      failing = count;
    },
    answer(req, res, pathname, body) {
      const match = KEY_VALUE_STORE_PATH.exec(pathname);
      if (!match) return false;
      const [, storeArn, rawKey] = match;
      if (decodeURIComponent(storeArn ?? '') !== arn) {
        error(res, 404, 'ResourceNotFoundException', `No key value store ${decodeURIComponent(storeArn ?? '')}`);
        return true;
      }
      const method = req.method ?? 'GET';
      const keysPath = pathname.includes('/keys');
      if (method === 'GET' && !keysPath) {
        send(res, 200, { KvsARN: arn, ...totals(), Created: 0, Status: 'READY' }, { etag: etag() });
      } else if (method === 'GET' && rawKey) {
        const key = decodeURIComponent(rawKey);
        const value = entries.get(key);
        if (value === undefined) error(res, 404, 'ResourceNotFoundException', `No key ${key}`);
        else send(res, 200, { Key: key, Value: value, ...totals() });
      } else if (method === 'POST' && !rawKey) {
        const { Puts = [], Deletes = [] } = JSON.parse(body || '{}') as {
          Puts?: { Key: string; Value: string }[];
          Deletes?: { Key: string }[];
        };
        const invalid = refusedUpdate(Puts, Deletes);
        const missing = Deletes.find(({ Key }) => !entries.has(Key));
        if (failing > 0) {
          failing -= 1;
          error(res, 500, 'InternalServerException', 'The local page index fails on request.');
        } else if (invalid) {
          error(res, 400, 'ValidationException', invalid);
        } else if (req.headers['if-match'] !== etag()) {
          error(res, 409, 'ConflictException', `The store is at ${etag()}, not ${String(req.headers['if-match'])}.`);
        } else if (missing) {
          error(res, 404, 'ResourceNotFoundException', `No key ${missing.Key} to delete`);
        } else if (sizeAfter(entries, Puts, Deletes) > KEY_VALUE_STORE_LIMITS.totalBytes) {
          error(res, 402, 'ServiceQuotaExceededException', `The store would hold more than ${KEY_VALUE_STORE_LIMITS.totalBytes} bytes.`);
        } else {
          for (const { Key, Value } of Puts) entries.set(Key, Value);
          for (const { Key } of Deletes) entries.delete(Key);
          version += 1;
          written.calls += 1;
          written.puts += Puts.length;
          save();
          send(res, 200, totals(), { etag: etag() });
        }
      } else {
        error(res, 400, 'ValidationException', `The local page index does not answer ${method} ${pathname}.`);
      }
      return true;
    },
  };
}

/** Why UpdateKeys refuses these keys, if it does: too many in one call, a key or a value too long. */
function refusedUpdate(puts: { Key: string; Value: string }[], deletes: { Key: string }[]): string | undefined {
  const { keyBytes, valueBytes, keysPerUpdate } = KEY_VALUE_STORE_LIMITS;
  if (puts.length + deletes.length > keysPerUpdate) return `At most ${keysPerUpdate} keys may be put or deleted in one call.`;
  const long = [...puts, ...deletes].find(({ Key }) => Buffer.byteLength(Key) > keyBytes);
  if (long) return `The key ${long.Key.slice(0, 40)}… is longer than ${keyBytes} bytes.`;
  const large = puts.find(({ Value }) => Buffer.byteLength(Value) > valueBytes);
  if (large) return `The value of ${large.Key} is longer than ${valueBytes} bytes.`;
  return undefined;
}

/** The store's size (keys and values, as TotalSizeInBytes counts it) once the call is applied. */
function sizeAfter(entries: ReadonlyMap<string, string>, puts: { Key: string; Value: string }[], deletes: { Key: string }[]): number {
  const after = new Map(entries);
  for (const { Key, Value } of puts) after.set(Key, Value);
  for (const { Key } of deletes) after.delete(Key);
  return [...after].reduce((sum, [key, value]) => sum + Buffer.byteLength(key) + Buffer.byteLength(value), 0);
}

function load(file: string | undefined): Record<string, string> {
  if (!file) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}
