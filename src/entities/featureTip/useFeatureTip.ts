import { useEffect, useState } from 'react';
import { session } from '../../api/session';
import { getSeenCallouts, markCalloutSeen } from '../../api/settings';
import type { CalloutId } from '../../shared/domain/toggles';

// `user|tip` marked seen in this page's life, so a tip closed on a page stays closed when the page
// opens again, even before (or without) the bank's answer.
const seenHere = new Set<string>();
const keyOf = (id: CalloutId) =>
  `${session.claims?.corpID ?? ''}/${session.claims?.sub ?? ''}|${id}`;

export interface FeatureTip {
  /** Whether the user has seen the tip; undefined until the bank answers (or when it does not). */
  seen: boolean | undefined;
  /** Marks it seen at once here, and at the bank (PUT feature-callout/update/{id}). */
  markSeen: () => void;
}

/**
 * spec-1 §3 Feature tips seen-flags: whether the user has seen the tip `id` (GET feature-callout),
 * and how to mark it seen. A tip whose flag is not known (offline, a failed call) stays hidden:
 * better missed once than shown again after the user closed it. Nothing is asked while the tip
 * may not show anyway (`enabled` false: its toggle is off).
 */
export function useFeatureTip(id: CalloutId, enabled = true): FeatureTip {
  const [seen, setSeen] = useState<boolean | undefined>(seenHere.has(keyOf(id)) || undefined);
  useEffect(() => {
    if (!enabled || seenHere.has(keyOf(id))) return undefined;
    let live = true;
    getSeenCallouts().then(
      (list) => live && setSeen(seenHere.has(keyOf(id)) || list.includes(id)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [id, enabled]);
  return {
    seen,
    markSeen: () => {
      seenHere.add(keyOf(id));
      setSeen(true);
      // Not retried: should it fail, the bank shows the tip once more at the next visit.
      markCalloutSeen(id).catch(() => undefined);
    },
  };
}

/** Tests: forget the tips marked seen in this page's life. */
export function forgetSeenTips(): void {
  seenHere.clear();
}
