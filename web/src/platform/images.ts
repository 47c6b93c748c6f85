import { IMAGE_PREFIX } from './config.ts';

/** The URL of an image path the API returns (SPEC §7: storage host prefix plus the path). */
export function imageUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  const prefix = IMAGE_PREFIX.endsWith('/') ? IMAGE_PREFIX : `${IMAGE_PREFIX}/`;
  return prefix + path.replace(/^\/+/, '');
}
