/** 'Good morning' before noon, 'Good afternoon' before six, 'Good evening' after. */
export function greeting(now: Date): string {
  const hour = now.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}
