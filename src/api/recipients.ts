import {
  addRecipient as addContract,
  checkDuplicateRecipient,
  deleteRecipient as deleteContract,
  listRecipients,
  recipientDetail,
  type NewRecipient,
} from '../shared/contracts/recipients';
import type { Recipient } from '../shared/domain/recipient';
import { call } from './contractCall';

/** spec-2 §7 Recipients (contracts: src/shared/contracts/recipients.ts). */
export async function getRecipients(): Promise<Recipient[]> {
  return (await call(listRecipients)).recipients;
}

export async function getRecipient(id: string): Promise<Recipient> {
  return (await call(recipientDetail, { params: { id } })).recipient;
}

/** Resolves when the bank has no such recipient; a duplicate rejects with RECORD_ALREADY_EXISTS. */
export async function checkRecipientDuplicate(form: NewRecipient): Promise<void> {
  await call(checkDuplicateRecipient, { body: form });
}

/** The recipient as the bank keeps it; a duplicate rejects with RECORD_ALREADY_EXISTS. */
export async function addRecipient(form: NewRecipient): Promise<Recipient> {
  return (await call(addContract, { body: form })).recipient;
}

/** Deletes the recipient for every user of the company. */
export async function deleteRecipient(id: string): Promise<void> {
  await call(deleteContract, { body: { recipientDisplayReferenceID: id } });
}
