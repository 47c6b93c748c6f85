import { footerReady } from './support/shop.ts';
import { expect, test } from './support/test.ts';

/**
 * The content pages of issue 7 that only read, in the second lane (playwright.config.ts): the
 * footer, the shipping page, the law's pages, the wrong-turn page and every information page
 * (its heading, title and description; axe checks every page in accessibility.spec.ts). The
 * blog, the contact form and the newsletter, which write, are in content.spec.ts.
 */

test('the footer has every part of SPEC §2', async ({ page }) => {
  await page.goto('/');
  await footerReady(page);
  const footer = page.getByRole('contentinfo');
  for (const section of ['Support', 'Stores', 'The Company', 'Join Us']) {
    await expect(footer.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  for (const link of [
    'hello@tkanica.hr',
    'Contact Form',
    'About',
    'Careers',
    'Shipping and delivery',
    'Terms & Sale Conditions',
    'Security & Privacy',
    'Returns',
    'Withdraw from contract here',
    'Instagram',
    'Vunica',
    'Privacy policy',
    'Terms of service',
    'CCPA',
    'Accessibility',
  ]) {
    await expect(footer.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: /^Whatsapp/ })).toBeVisible();
  await expect(footer.getByRole('list', { name: 'Payment methods' })).toBeVisible();
  await expect(footer.getByText('© 2023 Tkanica, Zagreb')).toBeVisible();
});

test('the shipping page shows what checkout charges', async ({ page }) => {
  await page.goto('/shipping-and-delivery');
  const rows = page.getByRole('table').getByRole('row');
  const expected: [string, string[]][] = [
    ['Croatia', ['2–5 business days', '3,95 €', 'orders over 50,00 €']],
    ['Other EU countries', ['5–10 business days', '15,00 €', 'orders over 300,00 €']],
    ['Rest of the world', ['10–15 business days', '25,00 €', 'orders over 300,00 €']],
  ];
  for (const [zone, cells] of expected) {
    const row = rows.filter({ has: page.getByRole('rowheader', { name: zone }) });
    await expect(row.getByRole('cell')).toHaveText(cells);
  }
  await expect(page.getByText('40,00 €')).toHaveCount(0);
  await expect(page.getByText(/before 12 noon/).first()).toBeVisible();
});

test.describe('the law’s pages', () => {
  test('returns and terms state the 14-day right of withdrawal for every item, link the withdrawal function, and no longer the closed EU platform', async ({
    page,
  }) => {
    await page.goto('/returns');
    const returns = page.getByRole('main');
    await expect(returns.getByRole('heading', { level: 2, name: 'Your right of withdrawal: 14 days' })).toBeVisible();
    await expect(returns.getByText('This applies to every item, including sale and discounted items.')).toBeVisible();
    await expect(returns.getByText(/sale items cannot be returned/i)).toHaveCount(0);
    await expect(returns.getByRole('heading', { level: 2, name: 'Our own returns policy' })).toBeVisible();
    await expect(returns.getByRole('link', { name: 'model withdrawal form' })).toHaveAttribute('href', '/model-withdrawal-form.txt');
    await expect(page.locator('a[href*="odr"]')).toHaveCount(0);
    await returns.getByRole('link', { name: 'Withdraw from contract here' }).click();
    await expect(page).toHaveURL(/\/withdrawal$/);

    await page.goto('/terms-and-sales-conditions');
    const terms = page.getByRole('main');
    await expect(
      terms.getByText(/within 14 days of receiving the goods, without giving a reason\. This applies to every item, sale items included/),
    ).toBeVisible();
    await expect(terms.getByRole('heading', { level: 2, name: '10. Out-of-court dispute resolution' })).toBeVisible();
    await expect(terms.getByRole('link', { name: 'Mediation Centre at the Croatian Chamber of Economy' })).toBeVisible();
    await expect(terms.getByText(/online dispute resolution platform|ec\.europa\.eu\/consumers\/odr/i)).toHaveCount(0);
    await expect(page.locator('a[href*="odr"]')).toHaveCount(0);
  });

  test('the accessibility statement is reachable from the footer', async ({ page }) => {
    await page.goto('/');
    await footerReady(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility', exact: true }).click();
    await expect(page).toHaveURL(/\/accessibility$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
    for (const heading of ['Conformance status', 'What is not accessible yet', 'Tell us about a barrier', 'Enforcement']) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(main.getByText(/State Inspectorate \(Državni inspektorat\)/)).toBeVisible();
  });
});

test('the wrong-turn page goes back to the page of the shop whose link led there', async ({ page }) => {
  await page.goto('/faq');
  // A mistyped link on one of the shop's pages, opened in the same tab.
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), { href: '/no/such/page', textContent: 'a mistyped link' });
    document.body.append(link);
  });
  await page.getByRole('link', { name: 'a mistyped link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Wrong turn' })).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/faq$/);
});

test('an address of no page answers 404 with the wrong-turn page, whose ways lead into the shop, in its language', async ({ page }) => {
  for (const path of ['/no-such-page', '/product/does-not-exist', '/products/does-not-exist', '/hr/no-such-page']) {
    expect((await page.request.get(path)).status(), path).toBe(404);
  }
  for (const path of ['/', '/faq', '/wishlist', '/blog/caring-for-linen', '/hr', '/hr/faq']) {
    expect((await page.request.get(path)).status(), path).toBe(200);
  }

  // The first page of the visit: going back would leave the shop, so Go Back goes to its home.
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Wrong turn' })).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);

  await page.goto('/hr/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Ups! Krivi smjer' })).toBeVisible();
  await page.getByRole('button', { name: 'Natrag' }).click();
  await expect(page).toHaveURL(/\/hr$/);

  await page.goto('/somewhere/else');
  await page.getByRole('link', { name: 'Back to Homepage' }).click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
});

/** Every content page, with the heading it opens with. */
const PAGES: readonly [path: string, heading: string | RegExp][] = [
  ['/about-us', 'About us'],
  ['/faq', 'FAQ'],
  ['/contact', 'Contact us'],
  ['/blog', 'Blog'],
  ['/blog/caring-for-linen', 'How to Care for Linen So It Lasts for Decades'],
  ['/payments', 'Payments'],
  ['/terms-and-sales-conditions', 'Terms & Sale Conditions'],
  ['/privacy-policy', 'Privacy policy'],
  ['/returns', 'Returns'],
  ['/withdrawal', 'Withdraw from contract here'],
  ['/accessibility', 'Accessibility statement'],
  ['/shipping-and-delivery', 'Shipping and delivery'],
  ['/size-guide', 'Size Guide'],
  ['/security-and-privacy', 'Security & Privacy'],
  ['/careers', 'Careers'],
  ['/terms-of-service', 'Terms of service'],
  ['/ccpa', 'CCPA'],
  ['/change-password', 'Change password'],
  ['/page403', 'Nope. This is not for you.'],
  ['/unavailable', 'Site currently unavailable'],
  ['/page404', 'Oops! Wrong turn'],
  ['/somewhere/else', 'Oops! Wrong turn'],
];

test('every content page has its heading, its own title and a meta description', async ({ page }) => {
  test.setTimeout(120_000);
  const titles = new Map<string, string>();
  for (const [path, heading] of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await footerReady(page);
    const title = await page.title();
    expect(title, path).toMatch(/ \| Tkanica$/);
    const description = await page.locator('meta[name="description"]').last().getAttribute('content');
    expect(description?.length ?? 0, `${path} description`).toBeGreaterThan(30);
    if (!['/page404', '/somewhere/else'].includes(path)) titles.set(path, title);
  }
  expect(new Set(titles.values()).size, 'titles are all different').toBe(titles.size);
});
