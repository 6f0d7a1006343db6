import type { AnyContract } from './contract';
import { ACCOUNT_CONTRACTS } from './accounts';
import { ACTIVITY_CONTRACTS } from './activity';
import { FX_CONTRACTS } from './fx';
import { LIMIT_CONTRACTS } from './limits';
import { MAINTENANCE_CONTRACTS } from './maintenance';
import { SETTINGS_CONTRACTS } from './settings';
import { TRANSACTION_CONTRACTS } from './transactions';
import { TRANSFER_CONTRACTS } from './transfers';
import { PAYOUT_CODE_CONTRACTS } from './payoutCodes';
import { APPROVAL_CONTRACTS } from './approvals';
import { CARD_CONTRACTS } from './cards';
import { CARD_PROVIDER_CONTRACTS } from './cardProvider';
import { AUTH_CONTRACTS } from './auth';
import { TWO_FACTOR_CONTRACTS } from './twoFactor';
import { PROFILE_CONTRACTS } from './profile';
import { TEAM_CONTRACTS, TEAM_OVERVIEW_CONTRACTS, TEAM_SORTED_CONTRACTS } from './team';
import { RECIPIENT_CONTRACTS } from './recipients';
import { FEE_CONTRACTS } from './fees';
import { PAYOUT_CONFIG_CONTRACTS } from './payoutConfig';
import { PAYMENT_CONTRACTS } from './payments';
import { PHONE_LOGIN_CONTRACTS } from './phoneLogin';
import { KYC_CONTRACTS } from './kyc';
import { SIGN_UP_CONTRACTS } from './signUp';
import { REWARDS_CONTRACTS } from './rewards';
import { BATCH_TRANSFER_CONTRACTS } from './batchTransfers';
import { RECEIPTS_CONTRACTS } from './receipts';
import { FRAUD_REPORT_CONTRACTS } from './fraudReport';

/**
 * Every contract of the bank, by area: what the OpenAPI document describes (openapi.ts) and what
 * the mock bank must answer (src/mirage/bankRoutes.test.ts). A new area adds its list here.
 */
export const ALL_CONTRACTS: readonly AnyContract[] = [
  ...ACCOUNT_CONTRACTS,
  ...FX_CONTRACTS,
  ...LIMIT_CONTRACTS,
  ...SETTINGS_CONTRACTS,
  ...MAINTENANCE_CONTRACTS,
  ...TRANSACTION_CONTRACTS,
  ...TRANSFER_CONTRACTS,
  ...PAYOUT_CODE_CONTRACTS,
  ...APPROVAL_CONTRACTS,
  ...AUTH_CONTRACTS,
  ...TWO_FACTOR_CONTRACTS,
  ...PROFILE_CONTRACTS,
  ...TEAM_CONTRACTS,
  ...TEAM_SORTED_CONTRACTS,
  ...TEAM_OVERVIEW_CONTRACTS,
  ...RECIPIENT_CONTRACTS,
  ...FEE_CONTRACTS,
  ...PAYOUT_CONFIG_CONTRACTS,
  ...PAYMENT_CONTRACTS,
  ...PHONE_LOGIN_CONTRACTS,
  ...REWARDS_CONTRACTS,
  ...KYC_CONTRACTS,
  ...SIGN_UP_CONTRACTS,
  ...ACTIVITY_CONTRACTS,
  ...CARD_CONTRACTS,
  ...CARD_PROVIDER_CONTRACTS,
  ...BATCH_TRANSFER_CONTRACTS,
  ...RECEIPTS_CONTRACTS,
  ...FRAUD_REPORT_CONTRACTS,
];
