import { useId } from 'react';
import { Alert } from '../../shared/ui/Alert';
import { useSyncStatus } from '../../sync/syncStatus';

/**
 * The one offline refusal of every money form (docs/decisions/ui.md 'Offline money forms'): said
 * as soon as the connection drops, above a disabled submit, and never as a missing rate. What
 * was typed stays (the forms keep their values; nothing is reset).
 */
export const MONEY_OFFLINE = {
  title: "You're offline",
  send: "Moving money needs a connection, so nothing can be sent until you're back online. What you typed is kept.",
  decide:
    "Approving or rejecting needs a connection, so nothing can be decided until you're back online. Your remarks are kept.",
  card: "Changing a card's controls needs a connection, so nothing can be changed until you're back online.",
} as const;

export type MoneyOfflineKind = 'send' | 'decide' | 'card';

export interface MoneyOffline {
  offline: boolean;
  /** The notice's id: the disabled submit names it (aria-describedby) as its reason. */
  noticeId: string;
}

/** Whether money forms are offline now (the browser's connection, as the sync follows it). */
export function useMoneyOffline(): MoneyOffline {
  const { online } = useSyncStatus();
  const noticeId = useId();
  return { offline: !online, noticeId };
}

/** The offline notice of a money form; nothing while online. */
export function MoneyOfflineNotice({
  state,
  kind = 'send',
}: {
  state: MoneyOffline;
  kind?: MoneyOfflineKind;
}) {
  if (!state.offline) return null;
  return (
    <div id={state.noticeId}>
      <Alert kind="warning" title={MONEY_OFFLINE.title}>
        <p>{MONEY_OFFLINE[kind]}</p>
      </Alert>
    </div>
  );
}

/** The props that disable a money form's submit while offline and give the notice as its reason. */
export function offlineSubmitProps(state: MoneyOffline): {
  'aria-describedby'?: string;
} {
  return state.offline ? { 'aria-describedby': state.noticeId } : {};
}
