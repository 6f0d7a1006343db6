import type { Examples } from './example';

export const LIMIT_EXAMPLES: Examples = {
  'limits.list': () => ({ query: { type: 'local' } }),
  'limits.currency': () => ({ params: { currency: 'SGD' } }),
};
