import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { axeViolations } from './support/axe.ts';
import { signedInOwner } from './support/backOffice.ts';
import { mailTo } from './support/shop.ts';
import { expect, test } from './support/test.ts';

/*
 * The products desk (docs/decisions/040-products-desk.md): staff create a product and the shop
 * shows it, with its page and in a search's listing, at its reduced price; two staff edit it at
 * once and the second save is refused with the reason and a Reload; a sold-out size's stock set
 * at the desk sends the shopper who asked the back-in-stock mail; one audit entry per action.
 */

const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: process.env.E2E_DYNAMO_URL,
    region: 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }),
);

/** The audit log's entries about a product (its `bySubject` index), oldest first. */
async function auditOf(productId: string): Promise<string[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: 'shop-local-audit',
      IndexName: 'bySubject',
      KeyConditionExpression: 'subjectKey = :key',
      ExpressionAttributeValues: { ':key': `product#${productId}` },
    }),
  );
  return (Items ?? []).map((entry) => entry.action as string);
}

test('staff create a product the shop shows, a second editor is told to reload, and a sold-out size back in stock mails the shopper', async ({
  page: shopper,
  browser,
}) => {
  test.setTimeout(180_000);
  const word = `rubac${Date.now().toString(36)}`;
  const id = `adult-${word}-rust`;
  const waiting = `${word}@example.hr`;
  const { page: ana } = await signedInOwner(browser, 'Ana');

  // The list and its search, then a new product; the contract's messages stand beside the fields.
  await ana.getByRole('link', { name: 'Products' }).click();
  await expect(ana.getByRole('heading', { name: 'Products' })).toBeVisible();
  await ana.getByRole('searchbox', { name: 'Name or id' }).fill('linen shirt');
  await ana.getByRole('button', { name: 'Search' }).click();
  await expect(ana.getByRole('link', { name: 'Linen Shirt' }).first()).toBeVisible();
  expect(await axeViolations(ana, 'products')).toEqual([]);
  await ana.getByRole('link', { name: 'New product' }).click();
  await expect(ana.getByRole('heading', { name: 'New product' })).toBeVisible();
  await ana.getByRole('button', { name: 'Create product' }).click();
  await expect(ana.getByText('The name is required.')).toBeVisible();
  await expect(ana.getByText('Add at least one image.')).toBeVisible();
  expect(await axeViolations(ana, 'new product')).toEqual([]);

  await ana.getByLabel(/^Id \(in the address/).fill(id);
  await ana.getByLabel(/^Name/).fill(`Rubac ${word}`);
  await ana.getByLabel(/^Colour/).fill('Rust');
  await ana.getByLabel('Description').fill('A linen scarf, hemmed by hand.');
  await ana.getByLabel(/^Price in euros, VAT included/).fill('45,00');
  await ana.getByLabel('Discount in percent').fill('20');
  // A scarf of woven fabric: every product names its KPD 2025 code (decision 055).
  await ana.getByLabel(/^KPD 2025 code/).fill('14.29.14');
  await ana.getByRole('checkbox', { name: 'Accessories' }).check();
  await ana.getByLabel(/^Sizes, separated by commas/).fill('One size');
  await ana.getByLabel('Image path').fill('products/adult-linen-shirt-oat-1.svg');
  await ana.getByRole('button', { name: 'Add image' }).click();
  await ana.getByRole('button', { name: 'Create product' }).click();
  await expect(ana.getByRole('heading', { name: `Rubac ${word}, Rust` })).toBeVisible();
  await expect(ana).toHaveURL(new RegExp(`/admin/products/${id}$`));
  expect(await axeViolations(ana, 'product')).toEqual([]);

  // The shop: its page and a listing (a search), at its reduced price in euros.
  await expect
    .poll(
      async () => {
        await shopper.goto(`/products/${id}`);
        return shopper.getByRole('heading', { level: 1, name: `Rubac ${word}` }).isVisible();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await expect(shopper.getByText('36,00\u00a0€').first()).toBeVisible();
  await expect
    .poll(
      async () => {
        await shopper.goto(`/search?q=${word}`);
        return shopper.getByRole('heading', { level: 1 }).textContent();
      },
      { timeout: 20_000 },
    )
    .toBe(`Results for “${word}” (1)`);
  await expect(shopper.getByText(`Rubac ${word}`).first()).toBeVisible();
  await expect(shopper.getByText('36,00\u00a0€').first()).toBeVisible();

  // Two staff open it; the first saves, the second's save is refused and changes nothing.
  const { page: branka } = await signedInOwner(browser, 'Branka');
  await branka.goto(`/admin/products/${id}`);
  await expect(branka.getByRole('heading', { name: `Rubac ${word}, Rust` })).toBeVisible();
  await ana.reload();
  await ana.getByLabel(/^Colour/).fill('Burnt orange');
  await ana.getByRole('button', { name: 'Save changes' }).click();
  await expect(ana.getByText('Saved. The shop shows it in a moment.')).toBeVisible();
  await branka.getByLabel(/^Price in euros, VAT included/).fill('39,00');
  await branka.getByRole('button', { name: 'Save changes' }).click();
  await expect(branka.getByRole('alert')).toHaveText('This product was changed by someone else. Reload to see the changes.');
  await branka.getByRole('button', { name: 'Reload' }).click();
  await expect(branka.getByRole('heading', { name: `Rubac ${word}, Burnt orange` })).toBeVisible();
  await expect(branka.getByLabel(/^Price in euros, VAT included/)).toHaveValue('45,00');

  // A shopper asks to be told when the sold-out size is back; staff count 3 on the shelf.
  const asked = await shopper.request.post('/api/productNotifications', { data: { email: waiting, productId: id, size: 'One size' } });
  expect(asked.status()).toBe(200);
  await branka.getByLabel('Which').selectOption({ label: 'Office Warehouse, size One size, on the shelf' });
  await branka.getByLabel('Quantity').fill('3');
  await branka.getByRole('button', { name: 'Set count' }).click();
  await expect(branka.getByText('Set: One size in Office Warehouse.')).toBeVisible();
  await expect(branka.getByRole('row', { name: 'Office Warehouse One size 3 0' })).toBeVisible();
  await mailTo(waiting, new RegExp(`Back in stock: Rubac ${word}, size One size`));

  // One entry per action: created, edited, stock set; the refused save left none.
  expect(await auditOf(id)).toEqual(['products.create', 'products.edit', 'products.stock']);
});
