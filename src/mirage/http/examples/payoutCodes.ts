import { sendPayoutCode } from '../../../shared/contracts/payoutCodes';
import type { PayoutCodeIssued } from '../../../shared/domain/transfers';
import { FINANCE_TOTP_SECRET } from '../../scenarios/demoUsers';
import { totpFor } from '../../rules/totp';
import { currentSecret } from '../../rules/userOverrides';
import { post } from '../../testingCalls';
import type { Examples } from './example';
import { binding, financeToken } from './transfers';

/** Transfer codes, bound to an internal transfer between the admin's SGD accounts (see transfers.ts). */
export const PAYOUT_CODE_EXAMPLES: Examples = {
  'payoutCodes.send': (f) => ({ body: { ...binding(f.accounts, 2_000_000), otpType: 'SMS' } }),
  'payoutCodes.verify': async (f) => {
    const sent = await post<PayoutCodeIssued>(sendPayoutCode.path, {
      bearer: f.token,
      body: { ...binding(f.accounts, 3_000_000), otpType: 'SMS' },
    });
    return { body: { otp: '123456', otpRefId: sent.body.otpRefID } };
  },
  'payoutCodes.verifyTotp': async (f) => {
    const secret =
      currentSecret({ email: 'finance@demo.test', totpSecret: FINANCE_TOTP_SECRET }) ??
      FINANCE_TOTP_SECRET;
    return {
      body: { ...binding(f.accounts, 4_000_000), totp: totpFor(secret).generate() },
      auth: { bearer: await financeToken() },
    };
  },
};
