import type { AnyContract } from '../shared/contracts/contract';
import type { Bank } from './bank';
import { registerRoutes, type ContractRoute } from './contractRoutes';
import type { BankRouter } from './router';
import { accountHandlers } from './routes/accounts';
import { approvalHandlers } from './routes/approvals';
import { authHandlers } from './routes/auth';
import { deviceHandlers } from './routes/device';
import { fxHandlers } from './routes/fx';
import { kycHandlers } from './routes/kyc';
import { limitHandlers } from './routes/limits';
import { maintenanceHandlers } from './routes/maintenance';
import { passwordHandlers } from './routes/password';
import { payoutCodeHandlers } from './routes/payoutCodes';
import { profileHandlers } from './routes/profile';
import { feeHandlers } from './routes/fees';
import { payoutConfigHandlers } from './routes/payoutConfig';
import { paymentHandlers } from './routes/payments';
import { phoneLoginHandlers } from './routes/phoneLogin';
import { recipientHandlers } from './routes/recipients';
import { settingsHandlers } from './routes/settings';
import { signUpHandlers } from './routes/signUp';
import { teamHandlers, teamOverviewHandlers } from './routes/team';
import { transactionHandlers } from './routes/transactions';
import { transferHandlers } from './routes/transfers';
import { twoFactorHandlers } from './routes/twoFactor';
import { unknownApiRoutes } from './routes/unknown';

/**
 * One list of handlers per area, mirroring src/api and src/shared/contracts; later areas add
 * theirs here. Each pairs a contract with the bank's rules (contractRoutes.ts route()).
 */
const AREAS: ((bank: Bank) => ContractRoute[])[] = [
  accountHandlers,
  deviceHandlers,
  authHandlers,
  passwordHandlers,
  twoFactorHandlers,
  profileHandlers,
  teamHandlers,
  teamOverviewHandlers,
  settingsHandlers,
  maintenanceHandlers,
  transactionHandlers,
  fxHandlers,
  limitHandlers,
  payoutCodeHandlers,
  transferHandlers,
  approvalHandlers,
  recipientHandlers,
  feeHandlers,
  payoutConfigHandlers,
  paymentHandlers,
  phoneLoginHandlers,
  kycHandlers,
  signUpHandlers,
];

/** Every handler of the bank, with its contract. */
export function bankHandlers(bank: Bank): ContractRoute[] {
  return AREAS.flatMap((area) => area(bank));
}

/** The contracts the bank answers. */
export const answeredContracts = (bank: Bank): AnyContract[] =>
  bankHandlers(bank).map((r) => r.contract);

/** Every route of the bank, registered with one adapter's router (Mirage in the page, or HTTP). */
export function registerBank(router: BankRouter, bank: Bank): void {
  const handlers = bankHandlers(bank);
  registerRoutes(router, bank, handlers);
  // Last: specific routes win over the catch-all of the same prefixes.
  unknownApiRoutes(
    router,
    handlers.map((r) => r.contract),
  );
}
