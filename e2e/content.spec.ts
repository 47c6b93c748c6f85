import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { expect, type Page, test } from './support/test.ts';
import { mailsTo, mailTo } from './support/shop.ts';

/**
 * The content pages of issue 7: the blog, the contact form, the footer's newsletter form with
 * its double opt-in, and every information page (its heading, title and description; axe checks
 * every page in accessibility.spec.ts).
 */

/** Waits for the footer, which loads its content once the page has settled. */
async function footerReady(page: Page) {
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible({ timeout: 10_000 });
}

/** The link of `path` in a mail's text. */
function linkIn(text: string | undefined, path: string): string {
  const match = new RegExp(`https?://[^\\s]+(${path}/[A-Za-z0-9_-]+)`).exec(text ?? '');
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}

test.describe('blog', () => {
  test('list → Load More → a post → a post that is not there', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page).toHaveTitle('Blog | Tkanica');
    const cards = page.locator('.blog-card');
    await expect(cards).toHaveCount(10);
    await expect(cards.first().getByRole('heading', { name: 'What “Tkanica” Means' })).toBeVisible();
    await expect(cards.first().getByText('A tkanica is a narrow woven band')).toBeVisible();
    await expect(cards.first().locator('img')).toHaveAttribute('src', '/images/blog/the-meaning-of-tkanica-1.svg');

    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(cards).toHaveCount(14);
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);

    // The post's loader shows while it loads.
    await page.route('**/api/blogs/the-meaning-of-tkanica', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await cards
      .first()
      .getByRole('link', { name: /^Read More/ })
      .click();
    await expect(page.locator('.weaving-loader')).toBeVisible();
    await expect(page).toHaveURL(/\/blog\/the-meaning-of-tkanica$/);
    await expect(page.getByRole('heading', { level: 1, name: 'What “Tkanica” Means' })).toBeVisible();
    await expect(page).toHaveTitle('What “Tkanica” Means | Tkanica');
    const date = await page.evaluate(() =>
      new Date('2026-03-02T09:00:00.000Z').toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' }),
    );
    await expect(page.locator('time')).toHaveText(date);
    await expect(page.getByText('In Croatian, a tkanica is a narrow woven band.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Many threads, one band' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Gallery' }).locator('img')).toHaveCount(2);

    await page.goto('/blog/the-story-that-never-was');
    await expect(page.getByRole('heading', { level: 1, name: 'This treasure has vanished' })).toBeVisible();
    await page.getByRole('link', { name: 'Explore other stories' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('shows a post’s HTML only as allowed elements: no script, no handlers, no javascript: links', async ({ page }) => {
    const db = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: process.env.E2E_DYNAMO_URL,
        region: 'eu-central-1',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
    );
    await db.send(
      new PutCommand({
        TableName: 'shop-local-content',
        Item: {
          pk: 'B#html-check',
          sk: 'B',
          id: 'html-check',
          name: 'A post with hostile HTML',
          shortDescription: 'For the test only.',
          mainImage: 'blog/caring-for-linen-1.svg',
          images: [],
          createdAt: '2026-01-01T00:00:00.000Z',
          longDescription: [
            '<p>Safe <em>text</em> stays.</p>',
            '<script>window.__owned = 1</script>',
            '<p><img src="x" onerror="window.__owned = 2">After the image.</p>',
            '<p onclick="window.__owned = 3"><a href="javascript:window.__owned = 4">A bad link</a> and <a href="https://www.tkanica.hr/">a good one</a>.</p>',
            '<iframe src="https://example.com"></iframe><style>body { display: none }</style>',
          ].join(''),
        },
      }),
    );
    db.destroy();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await page.goto('/blog/html-check');
    const body = page.locator('.blog-post__body');
    await expect(body.getByText('Safe text stays.')).toBeVisible();
    await expect(body.getByText('After the image.')).toBeVisible();
    await expect(body.locator('script, img, iframe, style, [onclick], [onerror]')).toHaveCount(0);
    await expect(body.getByText('A bad link')).not.toHaveAttribute('href', /.*/);
    await expect(body.getByRole('link', { name: 'a good one' })).toHaveAttribute('href', 'https://www.tkanica.hr/');
    await body.getByText('A bad link').click();
    expect(await page.evaluate(() => (globalThis as { __owned?: number }).__owned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});

test.describe('contact', () => {
  test('sends a message: toast, form cleared, status shown, and the mail reaches the shop', async ({ page }) => {
    const text = `Do you make the Linen Wrap Dress in XL? (${Date.now()})`;
    await page.goto('/contact');
    await expect(page).toHaveTitle('Contact | Tkanica');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ana.horvat@example.hr');
    await page.getByRole('textbox', { name: 'First name' }).fill('Ana');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Horvat');
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page.locator('.toast', { hasText: 'Sent successfully!' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    const result = page.locator('.contact-result--success');
    await expect(result.locator('dt', { hasText: 'statusCode' }).first()).toBeVisible();
    await expect(result.locator('dd')).toHaveText(['OK', '200']);

    // The shop's inbox also holds other journeys' messages (the back office's Messages desk): this one is found by its text.
    await expect
      .poll(async () => (await mailsTo('hello@tkanica.hr', /Contact form: Ana Horvat/, 1)).some((m) => m.body.text?.includes(text)))
      .toBe(true);
  });

  test('shows the error when the shop refuses the message', async ({ page }) => {
    await page.goto('/contact');
    // Every field is required: the browser does not send an empty form.
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('.contact-form :is(input, textarea):invalid')).toHaveCount(4);

    // The browser takes this address; the shop does not.
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ana@localhost');
    await page.getByRole('textbox', { name: 'First name' }).fill('Ana');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Horvat');
    await page.getByRole('textbox', { name: 'Message' }).fill('<b>Hello</b>');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('.toast', { hasText: 'Something went wrong, please try again!' })).toBeVisible();
    await expect(page.getByText('Error: email: Please enter a valid email address.')).toBeVisible();
    // What the visitor wrote stays in the form, as text.
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('<b>Hello</b>');
  });
});

test.describe('newsletter', () => {
  test('subscribe in the footer → confirmation email → confirm → welcome email → unsubscribe', async ({ page }) => {
    const email = `reader.${Date.now()}@example.hr`;
    await page.goto('/about-us');
    await footerReady(page);
    await page.getByRole('textbox', { name: 'E-mail for the newsletter' }).fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Successfully subscribed to the newsletter!')).toBeVisible();

    const confirmation = await mailTo(email, /confirm your Tkanica newsletter subscription/);
    await page.goto(linkIn(confirmation.body.text, '/newsletter/confirm'));
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    await expect(page.getByText('Your subscription is confirmed. Welcome to the Tkanica newsletter!')).toBeVisible();

    const welcome = await mailTo(email, /Welcome to the Tkanica newsletter/);
    await page.goto(linkIn(welcome.body.text, '/newsletter/unsubscribe'));
    await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  });

  test('says so when subscribing fails', async ({ page }) => {
    await page.route('**/api/newsletters/invitation', (route) => route.fulfill({ status: 500, body: '{"message":"down"}' }));
    await page.goto('/faq');
    await footerReady(page);
    await page.getByRole('textbox', { name: 'E-mail for the newsletter' }).fill('reader@example.hr');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Error subscribing to the newsletter. Please try again.')).toBeVisible();
  });

  test('a confirmation link that is not valid says so', async ({ page }) => {
    await page.goto(`/newsletter/confirm/${'x'.repeat(43)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'We could not confirm your subscription' })).toBeVisible();
  });
});

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
