import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { signedInOwner } from './support/backOffice.ts';
import { layoutShifted, watchLayoutShifts } from './support/layoutShift.ts';
import { expect, test } from './support/test.ts';

/*
 * The blog desk and the desk of the menu and home page (docs/decisions/043): staff write a post
 * in Markdown, see it as the shop will, publish it to /blog, its prerendered page and the
 * sitemap, and take it off again; they move a category of the Kids menu and feature a collection
 * on the home page; they put an announcement bar on every page (docs/decisions/084). Everything
 * changed is put back at the end, so later journeys see the demo shop as it was; each change has
 * its entry in the audit log.
 */

const run = Date.now();

/** What a crawler reads of a path: its status and its HTML as served, before any script runs. */
async function served(page: Page, path: string): Promise<{ status: number; html: string }> {
  const response = await page.request.get(path);
  return { status: response.status(), html: await response.text() };
}

/** The Kids menu's categories as the shop's header shows them. */
async function kidsCategories(page: Page): Promise<string[]> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Kids' }).click();
  const links = page.locator('#mega-menu').getByRole('list', { name: 'Kids categories' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  return links.allTextContents();
}

test('staff write a post in Markdown, preview it, publish it to the blog and its page, and take it off again', async ({ browser }) => {
  test.setTimeout(180_000);
  const { page } = await signedInOwner(browser, 'Petra');
  const title = `Looms of Zagorje ${run}`;
  const id = `looms-of-zagorje-${run}`;

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  expect(await axeViolations(page, 'blog desk')).toEqual([]);
  await page.getByRole('link', { name: 'Write a new post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();

  // A refusal names each field and writes nothing.
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please correct what is marked below.');
  await expect(page.getByText('The title is required.')).toBeVisible();

  await page.getByLabel('Title').fill(title);
  await expect(page.getByLabel('Address (/blog/…)')).toHaveValue(id);
  await page.getByLabel('Summary (the card on /blog)').fill('Where our linen is woven, and by whom.');
  await page.getByLabel('Main image (a path such as blog/spring-1.jpg)').fill('blog/the-meaning-of-tkanica-1.svg');
  await page
    .getByLabel(/^Text in Markdown/)
    .fill(
      [
        '## Twelve looms in one barn',
        '',
        '- flax from Slavonia',
        '- looms from 1936',
        '',
        'Read [how we care for linen](/care) or <a href="javascript:alert(1)" onclick="alert(2)">this</a>.',
        '',
        '<script>window.__scripted = true</script>',
      ].join('\n'),
    );
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Twelve looms in one barn' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveText(['flax from Slavonia', 'looms from 1936']);
  await expect(preview.getByRole('link', { name: 'how we care for linen' })).toHaveAttribute('href', '/care');
  await expect(preview.locator('script, [onclick], a[href^="javascript"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __scripted?: boolean }).__scripted)).toBeUndefined();

  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('Saved as a draft: the shop does not show it.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `${title} (draft)` })).toBeVisible();
  expect(await axeViolations(page, 'blog post editor')).toEqual([]);
  const shopBlog = await page.request.post('/api/blogs/search', { data: { start: 0, size: 10 } });
  expect(JSON.stringify(await shopBlog.json())).not.toContain(id);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published: the post is on the blog.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `${title} (published)` })).toBeVisible();

  // The shop: first on /blog, its own page prerendered with the body sifted, and in the sitemap.
  const shop = await browser.newPage({ baseURL: process.env.E2E_SHOP_URL });
  await shop.goto('/blog');
  await expect(shop.locator('.blog-card').first().getByRole('heading', { name: title })).toBeVisible();
  await expect
    .poll(
      async () => {
        const { status, html } = await served(shop, `/blog/${id}`);
        return status === 200 && html.includes('Twelve looms in one barn') && html.includes(title);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const { html } = await served(shop, `/blog/${id}`);
  const body = html.slice(0, html.indexOf('<script id="shop-data"'));
  expect(body).toContain('<li>flax from Slavonia</li>');
  expect(body).not.toContain('__scripted');
  expect(body).not.toContain('javascript:');
  expect(body).not.toContain('onclick');
  await expect.poll(async () => (await served(shop, '/sitemap.xml')).html, { timeout: 30_000 }).toContain(`/blog/${id}`);
  await shop.goto(`/blog/${id}`);
  await expect(shop.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(shop.getByRole('heading', { name: 'Twelve looms in one barn' })).toBeVisible();

  // Off again: gone from /blog, its page and the sitemap.
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('Taken off the blog: the post is a draft again.')).toBeVisible();
  await shop.goto('/blog');
  await expect(shop.locator('.blog-card').first()).toBeVisible();
  await expect(shop.locator('.blog-card').filter({ hasText: title })).toHaveCount(0);
  await expect.poll(async () => (await served(shop, '/sitemap.xml')).html, { timeout: 30_000 }).not.toContain(`/blog/${id}`);
  await expect
    .poll(async () => (await served(shop, `/blog/${id}`)).html.includes('Twelve looms in one barn'), { timeout: 30_000 })
    .toBe(false);
  await shop.goto(`/blog/${id}`);
  await expect(shop.getByRole('heading', { name: 'Twelve looms in one barn' })).toHaveCount(0);

  // The desk keeps it, as a draft; the audit log has each step.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Draft');
  await page.getByRole('link', { name: 'Audit log' }).click();
  const rows = page.getByRole('row').filter({ hasText: `blog ${id}` });
  for (const action of ['blog.save', 'blog.publish', 'blog.unpublish']) await expect(rows.filter({ hasText: action })).toHaveCount(1);
});

test('staff move a category of the Kids menu and feature a collection on the home page; the shop shows both', async ({ browser }) => {
  test.setTimeout(180_000);
  const { page } = await signedInOwner(browser, 'Dora');
  const shop = await browser.newPage({ baseURL: process.env.E2E_SHOP_URL });
  const before = await kidsCategories(shop);
  expect(before.slice(0, 3)).toEqual(['Tops & Shirts', 'Dresses & Pinafores', 'Knitwear']);

  await page.getByRole('link', { name: 'Menu & home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Menu and home page' })).toBeVisible();
  expect(await axeViolations(page, 'menu and home desk')).toEqual([]);
  const kids = page.getByRole('region', { name: 'Kids menu' });
  // By keyboard: the row moves and the focus goes with it.
  await kids.getByRole('button', { name: 'Move Knitwear up' }).focus();
  await page.keyboard.press('Enter');
  await expect(kids.getByRole('list', { name: 'Kids categories' }).getByRole('listitem').nth(1)).toContainText('Knitwear');
  await expect(kids.getByRole('button', { name: 'Move Knitwear up' })).toBeFocused();
  await kids.getByRole('button', { name: 'Save the Kids menu' }).click();
  await expect(kids.getByText('Saved: the Kids menu shows this order.')).toBeVisible();
  // Each look loads the home page and opens the menu: seconds on a busy machine, so the poll has room for several.
  await expect
    .poll(async () => (await kidsCategories(shop)).slice(0, 3), { timeout: 30_000 })
    .toEqual(['Tops & Shirts', 'Knitwear', 'Dresses & Pinafores']);

  // Forest Playtime takes Back to School's tile on the home page.
  const home = page.getByRole('region', { name: 'Home page' });
  const tiles = home.getByRole('group', { name: /^Collection tiles/ });
  await tiles.getByRole('checkbox', { name: 'Back to School (Kids)' }).uncheck();
  await tiles.getByRole('checkbox', { name: 'Forest Playtime (Kids)' }).check();
  await home.getByRole('button', { name: 'Save the home page' }).click();
  await expect(home.getByText('Saved: the home page shows these collections.')).toBeVisible();
  const featured = () => shop.getByRole('region', { name: 'Featured collections' }).getByRole('heading');
  await expect(async () => {
    await shop.goto('/');
    await expect(featured()).toContainText(['Forest Playtime'], { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect.poll(async () => (await served(shop, '/')).html.includes('Forest Playtime'), { timeout: 30_000 }).toBe(true);

  // Put back as it was. The menu's move, not yet saved, outlives the home page's save (which fetches the page's data again).
  await kids.getByRole('button', { name: 'Move Knitwear down' }).click();
  await tiles.getByRole('checkbox', { name: 'Forest Playtime (Kids)' }).uncheck();
  await tiles.getByRole('checkbox', { name: 'Back to School (Kids)' }).check();
  await home.getByRole('button', { name: 'Save the home page' }).click();
  await expect(home.getByText('Saved: the home page shows these collections.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(kids.getByRole('list', { name: 'Kids categories' }).getByRole('listitem').nth(2)).toContainText('Knitwear');
  await kids.getByRole('button', { name: 'Save the Kids menu' }).click();
  await expect(kids.getByText('Saved: the Kids menu shows this order.')).toBeVisible();
  await expect.poll(async () => kidsCategories(shop), { timeout: 30_000 }).toEqual(before);
  await expect(async () => {
    await shop.goto('/');
    await expect(featured()).not.toContainText(['Forest Playtime'], { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });

  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'catalogOrder.menu' }).filter({ hasText: 'menu KID' })).not.toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'catalogOrder.home' })).not.toHaveCount(0);
});

test('staff put an announcement bar on every page, drawn into the pages in each language, and take it off again', async ({ browser }) => {
  test.setTimeout(300_000);
  const { page, email } = await signedInOwner(browser, 'Lea');
  const shop = await browser.newPage({ baseURL: process.env.E2E_SHOP_URL });
  const english = `Free shipping over 60 € until Sunday ${run}`;
  const croatian = `Besplatna dostava iznad 60 € do nedjelje ${run}`;
  /** Whether the page at `path`, as the edge serves it before any script runs, holds `text`. */
  const drawnWith = async (path: string, text: string) => {
    const { status, html } = await served(shop, path);
    return status === 200 && html.slice(0, html.indexOf('<script id="shop-data"')).includes(text);
  };

  await page.getByRole('link', { name: 'Menu & home' }).click();
  const desk = page.getByRole('region', { name: 'Announcement bar' });
  await desk.getByRole('checkbox', { name: 'Show the bar on every page' }).check();
  await desk.getByLabel('Text (English)').fill(english);
  await desk.getByLabel('Link (optional, a page of the shop such as /collection/summer-linen)').fill('https://elsewhere.example/');
  // Refused field by field, and nothing shown in the shop.
  await desk.getByRole('button', { name: 'Save the announcement bar' }).click();
  await expect(desk.getByRole('alert')).toHaveText('Please correct what is marked below.');
  await expect(desk.getByText('The bar needs its text in English and in Croatian while it is shown.')).toBeVisible();
  await expect(desk.getByText('A link is a page of the shop, such as /category/kids-tops or /collection/summer-linen.')).toBeVisible();
  expect(await (await shop.request.get('/api/announcement')).json()).toEqual({});

  await desk.getByLabel('Tekst (hrvatski)').fill(croatian);
  await desk.getByLabel(/^Link/).fill('/collection/autumn-linen-2026');
  // A text that reads as a reduction brings the rule of the prior price to mind; this one does not.
  await expect(desk.getByText(/reads as a price reduction/)).toHaveCount(0);
  await desk.getByRole('button', { name: 'Save the announcement bar' }).click();
  await expect(desk.getByText('Saved: every page of the shop shows the bar.')).toBeVisible();
  expect(await axeViolations(page, 'menu and home desk with the announcement bar')).toEqual([]);

  // Drawn into the pages, in each page's language: the home page first, the information pages too.
  await expect.poll(() => drawnWith('/', english), { timeout: 60_000 }).toBe(true);
  await expect.poll(() => drawnWith('/hr', croatian), { timeout: 60_000 }).toBe(true);
  await expect.poll(() => drawnWith('/faq', english), { timeout: 180_000 }).toBe(true);

  await watchLayoutShifts(shop);
  await shop.goto('/');
  const bar = shop.getByRole('region', { name: 'Announcement' });
  await expect(bar).toHaveText(english);
  await shop.waitForLoadState('networkidle');
  expect(await layoutShifted(shop)).toBeLessThan(0.01);
  expect(await axeViolations(shop, 'home page with the announcement bar')).toEqual([]);
  await bar.getByRole('link', { name: english }).click();
  await expect(shop.getByRole('heading', { level: 1, name: 'Autumn Linen 2026' })).toBeVisible();
  await expect(bar).toHaveText(english);

  await shop.goto('/hr');
  const barHr = shop.getByRole('region', { name: 'Obavijest' });
  await expect(barHr.getByRole('link', { name: croatian })).toHaveAttribute('href', '/hr/collection/autumn-linen-2026');

  // A page the SPA draws itself has it from its first paint too: nothing moves when it comes.
  await shop.goto('/login');
  await expect(bar).toHaveText(english);
  await shop.waitForLoadState('networkidle');
  expect(await layoutShifted(shop)).toBeLessThan(0.01);

  // Off again: gone from the drawn pages and from the SPA's.
  await desk.getByRole('checkbox', { name: 'Show the bar on every page' }).uncheck();
  await desk.getByLabel('Tekst (hrvatski)').fill('Popust 20 % na sve');
  await expect(desk.getByText(/reads as a price reduction/)).toBeVisible();
  await desk.getByLabel('Tekst (hrvatski)').fill(croatian);
  await desk.getByRole('button', { name: 'Save the announcement bar' }).click();
  await expect(desk.getByText('Saved: the shop shows no bar.')).toBeVisible();
  await expect.poll(() => drawnWith('/', english), { timeout: 60_000 }).toBe(false);
  await expect.poll(() => drawnWith('/hr', croatian), { timeout: 60_000 }).toBe(false);
  await expect.poll(() => drawnWith('/faq', english), { timeout: 180_000 }).toBe(false);
  await shop.goto('/');
  await expect(shop.getByRole('heading', { level: 1 }).first()).toBeAttached();
  await expect(shop.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
  await expect(async () => {
    await shop.goto('/login');
    await expect(shop.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shop.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
  }).toPass({ timeout: 60_000 });

  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'catalogOrder.announcement' }).filter({ hasText: email })).toHaveCount(2);
});
