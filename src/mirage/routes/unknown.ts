import type { Server } from 'miragejs';
import type { Bank } from '../bank';
import { BankError } from '../types';

/**
 * A call the mock bank does not answer yet gets a clear 503 instead of slipping through to the
 * web server (which would answer index.html with 200). Specific routes win over these.
 */
export function unknownApiRoutes(this: Server, bank: Bank): void {
  const refuse = bank.handle((req) => {
    console.warn(`mock bank: no route for ${req.method} ${req.path}`);
    throw new BankError(503, 'SERVICE_UNAVAILABLE', `The mock bank does not offer ${req.method} ${req.path} yet.`);
  });
  for (const pattern of ['/v1/*rest', '/boom/*rest']) {
    this.get(pattern, refuse);
    this.post(pattern, refuse);
    this.put(pattern, refuse);
    this.patch(pattern, refuse);
    this.del(pattern, refuse);
  }
}
