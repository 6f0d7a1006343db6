import { isSameRecipient, type Recipient } from '../../shared/domain/recipient';
import { BankError, type Scenario } from '../types';
import { ledgerPart } from './legacyLedger';
import { persisted } from './persisted';

/** Every recipient as it now is, once one was added or deleted (tens: small). */
export interface StoredRecipients {
  scenario: string;
  recipients: Recipient[];
}

export const recipientsStore = persisted<StoredRecipients | null>(
  'mockbank:recipients',
  () => null,
  {
    version: 1,
    legacy: ledgerPart((old) =>
      Array.isArray(old.recipients)
        ? { scenario: old.scenario, recipients: old.recipients as Recipient[] }
        : undefined,
    ),
  },
);

const newRecipientId = () => `RCPM${crypto.randomUUID().slice(0, 8).toUpperCase()}`;

export const recipientNotFound = (id: string) =>
  new BankError(
    404,
    'RECIPIENT_NOT_FOUND',
    `There is no recipient ${id}: it may have been deleted. Refresh the list of recipients.`,
  );

/**
 * The company's recipients (spec-2 §3): shared by every user of the company, so a delete is for
 * all users. The scenario's, with the changes since (recipientsStore).
 */
export class RecipientBook {
  private items: Recipient[] = [];

  constructor(private readonly scenario: Scenario) {
    this.reload();
  }

  reload(): void {
    const stored = recipientsStore.load();
    const recipients =
      stored?.scenario === this.scenario.name ? stored.recipients : this.scenario.recipients;
    this.items = recipients.map((r) => ({ ...r }));
  }

  private changed(): void {
    recipientsStore.save({
      scenario: this.scenario.name,
      recipients: this.items.map((r) => ({ ...r })),
    });
  }

  list(): Recipient[] {
    return this.items.map((r) => ({ ...r }));
  }

  get(id: string): Recipient | undefined {
    const found = this.items.find((r) => r.displayReferenceId === id);
    return found ? { ...found } : undefined;
  }

  /** The recipient already kept that `candidate` duplicates (isSameRecipient), if any. */
  duplicateOf(candidate: Omit<Recipient, 'displayReferenceId'>): Recipient | undefined {
    return this.items.find((r) => isSameRecipient(r, candidate));
  }

  /** Keeps a new recipient under a new id; the duplicate rule is the caller's (rules/recipients.ts). */
  add(fields: Omit<Recipient, 'displayReferenceId'>): Recipient {
    const recipient = { ...fields, displayReferenceId: newRecipientId() };
    this.items.push(recipient);
    this.changed();
    return { ...recipient };
  }

  /** 404 RECIPIENT_NOT_FOUND when there is no such recipient (deleted already, or never there). */
  delete(id: string): void {
    const index = this.items.findIndex((r) => r.displayReferenceId === id);
    if (index < 0) throw recipientNotFound(id);
    this.items.splice(index, 1);
    this.changed();
  }
}
