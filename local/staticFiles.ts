import { createReadStream, existsSync, promises as fs, type Stats } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * Static files the way CloudFront serves them from the bucket: the built SPA (hashed assets
 * cached for a year, index.html revalidated every time, and index.html for any path that is
 * not a file, so client-side routes load), plus the demo images. Text is compressed with
 * brotli or gzip once per file version and kept in memory.
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.txt', '.xml', '.svg']);
const MIN_COMPRESS_BYTES = 1024;

export interface StaticSite {
  /** Serves the request if it is for a file here (or the SPA fallback); false otherwise. */
  serve(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): Promise<boolean>;
}

export interface StaticSiteOptions {
  root: string;
  /** Answer paths that are not files (and have no file extension) with index.html. */
  spaFallback?: boolean;
  cacheControl(relativePath: string): string;
}

export function spaCacheControl(relativePath: string): string {
  if (relativePath.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export function createStaticSite(options: StaticSiteOptions): StaticSite {
  const root = path.resolve(options.root);
  const compressed = new Map<string, Buffer>();

  return {
    async serve(req, res, pathname) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      let decoded: string;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        return false;
      }
      const file = path.join(root, path.normalize(decoded));
      if (file !== root && !file.startsWith(root + path.sep)) return false;
      let stats = await statFile(file);
      let target = file;
      if (!stats && options.spaFallback && !path.extname(decoded)) {
        target = path.join(root, 'index.html');
        stats = await statFile(target);
      }
      if (!stats) return false;
      await sendFile(req, res, target, stats, options.cacheControl(path.relative(root, target)), compressed);
      return true;
    },
  };
}

async function statFile(file: string): Promise<Stats | undefined> {
  try {
    const stats = await fs.stat(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

async function sendFile(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  file: string,
  stats: Stats,
  cacheControl: string,
  cache: Map<string, Buffer>,
) {
  const ext = path.extname(file).toLowerCase();
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const headers: Record<string, string> = {
    'content-type': TYPES[ext] ?? 'application/octet-stream',
    'cache-control': cacheControl,
    etag,
    'last-modified': stats.mtime.toUTCString(),
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }

  if (COMPRESSIBLE.has(ext) && stats.size >= MIN_COMPRESS_BYTES) {
    headers.vary = 'Accept-Encoding';
    const encoding = pickEncoding(String(req.headers['accept-encoding'] ?? ''));
    if (encoding) {
      const key = `${file}:${etag}:${encoding}`;
      let body = cache.get(key);
      if (!body) {
        body = await compress(file, encoding);
        cache.set(key, body);
      }
      res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': String(body.length) });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
  }

  headers['accept-ranges'] = 'bytes';
  const range = parseRange(String(req.headers.range ?? ''), stats.size);
  if (range === 'unsatisfiable') {
    res.writeHead(416, { ...headers, 'content-range': `bytes */${stats.size}` });
    res.end();
    return;
  }
  const [start, end] = range ?? [0, stats.size - 1];
  const length = stats.size === 0 ? 0 : end - start + 1;
  res.writeHead(range ? 206 : 200, {
    ...headers,
    'content-length': String(length),
    ...(range ? { 'content-range': `bytes ${start}-${end}/${stats.size}` } : {}),
  });
  if (req.method === 'HEAD' || length === 0) {
    res.end();
    return;
  }
  createReadStream(file, { start, end })
    .on('error', () => res.destroy())
    .pipe(res);
}

function pickEncoding(acceptEncoding: string): 'br' | 'gzip' | undefined {
  const accepted = acceptEncoding
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

async function compress(file: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  // A build may ship precompressed siblings; use them when present.
  const sibling = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
  if (existsSync(sibling)) return fs.readFile(sibling);
  const data = await fs.readFile(file);
  return encoding === 'br'
    ? zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
    : zlib.gzipSync(data, { level: 9 });
}

function parseRange(header: string, size: number): [number, number] | 'unsatisfiable' | undefined {
  const found = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!found) return undefined;
  const [, from, to] = found;
  let start: number;
  let end: number;
  if (from === '') {
    if (to === '') return undefined;
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start > end || start >= size) return 'unsatisfiable';
  return [start, end];
}
