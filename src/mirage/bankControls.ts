import type { Bank } from './bank';
import type { MockBankControls } from './mockBankControls';
import { publishAnnouncement } from './rules/announcements';
import { toWire } from './rules/approvalRequests';
import { advanceClock, bankNow } from './rules/bankClock';
import {
  clearScheduledMaintenance,
  maintenanceNotices,
  scheduleMaintenance,
} from './rules/maintenance';
import { emailsTo } from './rules/outbox';
import { authoriseCardPayment, cardsForPayments } from './rules/cardPayments';
import { setSyncStatus } from './rules/receipts';
import { clearStores } from './stores/index';
import { decideMember, invitationsOf, membersOf } from './rules/signUps';
import { totpFor } from './rules/totp';
import { currentPassword, currentSecret } from './rules/userOverrides';

/** The controls of a running bank but its shutdown, which depends on where it runs (page or HTTP). */
export type BankControls = Omit<MockBankControls, 'shutdown'>;

/** What tests, the console and the demo panel may do to `bank`, in the page or over HTTP. */
export function bankControls(bank: Bank): BankControls {
  return {
    scenario: bank.scenario.name,
    // Everyone who can sign in: the team, the demo applicants and the users sign-ups created.
    demoUsers: () =>
      bank.allUsers().map((u) => {
        const secret = currentSecret(u);
        return {
          email: u.email,
          password: currentPassword(u),
          role: u.role,
          name: u.profile.name,
          secondFactor: secret ? 'TOTP' : 'SMS',
          smsCode: u.fixedCode,
          ...(secret ? { totpSecret: secret } : {}),
          ...(u.note ? { note: u.note } : {}),
        };
      }),
    currentTotp: (email) => {
      const user = bank.userByEmail(email);
      const secret = user ? currentSecret(user) : null;
      return secret ? totpFor(secret).generate() : null;
    },
    faults: {
      setLatency: (ms) => bank.faults.setLatency(ms),
      failNext: (path, code, status) => bank.faults.failNext(path, code, status),
      loseNextAnswer: (path, kind) => bank.faults.loseNextAnswer(path, kind),
      setNetworkDown: (down) => bank.faults.setNetworkDown(down),
      failNextPayout: (failure) => bank.faults.failNextPayout(failure),
      clear: () => bank.faults.clear(),
      state: () => bank.faults.state(),
      subscribe: (listener) => bank.faults.subscribe(listener),
    },
    emailsTo: (address) => emailsTo(address),
    calls: () => bank.calls.list(),
    clearCalls: () => bank.calls.clear(),
    accounts: () => bank.accounts.list(),
    approvals: () => bank.approvals.list().map(toWire),
    advanceClock: (ms) => {
      advanceClock(ms);
    },
    bankTime: () => bankNow(),
    setSyncStatus: (transactionId, status) => setSyncStatus(bank, transactionId, status),
    invitations: () => invitationsOf(bank.scenario),
    memberApplications: () => membersOf(bank.scenario),
    decideMember: (email, approve) => decideMember(bank.scenario, email, approve),
    authoriseCard: (request) => authoriseCardPayment(bank, request),
    cards: () => cardsForPayments(bank),
    setToggle: (name, value) => bank.preferences.setToggle(name, value),
    publishAnnouncement: (draft) => publishAnnouncement(draft),
    showUserGuide: (email) => bank.preferences.closeGuide(email, false),
    scheduleMaintenance: (request) => scheduleMaintenance(request),
    clearScheduledMaintenance: () => clearScheduledMaintenance(),
    maintenanceNotices: () => maintenanceNotices(bank.scenario.maintenance),
    reset: () => {
      clearStores();
      bank.reload();
    },
  };
}
