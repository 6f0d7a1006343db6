import type { Role } from '../../shared/domain/roles';
import { TOGGLE_NAMES, type FeatureToggles } from '../../shared/domain/toggles';
import { peopleOf } from '../rules/approvalPolicy';
import type { MockUser, OtherMember, Scenario } from '../types';
import { demoAccounts } from '../builders/accounts';
import { demoApprovalPolicy, demoApprovals } from './approvals';
import { daysFromNow, seededPeople } from '../builders/people';
import { fakerRng, seededCompanies } from '../builders/random';
import { generateHistory, type CardSeed } from './transactions';
import { demoAttachments } from './receipts';
import { APPLICANT_USERS, demoApplicants } from './applicants';
import { DEMO_USERS, FIRST_RUN_USERS } from './demoUsers';
import { demoRecipients } from './recipients';
import { buildUser, userReference } from '../builders/users';
import type { CardRecord } from '../stores/cards';
import type { Transaction } from '../../shared/domain/transactions';
import type { CardStatus, CardType, MerchantRestriction } from '../../shared/domain/cards';

export const DEMO_COMPANY = {
  corpID: 'CORP-DEMO-0001',
  name: 'Demo Trading Pte. Ltd.',
  address: '1 Raffles Place, #20-01, Singapore 048616',
};

// internalTransferPage is off: the dashboard's exchange tiles open the modal (the menu pages still exist).
const TOGGLES_ON: readonly string[] = [
  'approvals',
  'transfer2fa',
  'receipt',
  'localTransferPage',
  'overseasTransferPage',
  'dashboardUserGuide',
  'cashback',
  'transactionCardPaymentCashback',
  'paynowQr',
  'batchTransfer',
];

export function defaultToggles(): FeatureToggles {
  const map: FeatureToggles = Object.fromEntries(
    TOGGLE_NAMES.map((name) => [name, TOGGLES_ON.includes(name)]),
  );
  // The list form: closed to everyone except the named e-mails.
  map.remitWithScale = { open: false, allowUsers: 'admin@demo.test' };
  return map;
}

const OTHER_ROLES: Role[] = [
  'finance',
  'accountant',
  'general',
  'general',
  'sub-admin',
  'general',
  'finance',
  'accountant',
];

/** The demo company: six users (one per role, one with an authenticator, one suspended) and eight colleagues. */
export function defaultScenario(): Scenario {
  const teamSize = DEMO_USERS.length + OTHER_ROLES.length;
  // Applicants' people come after the team's, then the first-run users': the team's names stay as they were.
  const applicantsEnd = teamSize + APPLICANT_USERS.length;
  const people = seededPeople(20261122, applicantsEnd + FIRST_RUN_USERS.length);
  const users = DEMO_USERS.map((spec, i) =>
    buildUser(
      spec,
      i + 1,
      people[i] ?? { firstName: 'Demo', lastName: 'User', phone: '+65 8000 0000' },
      DEMO_COMPANY,
    ),
  );
  const otherMembers: OtherMember[] = OTHER_ROLES.map((role, i) => {
    const p = people[DEMO_USERS.length + i] ?? {
      firstName: 'Team',
      lastName: `Member${i}`,
      phone: '',
    };
    return {
      userReferenceID: userReference(DEMO_USERS.length + i + 1),
      name: `${p.firstName} ${p.lastName}`,
      email: `${p.firstName}.${p.lastName}@demo.test`.toLowerCase().replace(/[^a-z.@]/g, ''),
      role,
      suspended: i === 5,
    };
  });
  const ledger = demoLedger(users, otherMembers);
  // After the ledger: the cards and approvals stay those of the six demo users.
  const firstRun = FIRST_RUN_USERS.map((spec, i) =>
    buildUser(
      spec,
      applicantsEnd + i + 1,
      people[applicantsEnd + i] ?? {
        firstName: 'First',
        lastName: 'Login',
        phone: '+65 8000 0001',
      },
      DEMO_COMPANY,
    ),
  );
  const cards = demoCardRecords(users, ledger.accounts, ledger.transactions);
  // A few card payments with receipts, one synced to the accounting software (scenarios/receipts.ts).
  const { transactions, attachments } = demoAttachments(ledger.transactions, cards, users);
  return {
    name: 'default',
    company: DEMO_COMPANY,
    users: [...users, ...firstRun],
    otherMembers,
    ...ledger,
    transactions,
    attachments,
    recipients: demoRecipients(),
    cards,
    applicants: demoApplicants(DEMO_COMPANY.corpID, people.slice(teamSize), teamSize + 1),
    toggles: defaultToggles(),
    // Beyond every lead time (4 days at most, docs/decisions/maintenance.md 'Notices'): no banner unless a
    // window is scheduled (demo panel, window.__mockBank.scheduleMaintenance), so journeys see
    // the same pages on every weekday.
    maintenance: [
      {
        maintenanceModeType: 'Payout maintenance',
        startDateTime: daysFromNow(8, 1),
        endDateTime: daysFromNow(8, 5),
        isExpired: false,
        impactedFeatures: 'localTransfer,overseasTransfer,batchTransfer',
      },
    ],
    // None seeded: the discovery dialog is modal and would stand in front of every journey of its
    // roles. The demo panel and __mockBank.publishAnnouncement publish one (docs/decisions/dashboard.md).
    announcements: [],
    checklist: {
      firstTopUpCompleted: true,
      isAppDownloaded: false,
    },
  };
}

/**
 * How many transactions the default scenario draws (a few hundred over the last 6 months); the
 * drawn Cashback credits are then replaced by one per account and month (scenarios/transactions.ts).
 */
export const DEMO_TRANSACTION_COUNT = 360;
export const DEMO_HISTORY_DAYS = 183;

/** The cards of the demo company: the admin's and the general user's on SGD, finance's on USD. */
function demoCards(users: MockUser[], accounts: Scenario['accounts']): CardSeed[] {
  const nameOf = (email: string) =>
    users.find((u) => u.email === email)?.profile.name ?? 'Card Holder';
  const sgd = accounts[0]?.accountNumber ?? '';
  const usd = accounts.find((a) => a.currency === 'USD')?.accountNumber ?? sgd;
  return [
    { nameOnCard: nameOf('admin@demo.test'), cardNumber: '4821', accountNumber: sgd },
    { nameOnCard: nameOf('general@demo.test'), cardNumber: '7730', accountNumber: sgd },
    { nameOnCard: nameOf('finance@demo.test'), cardNumber: '1195', accountNumber: usd },
  ];
}

const S = (dollars: number) => dollars * 1_000_000;

/**
 * What a seeded card spent this month: its debits in the history since the 1st (the card payments
 * generated for its last four digits), so the list's "spent" matches the transactions page.
 */
function spentThisMonth(transactions: Transaction[], panTail: string, now = new Date()): number {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  return transactions
    .filter(
      (t) =>
        t.cardNumber === panTail &&
        t.creditOrDebit === 'DEBIT' &&
        t.status !== 'FAILED' &&
        Date.parse(t.createdAt) >= start,
    )
    .reduce((sum, t) => sum + t.amount, 0);
}

/**
 * The demo company's cards (docs/decisions/cards.md 'Seeded cards'): the admin's physical and
 * virtual, finance's virtual on USD and a suspended physical one, the general user's locked
 * virtual and not yet activated physical, and the suspended member's virtual. The first three
 * tails are those of the seeded card payments (demoCards).
 */
function demoCardRecords(
  users: MockUser[],
  accounts: Scenario['accounts'],
  transactions: Transaction[],
): CardRecord[] {
  const sgd = accounts[0]?.accountNumber ?? '';
  const usd = accounts.find((a) => a.currency === 'USD')?.accountNumber ?? sgd;
  const at = Date.now();
  const rows: [CardType, CardStatus, string, string, string, number, MerchantRestriction][] = [
    ['PHYSICAL', 'ACTIVE', 'admin@demo.test', '4821', sgd, 20_000, { type: 'NO_RESTRICTION' }],
    [
      'VIRTUAL',
      'ACTIVE',
      'admin@demo.test',
      '3302',
      sgd,
      2_000,
      { type: 'ALLOW_LISTED', categories: ['MARKETING', 'TECH'] },
    ],
    ['VIRTUAL', 'ACTIVE', 'finance@demo.test', '1195', usd, 15_000, { type: 'NO_RESTRICTION' }],
    ['VIRTUAL', 'LOCKED', 'general@demo.test', '7730', sgd, 15_000, { type: 'NO_RESTRICTION' }],
    [
      'PHYSICAL',
      'NOT_ACTIVATED',
      'general@demo.test',
      '6614',
      sgd,
      1_000,
      { type: 'NO_RESTRICTION' },
    ],
    ['VIRTUAL', 'ACTIVE', 'suspended@demo.test', '2048', sgd, 300, { type: 'NO_RESTRICTION' }],
    ['PHYSICAL', 'SUSPENDED', 'finance@demo.test', '9087', usd, 1_500, { type: 'NO_RESTRICTION' }],
  ];
  const order: Record<CardType, number> = { PHYSICAL: 0, VIRTUAL: 0 };
  return rows.flatMap(([type, status, email, panTail, accountNumber, limit, merchants], i) => {
    const holder = users.find((u) => u.email === email);
    if (!holder) return [];
    order[type] += 1;
    return [
      {
        id: `CARD-${String(i + 1).padStart(4, '0')}`,
        corpID: DEMO_COMPANY.corpID,
        type,
        cardOrder: order[type],
        status,
        ...(status === 'SUSPENDED' ? { statusBeforeSuspend: 'ACTIVE' as const } : {}),
        panTail,
        nameOnCard: holder.profile.name,
        holderUserReferenceID: holder.userReferenceID,
        accountNumber,
        spendingLimit: S(limit),
        spentAmount: spentThisMonth(transactions, panTail),
        merchants,
        updatedAt: at,
      },
    ];
  });
}

/** Accounts, history, policy and approval requests, from fixed seeds and anchored to today. */
function demoLedger(
  users: MockUser[],
  otherMembers: OtherMember[],
): Pick<Scenario, 'accounts' | 'transactions' | 'approvalPolicies' | 'approvalRequests'> {
  const now = Date.now();
  const accounts = demoAccounts(DEMO_COMPANY.name);
  const counterparties = seededCompanies(20261123, 30);
  const transactions = generateHistory(
    { companyName: DEMO_COMPANY.name, accounts, cards: demoCards(users, accounts), counterparties },
    fakerRng(20261124),
    { count: DEMO_TRANSACTION_COUNT, days: DEMO_HISTORY_DAYS, now, idPrefix: 'TXN' },
  );
  const policy = demoApprovalPolicy();
  const approvalRequests = demoApprovals(
    fakerRng(20261125),
    accounts,
    peopleOf({ users, otherMembers }),
    policy,
    now,
  );
  return { accounts, transactions, approvalPolicies: [policy], approvalRequests };
}

/** The parts the 'large' scenario reuses. */
export const demoLedgerParts = { demoCards, counterparties: () => seededCompanies(20261123, 30) };
