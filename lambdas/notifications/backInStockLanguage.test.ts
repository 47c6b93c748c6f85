import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearTables, scanTable } from '../../test/tables.ts';
import type { ProductItem } from '../catalog/catalogItems.ts';
import { getProduct } from '../catalog/catalogStore.ts';
import { fixedClock } from '../platform/clock.ts';
import { createFakeMailer, type FakeMailer } from '../platform/mailer.ts';
import { writeCatalog } from '../testing/catalogFixture.ts';
import { invoke } from '../testing/invoke.ts';
import { catalogStreamRecord as streamRecord } from '../testing/streamRecords.ts';
import { handler } from './handlers/productNotifications.ts';
import { shopAnnouncePorts, shopNotifyPorts } from './notificationAdapters.ts';
import { announceStockChanges } from './streams/backInStock.ts';
import { subscribeToStock } from './subscribeToStock.ts';

const SHOP_URL = 'http://localhost:3000';
const clock = fixedClock('2026-03-02T09:00:00Z');
let cardigan: ProductItem;
let mailer: FakeMailer;

beforeAll(async () => {
  await clearTables();
  await writeCatalog();
  const product = await getProduct('merino-cardigan');
  if (!product) throw new Error('the catalog fixture has no merino-cardigan');
  // As the catalog keeps a product with its Croatian text (docs/decisions/049).
  cardigan = { ...product, discount: 20, hr: { name: 'Merino kardigan s pletenicama', colorName: 'Tamnoplava' } };
});

beforeEach(async () => {
  await clearTables('content');
  mailer = createFakeMailer();
});

/** The size M of the cardigan comes back: the catalog stream's record of it, delivered. */
const sizeMComesBack = () =>
  announceStockChanges(
    {
      Records: [
        streamRecord('MODIFY', { ...cardigan, stock: { ...cardigan.stock, M: 0 } }, { ...cardigan, stock: { ...cardigan.stock, M: 2 } }),
      ],
    },
    shopAnnouncePorts({ mailer, clock, shopUrl: SHOP_URL }),
  );

describe('back-in-stock emails in the language the shopper asked in', () => {
  it('mails a request made on a Croatian page in Croatian, naming the product as the Croatian shop does', async () => {
    const { status } = await invoke(handler, {
      body: { email: 'ana@example.hr', productId: 'merino-cardigan', size: 'M' },
      headers: { 'X-Shop-Language': 'hr' },
    });
    expect(status).toBe(200);
    expect((await scanTable('content')).find((item) => item.email === 'ana@example.hr')?.language).toBe('hr');

    await sizeMComesBack();
    const [mail] = mailer.sent;
    expect(mail?.subject).toBe('Ponovno dostupno: Merino kardigan s pletenicama, veličina M');
    expect(mail?.text.startsWith('Dobar dan,\n')).toBe(true);
    expect(mail?.text).toContain(
      'Dobre vijesti: proizvod koji ste čekali, Merino kardigan s pletenicama (Tamnoplava), ponovno je dostupan u veličini M.',
    );
    expect(mail?.text).toContain('Cijena: 119,20\u00a0€ (20 % popusta, prije 149,00\u00a0€)');
    expect(mail?.text).toContain(`Pogledajte ga i naručite ovdje:\n${SHOP_URL}/hr/products/merino-cardigan`);
    expect(mail?.text).toContain('ovo je jedini e-mail koji ćete o tome primiti');
    expect(mail?.html).toContain('<html lang="hr">');
  });

  it('mails an English request in English, and one stored before requests kept their language too', async () => {
    await subscribeToStock({ email: 'iva@example.hr', productId: 'merino-cardigan', size: 'M' }, '127.0.0.1', shopNotifyPorts(clock), 'en');
    await invoke(handler, { body: { email: 'marko@example.hr', productId: 'merino-cardigan', size: 'M' } });
    await sizeMComesBack();
    expect(mailer.sent).toHaveLength(2);
    for (const mail of mailer.sent) {
      expect(mail.subject).toBe('Back in stock: Merino Cable Cardigan, size M');
      expect(mail.text).toContain('Price: 119,20\u00a0€ (20% off, was 149,00\u00a0€)');
      expect(mail.text).toContain(`${SHOP_URL}/products/merino-cardigan`);
    }
  });
});
