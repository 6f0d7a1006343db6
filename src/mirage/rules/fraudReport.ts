import type { BankView } from './bankView';
import { takeTry, type TryLimit } from './clientTries';
import { changeEntry, filesOf, visibleTransaction, type Actor } from './receipts';

/** spec-3 §2 / spec-2 §7: the fraud report, once per user and transaction, throttled. */
const REPORTS: TryLimit = {
  purpose: 'fraud-report',
  max: 60,
  text: (wait) => `Too many reports in a short time. Please try again in ${wait}.`,
};

/**
 * spec-3 §2: the fraud report modal opened on a transaction the user sees. Once per user and
 * transaction: a repeat answers the first report's time and records nothing. A new report counts
 * against REPORTS (429 past it).
 */
export function reportUnknown(
  bank: BankView,
  user: Actor,
  id: string,
  now = Date.now(),
): { transactionId: string; reportedAt: string } {
  const t = visibleTransaction(bank, user, id);
  const earlier = filesOf(bank, t).fraudReports?.[user.userReferenceID];
  if (earlier) return { transactionId: id, reportedAt: earlier };
  takeTry(user.userReferenceID, REPORTS);
  const reportedAt = new Date(now).toISOString();
  changeEntry(bank, t, (entry) => {
    entry.fraudReports = { ...entry.fraudReports, [user.userReferenceID]: reportedAt };
  });
  return { transactionId: id, reportedAt };
}
