import type { WithdrawalAnswer, WithdrawalRequest } from '@shop/shared/contract/withdrawals';
import { request } from '../../../platform/http.ts';

export const WITHDRAWAL_PATH = '/api/withdrawals';

/** POST /api/withdrawals: the statement of the withdrawal function; a mutation with nothing to revalidate. */
export const sendWithdrawal = (body: WithdrawalRequest): Promise<WithdrawalAnswer> =>
  request<WithdrawalAnswer>(WITHDRAWAL_PATH, { method: 'POST', body });
