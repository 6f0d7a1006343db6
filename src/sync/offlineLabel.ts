const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** 'Offline - showing data from 10:42' (24-hour local time); a day before: '21 Nov 10:42'. */
export function formatOfflineLabel(lastSyncedAt: number | null, now: number = Date.now()): string {
  if (lastSyncedAt === null) return 'Offline - no data saved on this device yet';
  const then = new Date(lastSyncedAt);
  const today = new Date(now);
  const time = `${pad(then.getHours())}:${pad(then.getMinutes())}`;
  const sameDay = then.toDateString() === today.toDateString();
  return `Offline - showing data from ${sameDay ? time : `${then.getDate()} ${MONTHS[then.getMonth()]} ${time}`}`;
}
