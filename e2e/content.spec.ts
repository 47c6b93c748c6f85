import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { expect, test } from './support/test.ts';
import { footerReady, mailsTo, mailTo } from './support/shop.ts';

/**
 * The content pages of issue 7 that write: the blog (whose posts the back office's journeys
 * publish and take off, in this lane), the contact form and the footer's newsletter form with
 * its double opt-in. The pages that only read are in contentPages.spec.ts.
 */

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
