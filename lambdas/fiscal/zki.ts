import { createHash, createSign, type KeyObject } from 'node:crypto';
import { dateTimeParts, type FiscalReceipt, fiscalAmount } from './fiscalReceipt.ts';

/** The fields the ZKI is computed from. */
export type ZkiFields = Pick<FiscalReceipt, 'oib' | 'dateTime' | 'sequence' | 'premises' | 'device' | 'total'>;

/**
 * The text the ZKI signs (the specification's "međurezultat"): OIB + date and time as
 * `dd.MM.yyyy HH:mm:ss` + receipt number + premises code + device code + total as `123.45`,
 * nothing between them.
 */
export function zkiInput(fields: ZkiFields): string {
  const { day, month, year, hour, minute, second } = dateTimeParts(fields.dateTime);
  return `${fields.oib}${day}.${month}.${year} ${hour}:${minute}:${second}${fields.sequence}${fields.premises}${fields.device}${fiscalAmount(fields.total)}`;
}

/**
 * The protective code (zaštitni kod izdavatelja, ZKI): the input signed RSA-SHA1 (PKCS#1 v1.5)
 * with the fiscal certificate's private key, then the MD5 of that signature as 32 lowercase hex
 * digits. RSA PKCS#1 v1.5 is deterministic, so the same receipt and key give the same ZKI.
 */
export function computeZki(fields: ZkiFields, privateKey: KeyObject): string {
  const signature = createSign('RSA-SHA1').update(zkiInput(fields), 'utf8').sign(privateKey);
  return createHash('md5').update(signature).digest('hex');
}
