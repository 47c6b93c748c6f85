import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { hashPassword } from '../../lambdas/accounts/passwordHash.ts';
import { type CustomerRecord, customerAccountKey, customerIdPointer } from '../../lambdas/accounts/customerRecord.ts';
import { seedCatalog } from '../../lambdas/catalog/catalogImport.ts';
import { seedBlog } from '../../lambdas/content/blogPublish.ts';
import { shopBlog } from '../../lambdas/content/contentAdapters.ts';
import { tableName } from '../../lambdas/platform/config.ts';
import { dynamo, isConditionFailure } from '../../lambdas/platform/dynamo.ts';
import { type DiscountCodeItem, type GiftCardItem, discountKey, giftCardKey } from '../../lambdas/promotions/promotionItems.ts';
import { demoBlogPosts } from './demoBlog.ts';
import { demoCatalog } from './demoCatalog.ts';
import { seedDemoPriceHistory } from './demoPriceHistory.ts';
import { translateSeededBlog, translateSeededCatalog } from './demoTranslations.ts';

/** The demo account, codes and card the README lists. Local demo values only. */
export const DEMO = {
  customer: { email: 'demo@tkanica.hr', password: 'Demo-Tkanica-2026', firstName: 'Ana', lastName: 'Horvat' },
  discountCode: 'SLOWFASHION10',
  giftCard: 'TKANICA-GIFT-25',
} as const;

/** Writes an item unless one with its key exists: seeding twice changes nothing. */
async function putIfAbsent(table: string, item: Record<string, unknown>): Promise<boolean> {
  try {
    await dynamo().send(new PutCommand({ TableName: table, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Seeds the demo shop once: catalog, blog, a discount code, a gift card and a customer. */
export async function seedDemoData(now = new Date()): Promise<{ seeded: boolean }> {
  const catalog = await seedCatalog('demo', demoCatalog);
  // A shop seeded before the demo had Croatian gets it once; a fresh one has it already.
  await translateSeededCatalog('demo-hr', demoCatalog);
  // The reduced products' past prices, for the lowest price of the 30 days before each reduction.
  await seedDemoPriceHistory(now);

  const sixMonths = new Date(now);
  sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
  const discount: DiscountCodeItem = { ...discountKey(DEMO.discountCode), name: DEMO.discountCode, percent: 10, productIds: null, used: 0 };
  const giftCard: GiftCardItem = {
    ...giftCardKey(DEMO.giftCard),
    code: DEMO.giftCard,
    balance: 2500,
    initialAmount: 2500,
    expiresAt: sixMonths.toISOString(),
  };
  await putIfAbsent(tableName('promotions'), discount as unknown as Record<string, unknown>);
  await putIfAbsent(tableName('promotions'), giftCard as unknown as Record<string, unknown>);

  // Posts and the list's positions (docs/decisions/009-content.md), written once under the seed's name.
  await seedBlog('blog-demo', demoBlogPosts, shopBlog);
  await translateSeededBlog('blog-demo-hr', demoBlogPosts);

  const customer: CustomerRecord = {
    ...customerAccountKey(DEMO.customer.email),
    id: 'demo-customer',
    email: DEMO.customer.email,
    firstName: DEMO.customer.firstName,
    lastName: DEMO.customer.lastName,
    newsletterSubscription: false,
    userLevel: 'SILVER',
    passwordHash: await hashPassword(DEMO.customer.password),
    status: 'ACTIVE',
    createdAt: now.toISOString(),
    addresses: [
      {
        firstName: 'Ana',
        lastName: 'Horvat',
        street: 'Ilica',
        streetNo: '12',
        city: 'Zagreb',
        country: 'HR',
        zipCode: '10000',
        phone: '+385 91 555 0100',
        defaultAddress: true,
      },
    ],
  };
  await putIfAbsent(tableName('customers'), customer as unknown as Record<string, unknown>);
  // Tokens and emailed links find an account by its id.
  await putIfAbsent(tableName('customers'), customerIdPointer(customer) as unknown as Record<string, unknown>);
  return { seeded: catalog.seeded };
}
