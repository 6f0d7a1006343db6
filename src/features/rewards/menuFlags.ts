import { useEffect, useEffectEvent, useState } from 'react';
import { useSyncStatus } from '../../sync/syncStatus';

/** rewards/notify's answer: whether cashback or referral rewards are new for the user. */
export interface RewardsFlags {
  cashback: boolean;
  referral: boolean;
}

/** Listeners told when a rewards list was read (the bank then marks it seen). */
const seenListeners = new Set<() => void>();

/** A rewards list was read: the menu's flags read again. */
export function rewardsSeen(): void {
  for (const listener of seenListeners) listener();
}

/**
 * The menu's new-rewards flags for a viewer who sees rewards (`enabled`): read on each page
 * (`path`) and again once a rewards list was read (it is marked seen then). Offline or on a
 * failure: the last flags (none at first). The shell is in the first page's bundle: the call's
 * module loads only when a viewer sees rewards.
 */
export function useRewardsFlags(enabled: boolean, path: string): RewardsFlags | undefined {
  const { online } = useSyncStatus();
  const [flags, setFlags] = useState<RewardsFlags>();
  const [seen, setSeen] = useState(0);
  useEffect(() => {
    const listener = () => setSeen((n) => n + 1);
    seenListeners.add(listener);
    return () => {
      seenListeners.delete(listener);
    };
  }, []);
  // Asked on each page and after each read list (`path`, `seen`).
  const ask = useEffectEvent(async (_page: string, _seen: number): Promise<RewardsFlags> =>
    (await import('../../api/rewards')).getRewardsNotify(),
  );
  useEffect(() => {
    if (!enabled || !online) return;
    let live = true;
    ask(path, seen).then(
      (next) => {
        if (live) setFlags(next);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [enabled, online, path, seen]);
  return enabled ? flags : undefined;
}
