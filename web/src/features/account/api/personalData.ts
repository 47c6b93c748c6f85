import type { MessageResponse } from '@shop/shared/contract/accounts';
import { type DeleteAccountRequest, exportFileName, type PersonalDataExport } from '@shop/shared/contract/personalData';
import { request } from '../../../platform/http.ts';

export const exportMyDataPath = '/api/auth/exportMyData';
export const deleteMePath = '/api/auth/deleteMe';

/**
 * Downloads everything the shop keeps about the customer as a JSON file. The call needs the
 * bearer token, so it cannot be a plain link: the answer is saved through an object URL.
 */
export async function downloadMyData(): Promise<void> {
  const data = await request<PersonalDataExport>(exportMyDataPath);
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = exportFileName(new Date(data.exportedAt));
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/** Deletes the account; the password is asked again. */
export const deleteMyAccount = (body: DeleteAccountRequest): Promise<MessageResponse> =>
  request<MessageResponse>(deleteMePath, { method: 'POST', body });
