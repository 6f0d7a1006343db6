import type { Examples } from './example';

export const FX_EXAMPLES: Examples = {
  'fx.rate': () => ({ query: { sellCurrency: 'SGD', buyCurrency: 'USD' } }),
  'fx.quote': () => ({ body: { sellCurrency: 'SGD', buyCurrency: 'USD', fxProvider: 'DEFAULT' } }),
};
