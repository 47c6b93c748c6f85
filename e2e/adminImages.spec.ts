import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { axeViolations } from './support/axe.ts';
import { signedInOwner } from './support/backOffice.ts';
import { expect, test } from './support/test.ts';

/*
 * Photos from the browser (docs/decisions/041-image-uploads.md): a member of the back office
 * uploads a JPEG at the Images desk; it goes to storage, is made into AVIF and WebP, shown as a
 * thumbnail, and the shop serves every variant; a text file named .jpg is refused with the
 * server's reason and nothing of it is kept; the audit log holds one entry for the upload.
 */

const run = Date.now();
const dir = mkdtempSync(path.join(os.tmpdir(), 'admin-images-'));
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A photo from a phone: 1200×800 with a gradient, held upright (EXIF orientation 6) and carrying the camera's notes. */
async function phonePhoto(name: string): Promise<string> {
  const width = 1200;
  const height = 800;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      raw[at] = (x * 255) / width;
      raw[at + 1] = (y * 255) / height;
      raw[at + 2] = (run % 200) + 20;
    }
  const file = path.join(dir, name);
  await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'Phone' } })
    .toFile(file);
  return file;
}

test('staff upload a photo at the Images desk and the shop serves its AVIF and WebP; a text file named .jpg is refused and nothing kept', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page } = await signedInOwner(browser, 'Mira');
  await page.getByRole('link', { name: 'Images' }).click();
  await expect(page.getByRole('heading', { name: 'Images', level: 1 })).toBeVisible();
  expect(await axeViolations(page, 'images desk')).toEqual([]);

  // Refused in the browser before anything is sent: another type.
  const input = page.getByLabel('Photo to upload');
  await input.setInputFiles({ name: 'spinner.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByRole('alert')).toHaveText('spinner.gif: The shop takes JPEG, PNG or WebP photos.');

  // A photo: uploaded, made into the shop's sizes, shown as a thumbnail with the path a product keeps.
  await input.setInputFiles(await phonePhoto(`Linen Apron ${run}.jpg`));
  await expect(page.getByText(`Linen Apron ${run}.jpg is uploaded.`)).toBeVisible({ timeout: 30_000 });
  const stored = (await page.locator('.admin-upload__result code').textContent()) ?? '';
  // Upright: the phone held it 800 wide and 1200 high.
  expect(stored).toMatch(new RegExp(`^products/linen-apron-${run}-[0-9a-f]{10}-800x1200\\.webp$`));
  const thumbnail = page.getByRole('img', { name: `The uploaded photo Linen Apron ${run}.jpg` });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole('listitem').filter({ hasText: stored })).toBeVisible();
  expect(await axeViolations(page, 'images desk with an upload')).toEqual([]);

  // The shop serves every variant, AVIF and WebP, without the camera's notes.
  const base = stored.replace(/-800x1200\.webp$/, '');
  for (const [variant, type] of [
    [`${base}-320w.avif`, 'image/avif'],
    [`${base}-640w.avif`, 'image/avif'],
    [`${base}-800x1200.avif`, 'image/avif'],
    [`${base}-320w.webp`, 'image/webp'],
    [`${base}-640w.webp`, 'image/webp'],
    [stored, 'image/webp'],
  ] as const) {
    const answer = await page.request.get(`/images/${variant}`);
    expect(answer.status(), variant).toBe(200);
    expect(answer.headers()['content-type'], variant).toBe(type);
    if (variant === stored) {
      const meta = await sharp(await answer.body()).metadata();
      expect(meta).toMatchObject({ width: 800, height: 1200 });
      expect(meta.exif).toBeUndefined();
    }
  }

  // A text file named .jpg passes the browser's look at its name, and the server refuses it by its content.
  const notes = path.join(dir, 'notes.jpg');
  writeFileSync(notes, 'Order more linen thread on Monday.\n');
  await input.setInputFiles(notes);
  await expect(page.getByRole('alert')).toContainText('notes.jpg: The file is not a photo that can be read');
  await expect(page.getByRole('listitem')).toHaveCount(1);
  expect(await axeViolations(page, 'images desk with a refusal')).toEqual([]);

  // One audit entry for the one photo taken; the refused file left none.
  await page.getByRole('link', { name: 'Audit log' }).click();
  const entries = page.getByRole('row').filter({ hasText: 'images.upload' });
  await expect(entries).toHaveCount(1);
  await expect(entries).toContainText(stored);
});
