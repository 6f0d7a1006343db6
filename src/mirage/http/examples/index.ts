import { ACCOUNT_EXAMPLES } from './accounts';
import { ACTIVITY_EXAMPLES } from './activity';
import type { Examples } from './example';
import { AUTH_EXAMPLES } from './auth';
import { PROFILE_EXAMPLES } from './profile';
import { FX_EXAMPLES } from './fx';
import { LIMIT_EXAMPLES } from './limits';
import { MAINTENANCE_EXAMPLES } from './maintenance';
import { SETTINGS_EXAMPLES } from './settings';
import { TRANSACTION_EXAMPLES } from './transactions';
import { TRANSFER_EXAMPLES } from './transfers';
import { APPROVAL_EXAMPLES } from './approvals';
import { CARD_EXAMPLES } from './cards';
import { CARD_PROVIDER_EXAMPLES } from './cardProvider';
import { RECIPIENT_EXAMPLES } from './recipients';
import { FEE_EXAMPLES } from './fees';
import { PAYOUT_CONFIG_EXAMPLES } from './payoutConfig';
import { PAYMENT_EXAMPLES } from './payments';
import { PHONE_LOGIN_EXAMPLES } from './phoneLogin';
import { KYC_EXAMPLES } from './kyc';
import { SIGN_UP_EXAMPLES } from './signUp';
import { PAYOUT_CODE_EXAMPLES } from './payoutCodes';
import { TEAM_EXAMPLES } from './team';
import { TWO_FACTOR_EXAMPLES } from './twoFactor';
import { REWARDS_EXAMPLES } from './rewards';
import { BATCH_TRANSFER_EXAMPLES } from './batchTransfers';
import { RECEIPTS_EXAMPLES } from './receipts';
import { FRAUD_REPORT_EXAMPLES } from './fraudReport';

/** Every area's examples: an area on contracts adds its file here (a contract without one fails). */
export const EXAMPLES: Examples = {
  ...ACCOUNT_EXAMPLES,
  ...REWARDS_EXAMPLES,
  ...FX_EXAMPLES,
  ...LIMIT_EXAMPLES,
  ...SETTINGS_EXAMPLES,
  ...MAINTENANCE_EXAMPLES,
  ...TRANSACTION_EXAMPLES,
  ...TRANSFER_EXAMPLES,
  ...APPROVAL_EXAMPLES,
  ...AUTH_EXAMPLES,
  ...PROFILE_EXAMPLES,
  ...RECIPIENT_EXAMPLES,
  ...FEE_EXAMPLES,
  ...PAYOUT_CONFIG_EXAMPLES,
  ...PAYMENT_EXAMPLES,
  ...PHONE_LOGIN_EXAMPLES,
  ...KYC_EXAMPLES,
  ...SIGN_UP_EXAMPLES,
  ...PAYOUT_CODE_EXAMPLES,
  ...TEAM_EXAMPLES,
  ...TWO_FACTOR_EXAMPLES,
  ...ACTIVITY_EXAMPLES,
  ...CARD_EXAMPLES,
  ...CARD_PROVIDER_EXAMPLES,
  ...BATCH_TRANSFER_EXAMPLES,
  ...RECEIPTS_EXAMPLES,
  ...FRAUD_REPORT_EXAMPLES,
};
