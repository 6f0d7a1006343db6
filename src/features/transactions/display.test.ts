import { describe, expect, it } from 'vitest';
import { TYPE_LABEL, TYPE_LABELS } from '../../shared/domain/transactionLabels';
import {
  CARD_TRANSACTION_TYPES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from '../../shared/domain/transactions';
import { DETAIL_STATUS_LABEL, detailStatusNote, typeOptions } from './display';

describe('type labels', () => {
  it('puts every type of the bank under one of the spec labels, and uses every label', () => {
    for (const type of TRANSACTION_TYPES) expect(TYPE_LABELS).toContain(TYPE_LABEL[type]);
    expect(new Set(Object.values(TYPE_LABEL))).toEqual(new Set(TYPE_LABELS));
  });

  it('labels the card-related types a general user sees', () => {
    expect(typeOptions(CARD_TRANSACTION_TYPES)).toEqual([
      { label: 'Card Payment', types: ['Sales'] },
      { label: 'ATM Withdrawal', types: ['AtmWithdrawal'] },
      { label: 'Transaction Adjustment', types: ['AdjustmentCredit', 'AdjustmentDebit'] },
      { label: 'Account Funding', types: ['AccountFundingCredit'] },
      { label: 'Merchant Rebate', types: ['MerchantRebate'] },
    ]);
  });
});

describe('DETAIL_STATUS_LABEL', () => {
  it("gives each of the spec's eight detail statuses its own readable label", () => {
    expect(TRANSACTION_STATUSES.map((s) => DETAIL_STATUS_LABEL[s])).toEqual([
      'Pending',
      'Booked',
      'Successful',
      'Rejected',
      'Cancelled',
      'Pending (CA)',
      'In progress',
      'Failed',
    ]);
  });
});

describe('detailStatusNote', () => {
  it('says which list status each detail status shows as, and what it means', () => {
    expect(TRANSACTION_STATUSES.map(detailStatusNote)).toEqual([
      'Shown as Processing: accepted by the bank, not yet sent.',
      'Shown as Completed: booked to the account.',
      'Shown as Completed: completed.',
      'Shown as Cancelled: refused by the bank.',
      'Shown as Cancelled: stopped before it was completed.',
      'Shown as Processing: waiting at the bank before it is sent.',
      'Shown as Processing: sent, not yet completed.',
      'Shown as Cancelled: could not be completed.',
    ]);
  });
});
