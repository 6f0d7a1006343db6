import { z } from 'zod';
import {
  ATTACHMENT_BYTES_MAX,
  ATTACHMENT_TYPES,
  ATTACHMENTS_MAX,
  NOTIFICATION_REMARKS_MAX,
  PAYMENT_ADVICE_EMAIL_MAX,
  PAYMENT_ADVICE_MAX,
} from '../../../../shared/domain/payouts';
import { cleanMultilineText, cleanText } from '../../../../shared/text/cleanText';
import { limitNotice } from '../../../../shared/domain/limitNotice';
import type { PayoutAttachment } from './draft';
import { PAYOUT_MESSAGES as M, PAYOUT_PRODUCT_MESSAGES as P } from './messages';

/*
 * spec-2 §5 Notification and attachments, shared by the local and the overseas form: the
 * payment-advice e-mails, the notification remarks and the attachments. The add actions ask the
 * same functions the schemas do, so a message shows when the e-mail or file is added, and the
 * schema refuses whatever got past them.
 */

const emailShape = z.email();

/** docs/decisions/recipients.md: two addresses are the same when equal after trimming, ignoring case. */
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Why `candidate` cannot join the payment-advice list, or null. */
export function emailProblem(list: readonly string[], candidate: string): string | null {
  const email = cleanText(candidate);
  if (list.length >= PAYMENT_ADVICE_MAX) return M.paymentAdviceMax;
  if (email.length > PAYMENT_ADVICE_EMAIL_MAX) return limitNotice(PAYMENT_ADVICE_EMAIL_MAX);
  if (!emailShape.safeParse(email).success) return M.emailInvalid;
  if (list.some((other) => sameEmail(other, email))) return M.emailDuplicate;
  return null;
}

const extensionOf = (fileName: string) => fileName.split('.').pop()?.toLowerCase() ?? '';

/** Why a file of this name and size cannot be attached beside `count` others, or null. */
export function attachmentProblem(
  count: number,
  file: { fileName: string; size: number },
): string | null {
  if (count >= ATTACHMENTS_MAX) return M.fileLimit;
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(extensionOf(file.fileName)))
    return P.fileType;
  // docs/decisions/files.md Files: a file of exactly the limit is accepted.
  if (file.size > ATTACHMENT_BYTES_MAX) return M.fileSize;
  return null;
}

/** What `accept` offers in the file picker. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_TYPES.map((type) => `.${type}`).join(',');

export interface AdviceValues {
  notify: boolean;
  emails: string[];
  /** An e-mail typed but not added yet: it joins the list when it passes. */
  emailDraft: string;
  remarks: string;
  attachments: PayoutAttachment[];
}

export type AdviceField = 'emailDraft' | 'remarks' | 'attachments';

/** The advice part of a payout form's zod shape (both forms). */
export const adviceFormFields = {
  notify: z.boolean(),
  emails: z.array(z.string()),
  emailDraft: z.string(),
  remarks: z.string(),
  attachments: z.array(
    z.object({
      fileName: z.string(),
      fileType: z.string(),
      bufferFile: z.string(),
      size: z.number(),
    }),
  ),
};

/** Nothing typed, nothing attached. */
export const emptyAdvice = (): AdviceValues => ({
  notify: false,
  emails: [],
  emailDraft: '',
  remarks: '',
  attachments: [],
});

export interface Advice {
  isTransferNotiEnabled: boolean;
  transferNotiRecipients: string[];
  transferNotiRemarks: string;
  attachments: PayoutAttachment[];
}

/** The advice values again from a draft (Back from the review keeps everything). */
export const adviceValuesFrom = (draft: Advice): AdviceValues => ({
  notify: draft.isTransferNotiEnabled,
  emails: [...draft.transferNotiRecipients],
  emailDraft: '',
  remarks: draft.transferNotiRemarks,
  attachments: [...draft.attachments],
});

/**
 * The notification and attachment part of a payout, or null when `report` was told why not.
 * `notificationOn` is the transferNotification toggle: without it the section is not offered
 * and nothing of it is sent.
 */
export function readAdvice(
  values: AdviceValues,
  notificationOn: boolean,
  report: (field: AdviceField, message: string) => void,
): Advice | null {
  let ok = true;
  const fail = (field: AdviceField, message: string) => {
    ok = false;
    report(field, message);
  };
  const notify = notificationOn && values.notify;
  const recipients = values.emails.map(cleanText);
  const remarks = cleanMultilineText(values.remarks);
  if (notify) {
    const draft = cleanText(values.emailDraft);
    if (draft !== '') {
      const problem = emailProblem(recipients, draft);
      if (problem) fail('emailDraft', problem);
      else recipients.push(draft);
    } else if (recipients.length === 0) fail('emailDraft', M.required);
    if (remarks.length > NOTIFICATION_REMARKS_MAX)
      fail('remarks', limitNotice(NOTIFICATION_REMARKS_MAX));
  }
  const files = values.attachments;
  const fileProblem = files
    .map((file, i) => attachmentProblem(i, file))
    .find((problem) => problem !== null);
  if (fileProblem) fail('attachments', fileProblem);
  if (!ok) return null;
  return {
    isTransferNotiEnabled: notify,
    transferNotiRecipients: notify ? recipients : [],
    transferNotiRemarks: notify ? remarks : '',
    attachments: files,
  };
}
