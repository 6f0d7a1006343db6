import type { AnyContract } from '../../shared/contracts/contract';
import type { BankHandler, BankRouter } from '../router';
import { BankError } from '../types';

const refuse: BankHandler = (req) => {
  console.warn(`mock bank: no route for ${req.method} ${req.path}`);
  throw new BankError(
    503,
    'SERVICE_UNAVAILABLE',
    `The mock bank does not offer ${req.method} ${req.path} yet.`,
  );
};

/** The first segments of the bank's paths ('/v1', '/boom'): what a call of the bank starts with. */
export const bankPrefixes = (contracts: readonly AnyContract[]): string[] => [
  ...new Set(contracts.map((c) => `/${c.path.split('/')[1] ?? ''}`)),
];

/**
 * A call the mock bank does not answer yet gets a clear 503 instead of slipping through to the
 * web server (which would answer index.html with 200). Specific routes win over these.
 */
export function unknownApiRoutes(router: BankRouter, contracts: readonly AnyContract[]): void {
  for (const prefix of bankPrefixes(contracts)) {
    const pattern = `${prefix}/*rest`;
    router.get(pattern, refuse);
    router.post(pattern, refuse);
    router.put(pattern, refuse);
    router.patch(pattern, refuse);
    router.del(pattern, refuse);
  }
}
