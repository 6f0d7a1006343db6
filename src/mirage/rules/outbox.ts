import { outboxStore, type SentEmail } from '../stores/outbox';
import { bankNow } from './bankClock';

/** How many e-mails the outbox keeps per address. */
export const OUTBOX_PER_ADDRESS = 20;
/** How many addresses it keeps: the oldest address's mail goes first. */
export const OUTBOX_ADDRESSES = 500;

/** Sends `to` a notice (kept in the mock's outbox, bounded per address and in addresses). */
export function sendEmail(to: string, subject: string, body: string): void {
  const address = to.trim().toLowerCase();
  outboxStore.update((outbox) => {
    const mail = outbox[address] ?? [];
    delete outbox[address];
    outbox[address] = [...mail, { to: address, subject, body, at: bankNow() }].slice(
      -OUTBOX_PER_ADDRESS,
    );
    const addresses = Object.keys(outbox);
    for (const old of addresses.slice(0, Math.max(0, addresses.length - OUTBOX_ADDRESSES)))
      delete outbox[old];
  });
}

/** What the bank sent `to`, oldest first. */
export function emailsTo(to: string): SentEmail[] {
  return outboxStore.load()[to.trim().toLowerCase()] ?? [];
}
