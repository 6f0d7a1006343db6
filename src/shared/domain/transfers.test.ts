import { describe, expect, it } from 'vitest';
import { ROLES } from './roles';
import { visibleTransactionTypes, CARD_TRANSACTION_TYPES, TRANSACTION_TYPES } from './transactions';
import { mayTransfer } from './transfers';

describe('who may move money (docs/decisions/roles.md Roles)', () => {
  it('lets the payment roles transfer always, the accountant only while approvals is on, never the general role', () => {
    expect(ROLES.filter((r) => mayTransfer(r, false))).toEqual(['admin', 'sub-admin', 'finance']);
    expect(ROLES.filter((r) => mayTransfer(r, true))).toEqual([
      'admin',
      'sub-admin',
      'finance',
      'accountant',
    ]);
  });
});

describe('which transactions a role sees (spec-3 §4)', () => {
  it('shows the general role card-related types only', () => {
    expect(visibleTransactionTypes('general')).toEqual(CARD_TRANSACTION_TYPES);
    expect(visibleTransactionTypes('accountant')).toEqual(TRANSACTION_TYPES);
  });
});
