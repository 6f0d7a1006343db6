import type { CurrencyCode } from '../../../../shared/currencies';
import { policyFor, policyHolds, type ApprovalPolicy } from '../../../../shared/domain/approvals';
import type { Role } from '../../../../shared/domain/roles';
import { targetForSource, type Micros } from '../../../../shared/money';

/**
 * Will the bank hold this transfer for approval? Told on the review, before any code, by the
 * rule the bank applies (policyHolds: a targeted role, SGD value strictly above the threshold).
 *
 * An SGD sender's value is its amount: the answer is exact (every exchange sends SGD). Another
 * currency (a same-currency transfer between, say, two USD accounts) is valued by the bank at
 * its own rate, which the app cannot know; the app uses the cached bid rate into SGD, and
 * within APPROXIMATE_MARGIN_PPM of a threshold it says the transfer *may* need approval.
 */
export type ApprovalOutlook =
  | { kind: 'none' }
  | { kind: 'required'; threshold: Micros }
  | { kind: 'possible'; threshold: Micros; estimate: Micros }
  /** The policies or the rate could not be had: the review says it could not check. */
  | { kind: 'unknown' };

/** 1 %: more than the bank's spread and minute-to-minute wobble between a bid rate and its own. */
export const APPROXIMATE_MARGIN_PPM = 10_000;

export interface OutlookInput {
  /** The company's policies; 'failed' when they could not be read. */
  policies: readonly ApprovalPolicy[] | 'failed';
  role: Role | null;
  /** The sending amount and its currency. */
  amount: Micros;
  currency: CurrencyCode;
  /** 1 `currency` = rate / 1e6 SGD (the cached bid rate), when known. */
  sgdRate: number | undefined;
}

const marginOf = (value: Micros) =>
  Number((BigInt(value) * BigInt(APPROXIMATE_MARGIN_PPM)) / 1_000_000n);

export function approvalOutlook({
  policies,
  role,
  amount,
  currency,
  sgdRate,
}: OutlookInput): ApprovalOutlook {
  if (policies === 'failed') return { kind: 'unknown' };
  if (!role) return { kind: 'none' };
  if (currency === 'SGD') {
    const holding = policyFor(policies, role, amount);
    return holding ? { kind: 'required', threshold: holding.amountGreaterThan } : { kind: 'none' };
  }
  // Could any policy hold this role at all? Then the SGD value matters.
  const targeting = policies.filter((p) => policyHolds(p, role, Number.MAX_SAFE_INTEGER));
  if (targeting.length === 0) return { kind: 'none' };
  if (!sgdRate || sgdRate <= 0) return { kind: 'unknown' };
  const estimate = targetForSource(amount, sgdRate, 'SGD');
  const margin = marginOf(estimate);
  const surely = policyFor(targeting, role, estimate - margin);
  if (surely) return { kind: 'required', threshold: surely.amountGreaterThan };
  const maybe = policyFor(targeting, role, estimate + margin);
  return maybe
    ? { kind: 'possible', threshold: maybe.amountGreaterThan, estimate }
    : { kind: 'none' };
}
