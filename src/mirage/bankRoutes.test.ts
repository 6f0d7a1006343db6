import { describe, expect, it } from 'vitest';
import { ALL_CONTRACTS } from '../shared/contracts/all';
import { Bank } from './bank';
import { answeredContracts } from './bankRoutes';
import { Faults } from './faults';
import { bankPrefixes } from './routes/unknown';
import { buildScenario } from './scenarios/registry';

const bank = new Bank(buildScenario('default'), new Faults());
const idsOf = (contracts: readonly { id: string }[]) => contracts.map((c) => c.id).toSorted();

describe('the mock bank', () => {
  it('answers every contract of the OpenAPI document, and nothing beside them', () => {
    expect(idsOf(answeredContracts(bank))).toEqual(idsOf(ALL_CONTRACTS));
  });

  it('answers each contract once', () => {
    const keys = answeredContracts(bank).map((c) => `${c.method} ${c.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('refuses the unknown calls under the prefixes of its contracts', () => {
    expect(bankPrefixes(ALL_CONTRACTS).toSorted()).toEqual(['/boom', '/v1']);
  });
});
