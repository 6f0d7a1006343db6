import type { Bank } from './bank';
import type { BankRouter } from './router';
import { accountRoutes } from './routes/accounts';
import { approvalRoutes } from './routes/approvals';
import { authRoutes } from './routes/auth';
import { deviceRoutes } from './routes/device';
import { fxRoutes } from './routes/fx';
import { passwordRoutes } from './routes/password';
import { payoutCodeRoutes } from './routes/payoutCodes';
import { profileRoutes } from './routes/profile';
import { settingsRoutes } from './routes/settings';
import { teamRoutes } from './routes/team';
import { transactionRoutes } from './routes/transactions';
import { transferRoutes } from './routes/transfers';
import { twoFactorRoutes } from './routes/twoFactor';
import { unknownApiRoutes } from './routes/unknown';

/**
 * One function per area, mirroring src/api; later areas add theirs here. An area on contracts
 * (issue 8: accounts so far) registers its handlers through registerRoutes (contractRoutes.ts).
 */
const AREAS: ((router: BankRouter, bank: Bank) => void)[] = [
  accountRoutes,
  deviceRoutes,
  authRoutes,
  passwordRoutes,
  twoFactorRoutes,
  profileRoutes,
  teamRoutes,
  settingsRoutes,
  transactionRoutes,
  fxRoutes,
  payoutCodeRoutes,
  transferRoutes,
  approvalRoutes,
];

/** Every route of the bank, registered with one adapter's router (Mirage in the page, or HTTP). */
export function registerBank(router: BankRouter, bank: Bank): void {
  for (const area of AREAS) area(router, bank);
  // Last: specific routes win over the catch-all.
  unknownApiRoutes(router);
}
