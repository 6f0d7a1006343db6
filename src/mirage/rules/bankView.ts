import type { TokenPair } from '../../shared/domain/auth';
import type { Faults } from '../faults';
import type { MockUser, Scenario } from '../types';
import type { Ledger } from './ledger';

/**
 * What the rules may use of the Bank (bank.ts), which sits above them: the routes pass the Bank
 * itself, and a rule never imports bank.ts (scripts/layers.mjs, the mock bank's floors).
 */
export interface BankView {
  readonly scenario: Scenario;
  readonly faults: Faults;
  readonly ledger: Ledger;
  isOn(toggle: string, user: Pick<MockUser, 'email'>): boolean;
  allUsers(): MockUser[];
  tokenPair(user: MockUser, sid?: string, accessTtlS?: number): TokenPair;
}
