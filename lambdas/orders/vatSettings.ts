import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_VAT_SETTINGS, type VatSettings } from '@shop/shared/vat';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';

/** The shop's VAT settings, one item in the orders table, which prices every order. */
export const vatSettingsKey = { pk: 'SETTINGS#VAT', sk: 'SETTINGS' } as const;

export interface VatSettingsItem extends VatSettings {
  pk: string;
  sk: string;
  /** When the operator last changed them. */
  updatedAt: string;
}

/** The settings orders are priced with now; until the operator sets them, the shop is below the OSS threshold. */
export async function getVatSettings(): Promise<VatSettings & { updatedAt?: string }> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName('orders'), Key: vatSettingsKey, ConsistentRead: true }));
  const item = Item as VatSettingsItem | undefined;
  return item ? { oss: item.oss === true, updatedAt: item.updatedAt } : DEFAULT_VAT_SETTINGS;
}

/** Sets whether EU consumers are charged their own country's VAT through OSS, from the next order on. */
export async function putVatSettings(settings: VatSettings, now: Date): Promise<void> {
  const item: VatSettingsItem = { ...vatSettingsKey, oss: settings.oss, updatedAt: now.toISOString() };
  await dynamo().send(new PutCommand({ TableName: tableName('orders'), Item: item }));
}
