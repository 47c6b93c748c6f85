import type { UpdateMeRequest, User } from '@shop/shared/contract/accounts';
import type { Clock } from '../platform/clock.ts';
import { badRequest, unauthorized } from '../platform/errors.ts';
import type { AccountStore, ProfileUpdate } from './accountStore.ts';
import { type CustomerAddressRecord, type CustomerRecord, userView } from './customerRecord.ts';
import { ACCOUNTS } from './messages.ts';

function addressRecord(address: NonNullable<UpdateMeRequest['addresses']>[number]): CustomerAddressRecord {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    ...(address.company ? { company: address.company } : {}),
    street: address.street,
    streetNo: address.streetNo,
    ...(address.additionalInformation ? { additionalInformation: address.additionalInformation } : {}),
    city: address.city,
    country: address.country,
    zipCode: address.zipCode,
    phone: address.phone,
    defaultAddress: address.defaultAddress,
  };
}

/**
 * The expected baby's fields a request changes (GDPR Art. 9, docs/decisions/059): kept only with
 * the explicit consent, given now or standing; withdrawing it deletes them and the consent's time.
 */
function expectingBabyChanges(account: CustomerRecord, request: UpdateMeRequest, now: Date) {
  if (request.expectingBabyConsent === false) return { expectingBaby: null, expectingBabyDate: null, expectingBabyConsentAt: null };
  const consented = request.expectingBabyConsent === true || account.expectingBabyConsentAt !== undefined;
  if (!consented && (request.expectingBaby === true || request.expectingBabyDate != null)) {
    throw badRequest(ACCOUNTS.expectingBabyConsentRequired, {
      expectingBabyConsent: ACCOUNTS.expectingBabyConsentRequired,
    });
  }
  return {
    expectingBaby: request.expectingBaby,
    // No longer expecting: the date goes too.
    expectingBabyDate: request.expectingBaby === false ? null : request.expectingBabyDate,
    expectingBabyConsentAt: request.expectingBabyConsent === true && !account.expectingBabyConsentAt ? now.toISOString() : undefined,
  };
}

/**
 * PUT /api/auth/updateMe: the owner changes the profile fields the contract names, and only
 * those; email, level, status and password are not among them. A field left out stays as it is.
 */
export async function updateMe(
  account: CustomerRecord,
  request: UpdateMeRequest,
  ports: { clock: Clock; accounts: Pick<AccountStore, 'updateProfile'> },
): Promise<User> {
  const now = ports.clock.now();
  const changes: ProfileUpdate = {
    firstName: request.firstName,
    lastName: request.lastName,
    birthDate: request.birthDate,
    gender: request.gender,
    oib: request.oib,
    newsletterSubscription: request.newsletterSubscription,
    addresses: request.addresses?.map(addressRecord),
    ...expectingBabyChanges(account, request, now),
  };
  const updated = await ports.accounts.updateProfile(account.email, changes, now);
  if (!updated) throw unauthorized(ACCOUNTS.loginRequired);
  return userView(updated);
}
