/**
 * Dates as every screen shows them, in local time and independent of the machine's locale, so
 * the dashboard, the transactions and the approvals read alike.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** '21 Nov 2026'; an unreadable value is shown as given. */
export function formatDay(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
}

/** '21 Nov 2026, 10:42' (24-hour). */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${formatDay(iso)}, ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The local calendar day of a moment (now by default), YYYY-MM-DD: a date input's value. */
export function localIsoDay(at: number | string | Date = Date.now()): string {
  const d = new Date(at);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
