import type { Examples } from './example';

export const MAINTENANCE_EXAMPLES: Examples = {
  'maintenance.notices': () => ({}),
  'maintenance.noticesByType': () => ({ body: { maintenanceModeTypes: ['Payout maintenance'] } }),
};
