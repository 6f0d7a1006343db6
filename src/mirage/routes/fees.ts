import {
  localFee,
  payoutFee,
  payoutFeeV3,
  remittanceFee,
  type FeeRequest,
} from '../../shared/contracts/fees';
import type { Bank } from '../bank';
import { route, type ContractRoute } from '../contractRoutes';
import * as rules from '../rules/fees';
import { assertMayTransfer } from '../rules/moneyCalls';

/**
 * spec-2 §7 Fees (contracts: src/shared/contracts/fees.ts), for whoever may transfer. The prices
 * are src/mirage/rules/fees.ts.
 */
export function feeHandlers(bank: Bank): ContractRoute[] {
  const priced =
    (price: (r: FeeRequest) => rules.Fee) =>
    ({ req, body }: { req: Parameters<Bank['authorize']>[0]; body: FeeRequest }) => {
      const { user } = bank.authorize(req);
      assertMayTransfer(bank, user);
      return price(body);
    };
  return [
    route(remittanceFee, priced(rules.remittanceFee)),
    route(localFee, priced(rules.localFee)),
    route(payoutFee, priced(rules.payoutFee)),
    route(payoutFeeV3, priced(rules.payoutFee)),
  ];
}
