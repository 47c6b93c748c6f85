import type { Language } from '@shop/shared/language';
import { messagesModule } from '../i18n/messages.ts';

/** One chunk of the browser build's manifest (Vite's `build.manifest`). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ClientManifest = Record<string, ManifestChunk>;
/** The browser build's stylesheets by file name (`assets/HomePage-x.css`) and their text. */
export type ClientStyles = Record<string, string>;

/** The chunk's key, the keys of the chunks it imports statically, theirs, and so on. */
function closure(manifest: ClientManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * The stylesheets a prerendered page needs to be drawn as the app draws it, before any script
 * runs and without a shift when the app takes over: those of the lazily loaded parts drawn in
 * it (the entry's own stylesheet is inline in index.html already). Each goes inline, so the
 * first paint waits for no further request, and is also named by a link the app's loader takes
 * for the stylesheet being there (a `rel="stylesheet"` link with its href), so it is not fetched
 * again when the part's script runs. That link says a type no browser draws (`INLINED_TYPE`), for
 * which the HTML standard says the stylesheet is not fetched: `disabled` alone is not enough,
 * Chromium 150 fetches a disabled stylesheet link. A stylesheet whose text is missing keeps an
 * ordinary link.
 *
 * The parts' scripts are named by `pageScriptTags`, at low priority.
 */
/** The type of the link that names an inlined stylesheet: not text/css, so no browser fetches it. */
export const INLINED_TYPE = 'text/x-inlined-css';

export function pageStyleTags(modules: Iterable<string>, manifest: ClientManifest, styles: ClientStyles = {}): string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entryKey ? closure(manifest, entryKey) : new Set<string>();
  const files = new Set<string>();
  for (const module of modules) {
    for (const key of closure(manifest, module)) {
      if (!loaded.has(key)) for (const file of manifest[key]?.css ?? []) files.add(file);
    }
  }
  return [...files]
    .map((file) => {
      const text = styles[file];
      if (text === undefined) return `<link rel="stylesheet" href="/${file}">`;
      return `<style>${text.replaceAll('</style', '<\\/style')}</style><link rel="stylesheet" href="/${file}" type="${INLINED_TYPE}" disabled>`;
    })
    .join('');
}

/**
 * The page's language's messages of every page (web/src/i18n/messages.ts), preloaded: the app
 * waits for them before it hydrates, so they are fetched beside the entry rather than after it.
 */
export function messagesPreloadTag(language: Language, manifest: ClientManifest): string {
  const chunk = manifest[messagesModule(language, 'shop')];
  return chunk ? `<link rel="modulepreload" href="/${chunk.file}">` : '';
}

/**
 * The scripts of the lazily loaded parts drawn in a prerendered page and of what they import,
 * preloaded at low priority: fetched beside the entry, after the page and its largest image,
 * rather than in one round trip after another as each part runs and asks for the next (on a
 * slow phone's 560 ms a request, the waves kept the drawn page from answering a tap for
 * seconds; docs/decisions/083-first-tap.md). What the entry loads is left out: index.html has it.
 */
export function pageScriptTags(modules: Iterable<string>, manifest: ClientManifest): string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entryKey ? closure(manifest, entryKey) : new Set<string>();
  const files = new Set<string>();
  for (const module of modules) {
    for (const key of closure(manifest, module)) {
      const file = manifest[key]?.file;
      if (!loaded.has(key) && file?.endsWith('.js')) files.add(file);
    }
  }
  return [...files].map((file) => `<link rel="modulepreload" href="/${file}" fetchpriority="low">`).join('');
}
