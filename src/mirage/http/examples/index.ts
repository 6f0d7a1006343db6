import { ACCOUNT_EXAMPLES } from './accounts';
import type { Examples } from './example';
import { FX_EXAMPLES } from './fx';
import { SETTINGS_EXAMPLES } from './settings';

/** Every area's examples: an area on contracts adds its file here (a contract without one fails). */
export const EXAMPLES: Examples = { ...ACCOUNT_EXAMPLES, ...FX_EXAMPLES, ...SETTINGS_EXAMPLES };
