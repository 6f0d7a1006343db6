import type { TokenPair } from '../../shared/domain/auth';
import type { Faults } from '../faults';
import type { MockUser, Scenario } from '../types';
import type { Person } from './approvalPolicy';
import type { AccountBook } from '../stores/accounts';
import type { ApprovalBook } from '../stores/approvals';
import type { PayoutBook } from '../stores/payouts';
import type { PolicyBook } from '../stores/policies';
import type { RecipientBook } from '../stores/recipients';
import type { TransactionBook } from '../stores/transactions';

/**
 * What the rules may use of the Bank (bank.ts), which sits above them: the routes pass the Bank
 * itself, and a rule never imports bank.ts (scripts/layers.mjs, the mock bank's floors).
 */
export interface BankView {
  readonly scenario: Scenario;
  readonly faults: Faults;
  readonly accounts: AccountBook;
  readonly recipients: RecipientBook;
  readonly transactions: TransactionBook;
  readonly payouts: PayoutBook;
  readonly approvals: ApprovalBook;
  readonly policies: PolicyBook;
  isOn(toggle: string, user: Pick<MockUser, 'email'>): boolean;
  allUsers(): MockUser[];
  /** The company's people as approvers see them: the scenario's and those who joined, with current roles and suspensions. */
  people(): Person[];
  tokenPair(user: MockUser, sid?: string, accessTtlS?: number): TokenPair;
}
