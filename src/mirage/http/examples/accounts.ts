import type { Examples } from './example';

export const ACCOUNT_EXAMPLES: Examples = {
  'accounts.list': () => ({}),
  'accounts.create': () => ({ body: { currency: 'CHF', accountName: 'Contract test' } }),
  'accounts.rename': (f) => ({
    body: { accountNumber: f.accounts[1]?.accountNumber, accountName: 'Renamed by contract test' },
  }),
  'accounts.preference': (f) => ({
    body: {
      order: f.accounts.map((a, i) => ({ accountNumber: a.accountNumber, accountOrder: i })),
    },
  }),
  'accounts.thresholds': () => ({}),
  'accounts.setThreshold': (f) => ({
    body: { accountNumber: f.accounts[0]?.accountNumber, threshold: 1_000_000_000 },
  }),
  'accounts.paynowQr': (f) => ({
    params: { va: f.accounts.find((a) => a.currency === 'SGD')?.accountNumber ?? '' },
  }),
  'accounts.beneficiaryAddress': () => ({}),
  'accounts.csvStatement': (f) => ({
    params: { accountNumber: f.accounts[0]?.accountNumber ?? '' },
    query: { from: '2020-01-01' },
  }),
  'accounts.proofOfAccount': (f) => ({
    params: { accountNumber: f.accounts.find((a) => a.currency === 'USD')?.accountNumber ?? '' },
  }),
};
