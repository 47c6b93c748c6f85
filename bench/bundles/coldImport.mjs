// Imports one bundle in a fresh process and reports how long the import took and the peak
// resident memory, as a Lambda cold start would see it. Without an argument it imports
// nothing: the bare `node` start the handlers are compared with.
import { pathToFileURL } from 'node:url';

const file = process.argv[2];
const started = performance.now();
if (file) {
  const module = await import(pathToFileURL(file).href);
  if (typeof module.handler !== 'function') throw new Error(`${file} exports no handler`);
}
const importMs = performance.now() - started;
process.stdout.write(JSON.stringify({ importMs, maxRssKb: process.resourceUsage().maxRSS }));
process.exit(0);
