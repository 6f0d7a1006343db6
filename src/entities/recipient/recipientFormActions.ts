import { CLIENT_MESSAGES, isApiError } from '../../api/ApiError';
import { isOfflineForMoney } from '../../api/client';
import { addRecipient, checkRecipientDuplicate } from '../../api/recipients';
import type { NewRecipient } from '../../shared/contracts/recipients';
import type { Recipient } from '../../shared/domain/recipient';
import { RECIPIENT_FIELDS, type RecipientField } from '../../shared/domain/recipients/types';
import { writeRecipientThrough } from '../../sync/writeThrough';
import { RECIPIENT_FORM_SPEC_TEXTS } from './recipientFormTexts';

/** Why a recipient call did not go through, as the form shows it. */
export type RecipientCallFailure =
  /** Refused before sending: nothing left the app, the values stay. */
  | { kind: 'offline'; message: string }
  /** 409 RECORD_ALREADY_EXISTS: the spec's text on the form (on the account number). */
  | { kind: 'duplicate' }
  /** The bank's field rules (the form's own, run again by the bank) refused one field. */
  | { kind: 'field'; field: RecipientField; message: string }
  | { kind: 'other'; message: string };

const isRecipientField = (field: string): field is RecipientField =>
  (RECIPIENT_FIELDS as readonly string[]).includes(field);

export function recipientCallFailure(error: unknown): RecipientCallFailure {
  if (!isApiError(error)) return { kind: 'other', message: RECIPIENT_FORM_SPEC_TEXTS.addFailure };
  if (error.kind === 'offline') return { kind: 'offline', message: error.message };
  if (error.code === 'RECORD_ALREADY_EXISTS') return { kind: 'duplicate' };
  if (
    error.code === 'INVALID_PARAM_ERROR' &&
    error.field &&
    isRecipientField(error.field) &&
    error.description
  )
    return { kind: 'field', field: error.field, message: error.description };
  return { kind: 'other', message: error.message };
}

/**
 * Adding a recipient is refused offline before anything is sent (like a money call: the add and
 * its check need the bank's answer), with the app's offline message.
 */
function refuseOffline(): void {
  if (isOfflineForMoney()) throw new OfflineRefusal();
}

class OfflineRefusal extends Error {
  constructor() {
    super(CLIENT_MESSAGES.offline);
  }
}

async function attempt<T>(
  run: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; failure: RecipientCallFailure }> {
  try {
    refuseOffline();
    return { ok: true, value: await run() };
  } catch (error) {
    if (error instanceof OfflineRefusal)
      return { ok: false, failure: { kind: 'offline', message: error.message } };
    return { ok: false, failure: recipientCallFailure(error) };
  }
}

/** spec-2 §4 Add recipient: the duplicate check before the add (the caller skips it for Claims). */
export const checkNewRecipient = (request: NewRecipient) =>
  attempt(() => checkRecipientDuplicate(request));

/** Adds the recipient; once the bank has it, it goes into the cached lists at once. */
export const addNewRecipient = (request: NewRecipient) =>
  attempt(async (): Promise<Recipient> => {
    const recipient = await addRecipient(request);
    await writeRecipientThrough({ added: recipient });
    return recipient;
  });
