import type { Examples } from './example';

export const ACTIVITY_EXAMPLES: Examples = {
  // The admin's own sign-in is the log's first record.
  'activity.list': () => ({ query: { kind: 'sign-in', pageSize: '20' } }),
};
