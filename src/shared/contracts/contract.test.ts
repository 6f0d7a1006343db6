import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../api/errorCatalogue';
import { ACCOUNT_CONTRACTS } from './accounts';
import { RECIPIENT_CONTRACTS } from './recipients';
import { buildPath, defineContract, firstIssue, NOTHING, pathParamNames } from './contract';

describe('path templates', () => {
  it('names and fills :parameters, URI-encoded (the HTTP router matches them: httpBank.test.ts)', () => {
    expect(pathParamNames('/v1/boom/approval/:referenceId/items/:n')).toEqual(['referenceId', 'n']);
    expect(buildPath('/v1/boom/approval/:referenceId', { referenceId: 'A 1/2' })).toBe(
      '/v1/boom/approval/A%201%2F2',
    );
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => buildPath('/a/:id', {})).toThrow('/a/:id: no value for :id');
  });
});

describe('defineContract', () => {
  it('fills the parts a contract leaves out with an empty object', () => {
    const c = defineContract({
      id: 'x.y',
      method: 'GET',
      path: '/x',
      summary: 's',
      auth: 'none',
      errors: [],
    });
    expect([c.params, c.query, c.body, c.answer]).toEqual([NOTHING, NOTHING, NOTHING, NOTHING]);
  });
});

/** The first issue of parsing `value`, or null when it parses. */
function issueOf(schema: z.ZodMiniType, value: unknown) {
  const result = z.safeParse(schema, value);
  return result.success ? null : firstIssue(result.error);
}

describe('firstIssue', () => {
  it('names the field of the first problem as a dotted path with indexes', () => {
    const schema = z.object({ accounts: z.array(z.object({ currentBalance: z.number() })) });
    expect(issueOf(schema, { accounts: [{ currentBalance: 1 }, { currentBalance: '2' }] })).toEqual(
      { field: 'accounts[1].currentBalance', message: 'expected number' },
    );
  });

  it('says the rule a value broke: a length, a range, a choice', () => {
    expect(issueOf(z.string().check(z.maxLength(3)), 'abcd')?.message).toBe('length at most 3');
    expect(issueOf(z.number().check(z.gte(1)), 0)?.message).toBe('at least 1');
    expect(issueOf(z.enum(['SGD', 'USD']), 'EUR')?.message).toBe('expected one of SGD, USD');
    expect(issueOf(z.number().check(z.int()), 1.5)?.message).toBe('expected int');
  });
});

describe('the accounts contracts', () => {
  it('have unique ids and method + path pairs, and every error code they list is known', () => {
    const ids = ACCOUNT_CONTRACTS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = ACCOUNT_CONTRACTS.map((c) => `${c.method} ${c.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const c of ACCOUNT_CONTRACTS)
      for (const code of c.errors)
        expect(Object.hasOwn(ERROR_CATALOGUE, code), `${c.id}: ${code}`).toBe(true);
  });
});

describe('the recipients contracts', () => {
  it('list only error codes the catalogue has a text for', () => {
    const unknown = RECIPIENT_CONTRACTS.flatMap((c) =>
      c.errors
        .filter((code) => !Object.hasOwn(ERROR_CATALOGUE, code))
        .map((code) => `${c.id}: ${code}`),
    );
    expect(unknown).toEqual([]);
  });
});

describe('the KYC address on the wire', () => {
  it("takes every address part the onboarding form takes, at the form's limits", async () => {
    const { addressSchema } = await import('./kyc');
    const { ADDRESS_PART_MAX } = await import('../domain/onboarding/address');
    const longest = Object.fromEntries(
      Object.entries(ADDRESS_PART_MAX).map(([part, max]) => [part, 'x'.repeat(max)]),
    );
    expect(z.safeParse(addressSchema, { ...longest, country: 'SG' }).success).toBe(true);
    expect(
      z.safeParse(addressSchema, { ...longest, country: 'SG', floor: 'x'.repeat(11) }).success,
    ).toBe(false);
  });
});
