import { persisted } from './persisted';

/**
 * When each client (BankRequest.client: the peer's address over HTTP, 'page' in the page) last
 * made a throttled try, by `purpose|client` (rules/clientTries.ts): the sign-ups, password reset
 * requests and wrong invitation codes of one client. Its own store: the security state is read on
 * every request, and a flood of clients must not grow it. Bounded: tries older than their window
 * are dropped, and at most CLIENT_KEYS keys are kept.
 */
export type ClientTries = Record<string, number[]>;

export const clientTriesStore = persisted<ClientTries>('mockbank:clientTries', () => ({}), {
  version: 1,
});
