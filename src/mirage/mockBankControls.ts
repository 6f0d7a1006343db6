import type { Account } from '../shared/domain/accounts';
import type { SyncStatus } from '../shared/domain/attachments';
import type { Announcement } from '../shared/domain/notices';
import type { ApprovalRequest } from '../shared/domain/approvals';
import type { Role } from '../shared/domain/roles';
import type { MaintenanceNotice, ToggleValue } from '../shared/domain/toggles';
import type { FaultState, LostAnswerKind, PayoutFailure } from './faults';
import type { AnnouncementDraft } from './rules/announcements';
import type {
  CardAuthorisation,
  CardAuthorisationResult,
  CardForPayments,
} from './rules/cardPayments';
import type { MaintenanceRequest } from './rules/maintenance';
import type { InvitationView, MemberView } from './rules/signUps';

export type { MaintenanceRequest };

// What the running mock bank offers tests, the console and the demo panel (window.__mockBank). Its
// own module, so the demo panel, which mockBank.ts mounts, reads it without importing mockBank.ts.

export interface DemoUser {
  email: string;
  password: string;
  role: Role;
  name: string;
  secondFactor: 'SMS' | 'TOTP';
  totpSecret?: string;
  note?: string;
  /** The code every SMS and e-mail to this user carries in the scenario. */
  smsCode?: string;
}

export interface MockBankControls {
  scenario: string;
  demoUsers(): DemoUser[];
  /** The code an authenticator app shows now, or null when the user has none. */
  currentTotp(email: string): string | null;
  faults: {
    setLatency(ms: number): void;
    failNext(path: string, code: string, status?: number): void;
    /** The bank does the next call to `path`, and its answer is lost ('drop') or never comes ('timeout'). */
    loseNextAnswer(path: string, kind?: LostAnswerKind): void;
    setNetworkDown(down: boolean): void;
    /**
     * The next payout the bank executes fails (spec-2 §8): refused with RECIPIENT_NOT_FOUND,
     * BAD_FX_RATE_ERROR or INSUFFICIENT_FUND (nothing moves), or accepted and then RETURNed by the
     * recipient's bank while in progress (refunded less the processing fee). null cancels it.
     */
    failNextPayout(failure: PayoutFailure | null): void;
    clear(): void;
    state(): FaultState;
    /** Called on every fault change (the demo panel follows changes made from tests or the console). */
    subscribe(listener: () => void): () => void;
  };
  /** The e-mails the bank sent an address (security notices), oldest first. */
  emailsTo(address: string): { to: string; subject: string; body: string; at: number }[];
  /**
   * The last 500 API requests the mock bank received (bank.ts CALLS_KEPT), oldest first, with the
   * body of money calls up to 8 KB of JSON (CALL_BODY_MAX): bounded, so a long-running bank's
   * memory does not grow with requests.
   */
  calls(): { method: string; path: string; at: number; body?: Record<string, unknown> }[];
  clearCalls(): void;
  /** The company's accounts as the bank now holds them (balances in micro-units), by accountOrder. */
  accounts(): Account[];
  /** Every approval request with its current status. */
  approvals(): ApprovalRequest[];
  /**
   * Moves the bank's clock `ms` forward (kept across reloads until reset): payouts move from
   * PENDING (first minute) to IN_PROGRESS, and settle at three minutes.
   */
  advanceClock(ms: number): void;
  /** The bank's time now (ms since the epoch): the real time plus what advanceClock added. */
  bankTime(): number;
  /**
   * Sets a transaction's accounting sync status (spec-3 §3 xeroSyncStatus), as the accounting
   * integration will: COMPLETED makes its note and files read-only (rules/receipts.ts).
   */
  setSyncStatus(transactionId: string, status: SyncStatus): void;
  /** The invitations (live, expired, accepted ...) with their codes: the demo's invitation links. */
  invitations(): InvitationView[];
  /** The invited members who joined, with their status (submitted ones wait for the bank). */
  memberApplications(): MemberView[];
  /** The bank approves or rejects a submitted member's details (issue 12; never a company). */
  decideMember(email: string, approve: boolean): void;
  /**
   * The bank's card network (docs/decisions/cards.md 'Card payments the bank authorises'): a
   * merchant's authorisation of a purchase, refund or ATM withdrawal on a card, approved (the
   * linked account moves, a transaction is booked, the card's spend moves) or declined with its
   * reason (nothing moves). The same authorisationId again answers the first answer.
   */
  authoriseCard(request: CardAuthorisation): CardAuthorisationResult;
  /** Every card of the bank with its currency, this month's spend and its last declines. */
  cards(): CardForPayments[];
  /** Sets a feature toggle for this demo (kept across reloads until reset). */
  setToggle(name: string, value: ToggleValue): void;
  /**
   * Publishes a discovery announcement (spec-3 §4) that starts now and runs for a week, for the
   * roles given (all when none); kept across reloads until reset. Returns it with its featureId.
   */
  publishAnnouncement(draft: AnnouncementDraft): Announcement;
  /** The dashboard guide shows again for this user at the next dashboard visit (until closed). */
  showUserGuide(email: string): void;
  /**
   * Schedules a maintenance window (kept across reloads until reset): GET /v1/boom/auth/maintenance
   * serves it after the scenario's; a payout window pauses payouts while the bank's clock is in it.
   * Throws on an unknown type or page type, an unreadable date, or an end not after the start.
   */
  scheduleMaintenance(request: MaintenanceRequest): MaintenanceNotice;
  /** Removes the scheduled windows (the scenario's notices stay). */
  clearScheduledMaintenance(): void;
  /** The notices the bank serves now. */
  maintenanceNotices(): MaintenanceNotice[];
  /**
   * Wipes every store of the mock bank (src/mirage/stores/index.ts clearStores: locks,
   * remembered browsers, revoked tokens, changed secrets, the bank's clock, the scheduled
   * maintenance windows, onboarding records, balances, booked transactions, account names,
   * recipients, approvals, toggles) and reads the scenario's data again.
   */
  reset(): void;
  shutdown(): void;
}
