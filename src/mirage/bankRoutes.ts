import type { AnyContract } from '../shared/contracts/contract';
import type { Bank } from './bank';
import { registerRoutes, type ContractRoute } from './contractRoutes';
import type { BankRouter } from './router';
import { accountHandlers } from './routes/accounts';
import { activityHandlers } from './routes/activity';
import { ACTIVITY_RECORDERS, recordActivity } from './rules/activity';
import { approvalPolicyHandlers } from './routes/approvalPolicies';
import { cardDetailsHandlers } from './routes/cardDetails';
import { cardPinHandlers } from './routes/cardPins';
import { cardProviderHandlers } from './routes/cardProvider';
import { approvalHandlers } from './routes/approvals';
import { cardHandlers } from './routes/cards';
import { rewardsHandlers } from './routes/rewards';
import { authHandlers } from './routes/auth';
import { batchTransfersHandlers } from './routes/batchTransfers';
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
import { receiptsHandlers } from './routes/receipts';
import { fraudReportHandlers } from './routes/fraudReport';
import { recipientHandlers } from './routes/recipients';
import { settingsHandlers } from './routes/settings';
import { signUpHandlers } from './routes/signUp';
import { teamHandlers } from './routes/team';
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
  cardHandlers,
  rewardsHandlers,
  cardPinHandlers,
  cardDetailsHandlers,
  cardProviderHandlers,
  settingsHandlers,
  maintenanceHandlers,
  transactionHandlers,
  fxHandlers,
  limitHandlers,
  payoutCodeHandlers,
  transferHandlers,
  approvalHandlers,
  approvalPolicyHandlers,
  recipientHandlers,
  feeHandlers,
  payoutConfigHandlers,
  paymentHandlers,
  phoneLoginHandlers,
  kycHandlers,
  signUpHandlers,
  activityHandlers,
  batchTransfersHandlers,
  receiptsHandlers,
  fraudReportHandlers,
];

/**
 * A handler whose call the activity log records (rules/activity.ts ACTIVITY_RECORDERS): after it
 * answered, never when it refused (a BankError passes through, and nothing is recorded).
 */
function recorded(bank: Bank, { contract, handle }: ContractRoute): ContractRoute {
  const recorder = ACTIVITY_RECORDERS[contract.id];
  if (!recorder) return { contract, handle };
  return {
    contract,
    handle: (input) => {
      // A money call's body is read later by its handler (bodyReadLater): then it is the request's.
      const call = {
        req: input.req,
        params: input.params as Record<string, unknown>,
        body: (input.body ?? {}) as Record<string, unknown>,
        bank,
      };
      const before = recorder.before?.(call);
      const answer = handle(input);
      try {
        recordActivity(contract.id, { ...call, answer: answer as Record<string, unknown>, before });
      } catch (error) {
        // The call is done (money may have moved): its answer stands; the log's bug is said here.
        console.error(`mock bank: the activity of ${contract.id} was not recorded`, error);
      }
      return answer;
    },
  };
}

/** Every handler of the bank, with its contract (those the activity log records, wrapped). */
export function bankHandlers(bank: Bank): ContractRoute[] {
  return AREAS.flatMap((area) => area(bank)).map((r) => recorded(bank, r));
}

/** The contracts the bank answers. */
export const answeredContracts = (bank: Bank): AnyContract[] =>
  bankHandlers(bank).map((r) => r.contract);

/** Every route of the bank, registered with one adapter's router (Mirage in the page, or HTTP). */
/**
 * The card provider's calls on the provider's own origin (in the page: pretender answers a full
 * URL), besides the bank's origin where registerBank answers them for the HTTP bank.
 */
export function registerCardProvider(router: BankRouter, bank: Bank, origin: string): void {
  const at = (path: string) => `${origin.replace(/\/+$/, '')}${path}`;
  registerRoutes(
    {
      get: (path, handler) => router.get(at(path), handler),
      post: (path, handler) => router.post(at(path), handler),
      put: (path, handler) => router.put(at(path), handler),
      patch: (path, handler) => router.patch(at(path), handler),
      del: (path, handler) => router.del(at(path), handler),
    },
    bank,
    cardProviderHandlers(bank),
  );
}

export function registerBank(router: BankRouter, bank: Bank): void {
  const handlers = bankHandlers(bank);
  registerRoutes(router, bank, handlers);
  // Last: specific routes win over the catch-all of the same prefixes.
  unknownApiRoutes(
    router,
    handlers.map((r) => r.contract),
  );
}
