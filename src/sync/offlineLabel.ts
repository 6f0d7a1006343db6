const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** When a sync ran: '10:42' (24-hour local time) today, '21 Nov 10:42' before. */
export function formatSyncTime(at: number, now: number = Date.now()): string {
  const then = new Date(at);
  const time = `${pad(then.getHours())}:${pad(then.getMinutes())}`;
  return then.toDateString() === new Date(now).toDateString()
    ? time
    : `${then.getDate()} ${MONTHS[then.getMonth()]} ${time}`;
}

/** 'Offline - showing data from 10:42': what the shell and cached lists say with no connection. */
export function formatOfflineLabel(lastSyncedAt: number | null, now: number = Date.now()): string {
  if (lastSyncedAt === null) return 'Offline - no data saved on this device yet';
  return `Offline - showing data from ${formatSyncTime(lastSyncedAt, now)}`;
}

/** 'Last updated 10:42': how fresh a cached list is while online. */
export function formatLastUpdated(lastSyncedAt: number, now: number = Date.now()): string {
  return `Last updated ${formatSyncTime(lastSyncedAt, now)}`;
}
