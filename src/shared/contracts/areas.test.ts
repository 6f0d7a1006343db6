import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_CONTRACTS } from './all';
import type { AnyContract } from './contract';

/**
 * Issue 21: an area has one name on every floor, so someone new finds a spec rule in a minute:
 * `shared/contracts/<area>.ts` (its `<AREA>_CONTRACTS`, ids `<area>.<call>`), `api/<area>.ts`,
 * `mirage/routes/<area>.ts`, `mirage/http/examples/<area>.ts`. CONTRIBUTING.md 'Where an area
 * lives' names each area's files; this test keeps those names from drifting apart.
 */

const CONTRACTS = 'src/shared/contracts';
const ROUTES = 'src/mirage/routes';

/** Files in src/shared/contracts that declare no area: the gathering, the helpers, the document. */
const NOT_AREAS = new Set(['all', 'contract', 'fields', 'openapi']);

/** Route files that are not an area, and why. */
const ROUTE_EXCEPTIONS: Record<string, string> = {
  device:
    "answers contracts/auth.ts's device.register: spec-1 §7 'Device', the credentials sign-in uses",
  password:
    "answers contracts/auth.ts's password.* calls, which spec-1 §7 lists under 'Login and session'",
  approvalPolicies:
    "answers contracts/approvals.ts's policy calls (create, edit, delete): spec-3 §7 lists them under Approvals",
  cardPins:
    "answers contracts/cards.ts's PIN calls (change PIN, Forgot PIN): spec-3 §7 lists them under Cards",
  cardDetails:
    "answers contracts/cards.ts's card-details calls (generate-pan-otp, verify-pan-otp, token): spec-3 §7 lists them under Cards",
  unknown: 'the 503 fallback for bank paths that no contract declares',
};

/** Ids that do not start with their file's name, by file and id prefix, and why. */
const ID_EXCEPTIONS: Record<string, Record<string, string>> = {
  auth: {
    device: "spec-1 §7 'Device': registration is the first step of sign-in (routes/device.ts)",
    password: "spec-1 §7 lists the password calls under 'Login and session' (routes/password.ts)",
  },
};

/** The stem of each non-test TypeScript file in `dir`. */
function stems(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => f.slice(0, -'.ts'.length));
}

const AREAS = stems(CONTRACTS).filter((f) => !NOT_AREAS.has(f));

// Every contract module, to read each area's own list (a file's exports, not all.ts's order).
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], {
  eager: true,
});

/** The contracts an area's file exports in its `<AREA>_CONTRACTS` list. */
function contractsOf(area: string): AnyContract[] {
  const exports = modules[`./${area}.ts`] ?? {};
  return Object.entries(exports)
    .filter(([name, value]) => name.endsWith('_CONTRACTS') && Array.isArray(value))
    .flatMap(([, value]) => value as AnyContract[]);
}

describe('names line up across floors', () => {
  it('finds the areas: every contract file but the helpers', () => {
    expect(AREAS).toContain('accounts');
    expect(AREAS).not.toContain('all');
  });

  it('gives each area an api module, a mock bank route and mock bank examples of its name', () => {
    const missing = AREAS.flatMap((area) =>
      [`src/api/${area}.ts`, `${ROUTES}/${area}.ts`, `src/mirage/http/examples/${area}.ts`].filter(
        (file) => !existsSync(file),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('names every mock bank route file after an area, or says why not', () => {
    const strays = stems(ROUTES).filter((f) => !AREAS.includes(f) && !(f in ROUTE_EXCEPTIONS));
    expect(strays).toEqual([]);
    // An exception that has become an area (or was deleted) is stale.
    const stale = Object.keys(ROUTE_EXCEPTIONS).filter(
      (f) => AREAS.includes(f) || !existsSync(`${ROUTES}/${f}.ts`),
    );
    expect(stale).toEqual([]);
  });

  it("gives each area a contract list whose ids start with the area's name", () => {
    const misnamed = AREAS.flatMap((area) => {
      const allowed = [area, ...Object.keys(ID_EXCEPTIONS[area] ?? {})];
      return contractsOf(area)
        .map((c) => c.id)
        .filter((id) => !allowed.includes(id.split('.')[0] ?? ''))
        .map((id) => `${area}.ts: ${id}`);
    });
    expect(misnamed).toEqual([]);
    expect(AREAS.filter((area) => contractsOf(area).length === 0)).toEqual([]);
  });

  it('declares every contract of the bank in an area file', () => {
    const declared = new Set(AREAS.flatMap((area) => contractsOf(area).map((c) => c.id)));
    expect(ALL_CONTRACTS.map((c) => c.id).filter((id) => !declared.has(id))).toEqual([]);
  });
});
