import { cleanText } from '../../text/cleanText';
import { RECIPIENT_MESSAGES as M } from './messages';
import type { RecipientField, RecipientFormValues, RecipientIssue } from './types';

/** Collects at most one issue per field: a field's first broken rule is the one shown. */
export class IssueList {
  readonly issues: RecipientIssue[] = [];

  add(field: RecipientField, message: string): void {
    if (!this.has(field)) this.issues.push({ field, message });
  }

  has(field: RecipientField): boolean {
    return this.issues.some((issue) => issue.field === field);
  }
}

/** The SWIFT character set: address lines, city, state, bank name travel in the payment message. */
export const SWIFT_TEXT = /^[A-Za-z0-9 /\-?:().,'+]*$/;

export const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * A free-text field: required or not, at most `max`, only `chars`. A field with a list refuses
 * any character not on it (an invisible one included); one without a list is read cleaned
 * (cleanText), as the draft stores it.
 */
export function checkText(
  list: IssueList,
  values: RecipientFormValues,
  field: RecipientField,
  rule: { required: boolean; max: number; chars?: RegExp; charsMessage?: string },
): void {
  const value = rule.chars ? values[field] : cleanText(values[field]);
  if (value === '') {
    if (rule.required) list.add(field, M.required);
    return;
  }
  if (value.length > rule.max) list.add(field, M.charLimit(rule.max));
  if (rule.chars && !rule.chars.test(value)) list.add(field, rule.charsMessage ?? '');
}
