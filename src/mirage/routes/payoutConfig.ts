import { listCorridors, listPurposes, listRoutes } from '../../shared/contracts/payoutConfig';
import {
  CORRIDORS,
  corridorOf,
  PAYOUT_ROUTES,
  ROUTE_TRANSFER_TIMES,
} from '../../shared/domain/corridors';
import { corridorPurposes } from '../../shared/domain/purposes';
import type { Bank } from '../bank';
import { route, type ContractRoute } from '../contractRoutes';
import { BankError } from '../types';
import { assertMayTransfer } from '../rules/moneyCalls';

/**
 * spec-2 §7 Quotes, limits, configuration (contracts: src/shared/contracts/payoutConfig.ts), for
 * whoever may transfer; the tables are src/shared/domain/corridors.ts and purposes.ts.
 */
export function payoutConfigHandlers(bank: Bank): ContractRoute[] {
  const mayTransfer = (req: Parameters<Bank['authorize']>[0]) =>
    assertMayTransfer(bank, bank.authorize(req).user);
  return [
    route(listCorridors, ({ req }) => {
      mayTransfer(req);
      return { corridors: [...CORRIDORS] };
    }),

    route(listRoutes, ({ req }) => {
      mayTransfer(req);
      return {
        routes: PAYOUT_ROUTES.map((r) => ({ route: r, transferTime: ROUTE_TRANSFER_TIMES[r] })),
      };
    }),

    route(listPurposes, ({ req, body }) => {
      mayTransfer(req);
      const corridor = corridorOf(body.destinationCountryCode);
      if (!corridor?.currencies.some((c) => c.currency === body.currency))
        throw new BankError(
          400,
          'INVALID_PARAM_ERROR',
          `The product does not send ${body.currency} to ${body.destinationCountryCode}.`,
          { field: 'currency' },
        );
      return { purposes: corridorPurposes(body.currency) };
    }),
  ];
}
