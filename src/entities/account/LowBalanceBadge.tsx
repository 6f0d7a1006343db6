import { BellRing } from 'lucide-react';
import type { Account } from '../../shared/domain/accounts';
import { Badge } from '../../shared/ui/Badge';
import './LowBalanceBadge.css';

/** The text of an account below its low-balance alert (docs/decisions/accounts.md 'Low-balance alert'). */
export const LOW_BALANCE_LABEL = 'Low balance';

/** Says, in text, that the account's balance is below its alert; nothing when it is not. */
export function LowBalanceBadge({ account }: { account: Pick<Account, 'isLowAccountBalance'> }) {
  if (!account.isLowAccountBalance) return null;
  return (
    <Badge tone="warning" className="low-balance-badge">
      <BellRing aria-hidden width={12} height={12} />
      {LOW_BALANCE_LABEL}
    </Badge>
  );
}

/** 'Payroll is below its low balance alert.' / '2 accounts are below their low balance alert: A, B.' */
export function lowBalanceSummary(
  accounts: readonly Pick<Account, 'accountName' | 'isLowAccountBalance'>[],
): string | null {
  const low = accounts.filter((a) => a.isLowAccountBalance);
  if (low.length === 0) return null;
  if (low.length === 1) return `${low[0]?.accountName} is below its low balance alert.`;
  return `${low.length} accounts are below their low balance alert: ${low.map((a) => a.accountName).join(', ')}.`;
}
