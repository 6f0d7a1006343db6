import { persisted } from './persisted';

/**
 * The e-mails the mock bank sent people (security notices: a second factor added or removed, a
 * password changed, someone tried to sign up or reset with their address). A real bank sends
 * them; the mock keeps the last few per address so tests and the demo can read them.
 */
export interface SentEmail {
  to: string;
  subject: string;
  body: string;
  at: number;
}

/** Per address, the newest last; older ones drop off (a flood cannot grow the store). */
export type Outbox = Record<string, SentEmail[]>;

export const outboxStore = persisted<Outbox>('mockbank:outbox', () => ({}), { version: 1 });
