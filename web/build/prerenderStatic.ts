import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BUILD_PAGE_PATHS, inEveryLanguage, type PageRenderer, pageFile } from '@shop/shared/contract/pages';

/**
 * Part of `npm run build -w web`: the information pages, which hold no catalog data, drawn
 * once into web/dist/pages/ from the prerender bundle. Catalog and content pages are drawn by
 * the page functions whenever their data changes (lambdas/pages). Links in them are relative
 * to the shop, so the origin only fills the canonical and preview tags; SHOP_URL sets it.
 */
const web = join(dirname(fileURLToPath(import.meta.url)), '..');
// `--dist <folder>`: another build of the same source (the bench's), drawn into as into web/dist.
const distArg = process.argv.indexOf('--dist');
const dist = (distArg > 0 ? process.argv[distArg + 1] : undefined) ?? join(web, 'dist');
const origin = process.env.SHOP_URL ?? 'http://localhost:3000';

const { renderer } = (await import(pathToFileURL(join(web, 'dist-ssr', 'prerender.mjs')).href)) as { renderer: PageRenderer };
const shell = await readFile(join(dist, 'index.html'), 'utf8');
const paths = BUILD_PAGE_PATHS.flatMap(inEveryLanguage);
for (const path of paths) {
  const file = join(dist, pageFile(path));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, await renderer.renderPage({ kind: 'static', path }, { origin, shell }));
}
console.log(`Prerendered ${paths.length} pages without catalog data (in English and Croatian) into ${join(dist, 'pages')}.`);
