import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { PageRenderer } from '@shop/shared/contract/pages';
import { MissingConfigError } from '../platform/config.ts';
import { functionEnv } from '../platform/functionScope.ts';
import { type S3Api, s3Bucket } from '../platform/s3Api.ts';
import type { SiteFiles } from './sitePages.ts';

/** The `siteFiles` grant (lambdas/grants.ts): the site's bucket in AWS, the folder the local server serves pages from on one machine. */
export const SITE_BUCKET_VARIABLE = 'SITE_BUCKET';
export const SITE_DIR_VARIABLE = 'SITE_DIR';
/** Where the web's prerender bundle is; beside the function's own bundle unless said otherwise (the local stack). */
export const PAGE_RENDERER_VARIABLE = 'PAGE_RENDERER';

/**
 * Pages change often: browsers ask again each time, and CloudFront, whose policy keeps an object
 * at least a second (CachingOptimized's minimum TTL), asks S3 again after that second; so a drawn
 * page needs no invalidation (docs/decisions/053-edge-versions.md).
 */
const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

export function siteFiles(): SiteFiles {
  const env = functionEnv();
  const bucket = env[SITE_BUCKET_VARIABLE];
  if (bucket) return s3SiteFiles(s3Bucket(bucket));
  const dir = env[SITE_DIR_VARIABLE];
  if (dir) return folderSiteFiles(dir, env.WEB_DIST);
  throw new MissingConfigError(SITE_BUCKET_VARIABLE);
}

export function s3SiteFiles(s3: S3Api): SiteFiles {
  /** An object's body and ETag; undefined when there is none. */
  const get = async (key: string) => {
    try {
      const { body, etag } = await s3.getObject(key);
      return { body: new TextDecoder().decode(body), etag };
    } catch (error) {
      // The page functions may list the bucket, so S3 says NoSuchKey (not AccessDenied) of a missing key.
      if ((error as Error).name === 'NoSuchKey') return undefined;
      throw error;
    }
  };
  return {
    read: async (key) => (await get(key))?.body,
    async write(key, body, contentType) {
      await s3.putObject(key, body, { contentType, cacheControl: PAGE_CACHE_CONTROL });
    },
    async remove(key) {
      await s3.deleteObject(key);
    },
    async readVersioned(key) {
      const found = await get(key);
      return found?.etag ? { body: found.body, version: found.etag } : undefined;
    },
    async writeIf(key, body, contentType, version) {
      try {
        const { etag } = await s3.putObject(key, body, {
          contentType,
          cacheControl: PAGE_CACHE_CONTROL,
          ...(version === undefined ? { ifNoneMatch: '*' as const } : { ifMatch: version }),
        });
        return etag;
      } catch (error) {
        // 412: written meanwhile; 409: another conditional write of it is under way.
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 412 || status === 409) return undefined;
        throw error;
      }
    },
  };
}

/** A version of a file's body, as an ETag is of an object's. */
const versionOf = (body: string) => `"${createHash('sha256').update(body).digest('hex')}"`;

/** One conditional write at a time per file of this process (the local stack runs every function in one). */
const fileTurns = new Map<string, Promise<unknown>>();
function inTurn<T>(file: string, work: () => Promise<T>): Promise<T> {
  const turn = (fileTurns.get(file) ?? Promise.resolve()).then(work, work);
  fileTurns.set(
    file,
    turn.catch(() => {}),
  );
  return turn;
}

/**
 * A folder of pages; what it lacks is read from the built SPA (`readFallback`, web/dist), as
 * the bucket holds both in AWS.
 */
export function folderSiteFiles(dir: string, readFallback?: string): SiteFiles {
  const root = resolve(dir);
  const inside = (base: string, key: string) => {
    const file = resolve(base, key);
    if (!file.startsWith(resolve(base) + sep)) throw new Error(`Not a key of the site: ${key}`);
    return file;
  };
  const readIn = async (base: string, key: string) => {
    try {
      return await readFile(inside(base, key), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
  const read = async (key: string) => (await readIn(root, key)) ?? (readFallback ? await readIn(readFallback, key) : undefined);
  const write = async (key: string, body: string) => {
    const file = inside(root, key);
    await mkdir(dirname(file), { recursive: true });
    // Whole files only: a reader never sees half a page. Each write its own temporary file, as
    // two drawings of one page (the start's and a change's) may overlap; the last rename wins, as in S3.
    const temporary = `${file}.${randomUUID()}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, file);
  };
  return {
    read,
    write,
    async remove(key) {
      await rm(inside(root, key), { force: true });
    },
    async readVersioned(key) {
      // What this folder holds, not the SPA's: a conditional write compares with the same.
      const body = await readIn(root, key);
      return body === undefined ? undefined : { body, version: versionOf(body) };
    },
    async writeIf(key, body, _contentType, version) {
      return inTurn(inside(root, key), async () => {
        const current = await readIn(root, key);
        if ((current === undefined ? undefined : versionOf(current)) !== version) return undefined;
        await write(key, body);
        return versionOf(body);
      });
    },
  };
}

let renderer: Promise<PageRenderer> | undefined;

/** The web's prerender bundle (web/dist-ssr/prerender.mjs), loaded once per container. */
export function pageRenderer(): Promise<PageRenderer> {
  renderer ??= (async () => {
    const given = functionEnv()[PAGE_RENDERER_VARIABLE];
    const specifier = given ? `file://${join(resolve(given))}` : new URL('./prerender.mjs', import.meta.url).href;
    const bundle = (await import(/* @vite-ignore */ specifier)) as { renderer: PageRenderer };
    return bundle.renderer;
  })();
  return renderer;
}
