import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 8: a bank path is written once, in its contract (src/shared/contracts). The client
 * (src/api) and the mock bank's routes (src/mirage/routes) build theirs from contracts. The files
 * below have not moved to contracts yet: the list only shrinks (a file listed here that no longer
 * holds a path fails too, so it is taken off).
 */
const NOT_YET_ON_CONTRACTS = new Set([
  'src/api/approvals.ts',
  'src/api/auth.ts',
  'src/api/client.ts',
  'src/api/profile.ts',
  'src/api/transactions.ts',
  'src/api/transfers.ts',
  'src/mirage/routes/approvals.ts',
  'src/mirage/routes/auth.ts',
  'src/mirage/routes/device.ts',
  'src/mirage/routes/password.ts',
  'src/mirage/routes/payoutCodes.ts',
  'src/mirage/routes/profile.ts',
  'src/mirage/routes/team.ts',
  'src/mirage/routes/transactions.ts',
  'src/mirage/routes/transfers.ts',
  'src/mirage/routes/twoFactor.ts',
  'src/mirage/routes/unknown.ts',
]);

// A bank path in quotes or backticks: '/v1/...', "/boom/...", `/v2/...`.
const PATH_LITERAL = /['"`]\/(?:v\d|boom)\//;

function sourcesOf(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => join(dir, f).replaceAll('\\', '/'));
}

describe('bank paths are declared once, in contracts', () => {
  const files = [...sourcesOf('src/api'), ...sourcesOf('src/mirage/routes')];

  it('appear in no client or mock bank file that has moved to contracts', () => {
    const offenders = files.filter((f) => !NOT_YET_ON_CONTRACTS.has(f) && PATH_LITERAL.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('are still written in every file listed as not yet moved (else take it off the list)', () => {
    const moved = [...NOT_YET_ON_CONTRACTS].filter((f) => !PATH_LITERAL.test(readFileSync(f, 'utf8')));
    expect(moved).toEqual([]);
  });
});
